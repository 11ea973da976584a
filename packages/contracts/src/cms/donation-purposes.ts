import { z } from "zod";
import { count, entity, optionalText, RefSchema, ref, required, updateOf } from "./fields.js";
import { translatable } from "./translations.js";

/**
 * What a temple collects for (issue 18): general hundi, annadanam, renovation, gau seva… Each
 * temple defines its own in the CMS (`/api/donation-purposes`); a donation names one of its
 * temple's purposes.
 */
export const DonationPurposeCreateSchema = translatable(
  z.object({
    templeId: ref("temple"),
    name: required("Name", 100),
    description: optionalText("Description", 500).default(""),
    /** Lower first on the donate page. */
    position: count("Position", 0, 1000).default(0),
    active: z.boolean().default(true),
  }),
  ["name", "description"],
);
export const DonationPurposeUpdateSchema = updateOf(DonationPurposeCreateSchema);
export const DonationPurposeSchema = DonationPurposeCreateSchema.extend({
  ...entity,
  temple: RefSchema,
});
export type DonationPurposeCreate = z.input<typeof DonationPurposeCreateSchema>;
export type DonationPurposeUpdate = z.input<typeof DonationPurposeUpdateSchema>;
export type DonationPurpose = z.infer<typeof DonationPurposeSchema>;
