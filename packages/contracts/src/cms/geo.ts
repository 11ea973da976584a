import { z } from "zod";
import { entity, RefSchema, ref, required, updateOf } from "./fields.js";

export const StateCreateSchema = z.object({
  name: required("Name", 100),
  code: z
    .string({ message: "Code is required" })
    .trim()
    .regex(/^[A-Z]{2}$/, "Code must be two capital letters, e.g. TN"),
  kind: z.enum(["state", "ut"], { message: "Choose state or union territory" }),
});
export const StateUpdateSchema = updateOf(StateCreateSchema);
export const StateSchema = StateCreateSchema.extend(entity);
export type StateCreate = z.infer<typeof StateCreateSchema>;
export type StateUpdate = z.infer<typeof StateUpdateSchema>;
export type State = z.infer<typeof StateSchema>;

export const DistrictCreateSchema = z.object({
  stateId: ref("state"),
  name: required("Name", 100),
});
export const DistrictUpdateSchema = updateOf(DistrictCreateSchema);
export const DistrictSchema = DistrictCreateSchema.extend({ ...entity, state: RefSchema });
export type DistrictCreate = z.infer<typeof DistrictCreateSchema>;
export type DistrictUpdate = z.infer<typeof DistrictUpdateSchema>;
export type District = z.infer<typeof DistrictSchema>;
