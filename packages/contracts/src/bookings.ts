import { z } from "zod";
import { LangQuerySchema } from "./discovery.js";
import { listOf, successOf } from "./envelope.js";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./paging.js";
import { RefundStateSchema } from "./payments.js";

/**
 * The 27 nakshatras in their traditional order. Stable English keys: the web translates them
 * (`bookings:nakshatra.<key>`), the server stores the key, so a devotee reading Tamil and a
 * priest reading Telugu see the same star.
 */
export const NAKSHATRAS = [
  "ashwini",
  "bharani",
  "krittika",
  "rohini",
  "mrigashira",
  "ardra",
  "punarvasu",
  "pushya",
  "ashlesha",
  "magha",
  "purva_phalguni",
  "uttara_phalguni",
  "hasta",
  "chitra",
  "swati",
  "vishakha",
  "anuradha",
  "jyeshtha",
  "mula",
  "purva_ashadha",
  "uttara_ashadha",
  "shravana",
  "dhanishta",
  "shatabhisha",
  "purva_bhadrapada",
  "uttara_bhadrapada",
  "revati",
] as const;
export type Nakshatra = (typeof NAKSHATRAS)[number];

/** The 12 rasis (moon signs), Mesha to Meena. */
export const RASIS = [
  "mesha",
  "vrishabha",
  "mithuna",
  "karka",
  "simha",
  "kanya",
  "tula",
  "vrishchika",
  "dhanu",
  "makara",
  "kumbha",
  "meena",
] as const;
export type Rasi = (typeof RASIS)[number];

export const BOOKING_STATUSES = [
  "pending_payment",
  "confirmed",
  "performed",
  "cancelled",
  "refunded",
  "expired",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && toIso(s) === s, "is not a date");
function toIso(s: string): string {
  return new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10);
}
export const SlotTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:MM");

/**
 * The instant a slot starts: `date` at `time`, temple-local. Every temple is in India, UTC+05:30
 * all year (no daylight saving), so the fixed offset is exact. The server refuses "performed"
 * before it (decision 232) and the staff's page says so from the same instant.
 */
export const slotStartsAt = (date: string, time: string): Date =>
  new Date(`${date}T${time}:00+05:30`);

// ---- Availability ---------------------------------------------------------------------------

export const AvailabilityQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
});
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

export const SlotAvailabilitySchema = z.object({
  time: SlotTimeSchema,
  capacity: z.number().int(),
  remaining: z.number().int(),
  /** True when a devotee can book it now: the day is open, the cut-off not passed, places left. */
  bookable: z.boolean(),
});
export const DayAvailabilitySchema = z.object({
  date: IsoDateSchema,
  /** Why nothing can be booked that day, when that is so. */
  closed: z.enum(["weekday", "closure", "window"]).nullable(),
  closureReason: z.string().nullable(),
  slots: z.array(SlotAvailabilitySchema),
});
export const AvailabilitySchema = z.object({
  poojaId: z.uuid(),
  timezone: z.literal("Asia/Kolkata"),
  from: IsoDateSchema,
  to: IsoDateSchema,
  pricePaise: z.number().int(),
  maxParticipants: z.number().int(),
  /**
   * How many hours before a slot its booking closes (issue 37: the page says so, rather than
   * "no places left" when places are left but it is too late).
   */
  cutoffHours: z.number().int(),
  requires: z.object({
    name: z.boolean(),
    gotra: z.boolean(),
    nakshatra: z.boolean(),
    rasi: z.boolean(),
  }),
  days: z.array(DayAvailabilitySchema),
});
export type Availability = z.infer<typeof AvailabilitySchema>;
export const AvailabilityResponseSchema = successOf(AvailabilitySchema);

// ---- Booking create ---------------------------------------------------------------------------

