import {
  DonationPurposeCreateSchema,
  DonationPurposeSchema,
  DonationPurposeUpdateSchema,
} from "@sannidhi/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { donationPurposes, donations, temples } from "../../../db/schema/index.js";
import { defineResource } from "../resource.js";

/** Issue 18: what each temple collects donations for, managed like any other CMS resource. */
export const donationPurposeResource = defineResource({
  key: "donationPurposes",
  table: donationPurposes,
  id: donationPurposes.id,
  nameColumn: donationPurposes.name,
  create: DonationPurposeCreateSchema,
  update: DonationPurposeUpdateSchema,
  dto: DonationPurposeSchema,
  search: [donationPurposes.name],
  templeOf: donationPurposes.templeId,
  sort: {
    name: donationPurposes.name,
    position: donationPurposes.position,
    createdAt: donationPurposes.createdAt,
  },
  defaultSort: "position",
  filters: {
    temple_id: { schema: z.uuid(), where: (v: string) => eq(donationPurposes.templeId, v) },
  },
  refs: [{ field: "templeId", as: "temple", id: temples.id, name: temples.name }],
  referencedBy: [{ column: donations.purposeId, noun: ["donation", "donations"] }],
});
