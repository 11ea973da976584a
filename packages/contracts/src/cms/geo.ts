import { z } from "zod";
import { entity, RefSchema, ref, required, updateOf } from "./fields.js";
import { translatable } from "./translations.js";

export const StateCreateSchema = translatable(
  z.object({
    name: required("Name", 100),
    code: z
      .string({ message: "Code is required" })
      .trim()
      .regex(/^[A-Z]{2}$/, "Code must be two capital letters, e.g. TN"),
    kind: z.enum(["state", "ut"], { message: "Choose state or union territory" }),
  }),
  ["name"],
);
export const StateUpdateSchema = updateOf(StateCreateSchema);
export const StateSchema = StateCreateSchema.extend(entity);
export type StateCreate = z.infer<typeof StateCreateSchema>;
export type StateUpdate = z.infer<typeof StateUpdateSchema>;
export type State = z.infer<typeof StateSchema>;

/**
 * A state named in a query (`/api/districts/search?state_id=`): its id, or its code as the spec's
 * callers know states (`TN`, `IN-TN`, any case) — issue 19.
 */
export const STATE_REF_MESSAGE =
  "state_id must be a state's id (a UUID) or its code, such as TN or IN-TN";
export const StateRefSchema = z
  .string({ message: STATE_REF_MESSAGE })
  .trim()
  .regex(
    /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(IN-)?[A-Z]{2})$/i,
    STATE_REF_MESSAGE,
  );
/** The two capital letters of a state code given as `tn`, `TN` or `IN-TN`; null for an id. */
export const stateCodeOf = (ref: string): string | null =>
  ref.length <= 5 ? ref.toUpperCase().replace(/^IN-/, "") : null;

export const DistrictCreateSchema = translatable(
  z.object({
    stateId: ref("state"),
    name: required("Name", 100),
  }),
  ["name"],
);
export const DistrictUpdateSchema = updateOf(DistrictCreateSchema);
export const DistrictSchema = DistrictCreateSchema.extend({ ...entity, state: RefSchema });
export type DistrictCreate = z.infer<typeof DistrictCreateSchema>;
export type DistrictUpdate = z.infer<typeof DistrictUpdateSchema>;
export type District = z.infer<typeof DistrictSchema>;
