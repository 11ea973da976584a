import { z } from "zod";
import { successOf } from "./envelope.js";

/** `GET /api/public/map/temples` (issue 14): every published temple that has a position. */
export const TempleMapQuerySchema = z.object({
  state_id: z.uuid().optional(),
  deity_id: z.uuid().optional(),
});
export type TempleMapQuery = z.infer<typeof TempleMapQuerySchema>;

/** One marker: what the map shows and filters by, and the slug its click opens. */
export const TempleMapPointSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  town: z.string(),
  stateId: z.uuid(),
  state: z.string(),
  deityId: z.uuid().nullable(),
  deity: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TempleMapPoint = z.infer<typeof TempleMapPointSchema>;
export const TempleMapResponseSchema = successOf(z.array(TempleMapPointSchema));
