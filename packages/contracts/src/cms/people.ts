import { z } from "zod";
import {
  email,
  entity,
  imageUrl,
  mobile,
  optionalRef,
  RefSchema,
  ref,
  required,
  updateOf,
} from "./fields.js";

export const EmployeeCreateSchema = z.object({
  name: required("Name", 150),
  mobile,
  email: email.nullable().default(null),
  designation: required("Designation", 100),
  templeId: optionalRef("temple").default(null),
  /** The staff account this employee signs in with, if any. */
  userId: optionalRef("staff account").default(null),
  active: z.boolean().default(true),
});
export const EmployeeUpdateSchema = updateOf(EmployeeCreateSchema);
export const EmployeeSchema = EmployeeCreateSchema.extend({ ...entity, temple: RefSchema });
export type EmployeeCreate = z.input<typeof EmployeeCreateSchema>;
export type EmployeeUpdate = z.input<typeof EmployeeUpdateSchema>;
export type Employee = z.infer<typeof EmployeeSchema>;

export const PriestCreateSchema = z.object({
  name: required("Name", 150),
  mobile,
  templeId: optionalRef("temple").default(null),
  languages: z
    .array(z.string().trim().min(2).max(40, "A language must be at most 40 characters"))
    .max(12, "At most 12 languages")
    .default([]),
  poojaIds: z.array(ref("pooja")).max(100, "At most 100 poojas").default([]),
  photo: imageUrl.nullable().default(null),
});
export const PriestUpdateSchema = updateOf(PriestCreateSchema);
export const PriestSchema = PriestCreateSchema.extend({ ...entity, temple: RefSchema });
export type PriestCreate = z.input<typeof PriestCreateSchema>;
export type PriestUpdate = z.input<typeof PriestUpdateSchema>;
export type Priest = z.infer<typeof PriestSchema>;

export const RepresentativeCreateSchema = z.object({
  name: required("Name", 150),
  mobile,
  email: email.nullable().default(null),
  stateId: optionalRef("state").default(null),
  districtIds: z.array(ref("district")).max(100, "At most 100 districts").default([]),
  templeIds: z.array(ref("temple")).max(200, "At most 200 temples").default([]),
});
export const RepresentativeUpdateSchema = updateOf(RepresentativeCreateSchema);
export const RepresentativeSchema = RepresentativeCreateSchema.extend({
  ...entity,
  state: RefSchema,
});
export type RepresentativeCreate = z.input<typeof RepresentativeCreateSchema>;
export type RepresentativeUpdate = z.input<typeof RepresentativeUpdateSchema>;
export type Representative = z.infer<typeof RepresentativeSchema>;
