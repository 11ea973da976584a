import { z } from "zod";
import { optionalText } from "./cms/fields.js";
import { DONATION, PAN_PATTERN } from "./donation-rules.js";
import { listOf, successOf } from "./envelope.js";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./paging.js";

export * from "./donation-rules.js";

/**
 * Donations (e-hundi) and their 80G receipts (issue 18, docs/decisions/170–174). Amounts are
 * whole paise; the smallest gift is ₹1 and the largest is the server's DONATION_MAX_RUPEES,
 * which the donate page reads from `GET /api/public/temples/:slug/donate`.
 */

export const PanSchema = z
  .string({ message: "PAN is required" })
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(PAN_PATTERN, "PAN must look like AAAAA9999A"));

export const DONATION_STATUSES = ["pending", "paid"] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** `POST /api/donations`: a gift to a temple for one of its purposes. */
export const DonationCreateSchema = z
  .object({
    templeId: z.uuid({ message: "Choose a temple" }),
    purposeId: z.uuid({ message: "Choose a purpose" }),
    amountPaise: z
      .number({ message: "Amount must be a number" })
      .int("Amount must be in whole paise")
      .min(DONATION.minPaise, "Amount must be at least ₹1")
      .max(DONATION.ceilingPaise, "Amount is too large"),
    /** "In memory of…", "On the birthday of…": printed on the receipt. */
    dedication: optionalText("Dedication", 200).default(""),
    /** Anonymous gifts carry no name, no PAN and get a plain receipt. */
    anonymous: z.boolean().default(false),
    donorName: optionalText("Name", 100).default(""),
    donorAddress: optionalText("Address", 300).default(""),
    /** Given only by a donor who wants the 80G deduction. */
    pan: PanSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.anonymous) {
      if (v.pan)
        ctx.addIssue({
          code: "custom",
          path: ["pan"],
          message: "An anonymous gift cannot claim 80G",
        });
      return;
    }
    if (!v.donorName)
      ctx.addIssue({ code: "custom", path: ["donorName"], message: "Name is required" });
    if (v.pan && !v.donorAddress)
      ctx.addIssue({
        code: "custom",
        path: ["donorAddress"],
        message: "Address is required for an 80G receipt",
      });
  });
export type DonationCreate = z.input<typeof DonationCreateSchema>;

export const DonationPurposeOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
});
export type DonationPurposeOption = z.infer<typeof DonationPurposeOptionSchema>;

/** What the donate page needs: the temple, its purposes, amounts and whether it gives 80G. */
export const DonateOptionsSchema = z.object({
  temple: z.object({ id: z.uuid(), name: z.string(), slug: z.string(), town: z.string() }),
  purposes: z.array(DonationPurposeOptionSchema),
  presetRupees: z.array(z.number().int()),
  minPaise: z.number().int(),
  maxPaise: z.number().int(),
  /** The trust holds a valid 80G registration today: a PAN given earns a deduction. */
  offers80g: z.boolean(),
});
export type DonateOptions = z.infer<typeof DonateOptionsSchema>;
export const DonateOptionsResponseSchema = successOf(DonateOptionsSchema);

export const DonationSchema = z.object({
  id: z.uuid(),
  status: z.enum(DONATION_STATUSES),
  temple: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  purpose: z.object({ id: z.uuid(), name: z.string() }),
  amountPaise: z.number().int(),
  dedication: z.string(),
  anonymous: z.boolean(),
  donorName: z.string(),
  /** Masked ("XXXXXX234F"); the full PAN is only on the receipt and the staff export. */
  panMasked: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** An 80G receipt (PAN given, trust registered on the day of payment), else a plain one. */
  receipt80g: z.boolean(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Donation = z.infer<typeof DonationSchema>;
export const DonationResponseSchema = successOf(DonationSchema);
export const DonationListResponseSchema = listOf(DonationSchema);

export const MyDonationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

const isoDate = z.iso.date({ message: "Dates are YYYY-MM-DD" });

/** Staff's list: by temple, purpose and date (India), paid donations only. */
export const StaffDonationsQuerySchema = MyDonationsQuerySchema.extend({
  temple_id: z.uuid().optional(),
  purpose_id: z.uuid().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type StaffDonationsQuery = z.infer<typeof StaffDonationsQuerySchema>;

export const StaffDonationSchema = DonationSchema.extend({
  devotee: z.object({ name: z.string().nullable(), mobile: z.string().nullable() }),
});
export type StaffDonation = z.infer<typeof StaffDonationSchema>;
export const StaffDonationListResponseSchema = z.object({
  status: z.literal("success"),
  data: z.array(StaffDonationSchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    /** The sum of every donation the filter matches, not only this page's. */
    totalPaise: z.number().int(),
  }),
});

/** The SA dashboard's donation figures (India dates). */
export const DonationTotalsSchema = z.object({
  todayPaise: z.number().int(),
  weekPaise: z.number().int(),
  financialYearPaise: z.number().int(),
  byTemple: z.array(
    z.object({
      templeId: z.uuid(),
      name: z.string(),
      weekPaise: z.number().int(),
      count: z.number().int(),
    }),
  ),
});
export type DonationTotals = z.infer<typeof DonationTotalsSchema>;
export const DonationTotalsResponseSchema = successOf(DonationTotalsSchema);

/** "2526" for April 2025 to March 2026, as invoices number them. */
export const FinancialYearSchema = z
  .string({ message: "financial_year is required" })
  .regex(/^\d{4}$/, "financial_year is like 2526 (April 2025 to March 2026)")
  .refine(
    (s) => (Number(s.slice(0, 2)) + 1) % 100 === Number(s.slice(2)),
    "financial_year is like 2526 (April 2025 to March 2026)",
  );

/** `GET /api/staff/donations/form-10bd`: one trust's (temple's) donations of one year. */
export const Form10bdQuerySchema = z.object({
  temple_id: z.uuid({ message: "temple_id must be a temple id" }),
  financial_year: FinancialYearSchema,
});

/** The columns of Form 10BD (Income-tax Rules, rule 18AB), in its order. */
export const FORM_10BD_COLUMNS = [
  "Sr. No.",
  "Pre Acknowledgement Number",
  "ID Code",
  "Unique Identification Number",
  "Section Code",
  "Unique Registration Number (URN)",
  "Date of Issuance of Unique Registration Number",
  "Name of donor",
  "Address of donor",
  "Donation Type",
  "Mode of receipt",
  "Amount of donation (Indian rupees)",
] as const;