/** Sankalpam details of one participant; which fields are required depends on the pooja. */
export const ParticipantSchema = z.object({
  name: z.string().trim().min(1, "is required").max(100),
  gotra: z.string().trim().max(60).optional(),
  nakshatra: z.enum(NAKSHATRAS).optional(),
  rasi: z.enum(RASIS).optional(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const BookingCreateSchema = z.object({
  poojaId: z.uuid(),
  date: IsoDateSchema,
  slot: SlotTimeSchema,
  participants: z.array(ParticipantSchema).min(1, "at least one participant").max(50),
  wish: z.string().trim().max(500).optional(),
  /** The waiting room's admission pass, required for dates of a quota release (issue 15). */
  waitingRoomPass: z.string().max(1000).optional(),
});
export type BookingCreate = z.infer<typeof BookingCreateSchema>;

// ---- Booking DTO ------------------------------------------------------------------------------

export const BookingSchema = z.object({
  id: z.uuid(),
  receiptNumber: z.string(),
  status: z.enum(BOOKING_STATUSES),
  amountPaise: z.number().int(),
  pooja: z.object({ id: z.uuid(), name: z.string(), kind: z.string() }),
  temple: z.object({ id: z.uuid(), name: z.string(), slug: z.string(), town: z.string() }),
  date: IsoDateSchema,
  slot: SlotTimeSchema,
  participants: z.array(ParticipantSchema),
  wish: z.string().nullable(),
  createdAt: z.string(),
  holdExpiresAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refund: RefundStateSchema.nullable(),
  performedAt: z.string().nullable(),
  proofPhotoUrl: z.string().nullable(),
});
export type Booking = z.infer<typeof BookingSchema>;
export const BookingResponseSchema = successOf(BookingSchema);
export const BookingListResponseSchema = listOf(BookingSchema);

export const MyBookingsQuerySchema = LangQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  status: z.enum(BOOKING_STATUSES).optional(),
  /**
   * `true`: only the bookings still to come (today or later, awaiting payment or confirmed), the
   * soonest first — the devotee home's "Your next bookings" (issue 37).
   */
  upcoming: z.enum(["true", "false"], { message: "upcoming must be true or false" }).optional(),
});

/**
 * Participants of the devotee's earlier bookings, newest first and without repeats, offered
 * for reuse on the next booking (issue 6: "saved participants can be reused next time").
 */
export const SavedParticipantsResponseSchema = successOf(z.array(ParticipantSchema));

// ---- Cancellation -----------------------------------------------------------------------------

export const CancelPreviewSchema = z.object({
  cancellable: z.boolean(),
  /** Null when the booking cannot be cancelled any more (policy window passed, or its state). */
  refundPaise: z.number().int().nullable(),
  amountPaise: z.number().int(),
  /** When the cancellation window closes (POLICY.cancellationWindowMinutes after booking). */
  deadline: z.string(),
  reason: z.string().nullable(),
});
export type CancelPreview = z.infer<typeof CancelPreviewSchema>;
export const CancelPreviewResponseSchema = successOf(CancelPreviewSchema);

// ---- Staff ------------------------------------------------------------------------------------

export const StaffBookingSchema = BookingSchema.extend({
  devotee: z.object({ name: z.string().nullable(), mobile: z.string().nullable() }),
  priestId: z.uuid().nullable(),
  /** The assigned priest's name, for the day sheet (null when none is assigned). */
  priestName: z.string().nullable(),
});
export type StaffBooking = z.infer<typeof StaffBookingSchema>;
export const StaffBookingResponseSchema = successOf(StaffBookingSchema);
export const StaffBookingListResponseSchema = listOf(StaffBookingSchema);

export const StaffBookingsQuerySchema = MyBookingsQuerySchema.extend({
  temple_id: z.uuid().optional(),
  date: IsoDateSchema.optional(),
  /** A receipt number (SN-2026-000123) or a mobile number (any 4+ digits of it). */
  q: z.string().trim().max(40).optional(),
});
export type StaffBookingsQuery = z.infer<typeof StaffBookingsQuerySchema>;

export const StaffRefundSchema = z.object({
  /** Defaults to the whole amount; never more than was paid. */
  amountPaise: z.number().int().min(1).optional(),
});
export const PerformedSchema = z.object({
  photoUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https:\/\/|\/)[^\s]*$/, "must be an https URL or a path on this site")
    .optional(),
});
export const AssignPriestSchema = z.object({ priestId: z.uuid() });
export type StaffRefund = z.infer<typeof StaffRefundSchema>;
export type Performed = z.infer<typeof PerformedSchema>;
export type AssignPriest = z.infer<typeof AssignPriestSchema>;

export const DaySheetSchema = z.object({
  temple: z.object({ id: z.uuid(), name: z.string() }),
  date: IsoDateSchema,
  /**
   * Why the temple takes no bookings that day (a calendar closure), when it does not: bookings
   * made before the closure are still listed, for staff to refund or move.
   */
  closure: z.object({ reason: z.string() }).nullable(),
  bookings: z.array(StaffBookingSchema),
});
export type DaySheet = z.infer<typeof DaySheetSchema>;
export const DaySheetResponseSchema = successOf(DaySheetSchema);

const Figures = z.object({ bookings: z.number().int(), revenuePaise: z.number().int() });
export const DashboardSchema = z.object({
  today: Figures,
  week: Figures,
  byTemple: z.array(
    z.object({ templeId: z.uuid(), name: z.string(), today: Figures, week: Figures }),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DashboardResponseSchema = successOf(DashboardSchema);
