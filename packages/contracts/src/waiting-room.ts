import { z } from "zod";
import { IsoDateSchema } from "./bookings.js";
import { successOf } from "./envelope.js";
import { LANGUAGE_CODES } from "./languages.js";

/** Error codes of the waiting room (issue 15, part 3). */
export const WAITING_ROOM_CODES = {
  /** A hold for a released date came without a pass. */
  passRequired: "WAITING_ROOM_PASS_REQUIRED",
  /** The pass is forged, expired, of another account, or of another release. */
  passInvalid: "WAITING_ROOM_PASS_INVALID",
  /** Joining before the join window opens. */
  notOpen: "WAITING_ROOM_NOT_OPEN",
  /** A reminder asked for (or cancelled) once the queue is already open: it has done its work. */
  alreadyOpen: "WAITING_ROOM_ALREADY_OPEN",
} as const;

/**
 * The live channel's topic of one release's queue (docs/decisions/197): any signed-in account may
 * follow it, and it carries `WAITING_ROOM_EVENTS` — facts the whole queue shares, never a person's
 * place.
 */
export const waitingRoomTopic = (releaseId: string) => `release:${releaseId}`;

/** Events on a release's topic. */
export const WAITING_ROOM_EVENTS = {
  /** The release's places are gone: `{ releaseId }`. */
  soldOut: "waiting-room.sold-out",
} as const;

export interface WaitingRoomSoldOut {
  releaseId: string;
}

/** How long an admission pass lets a devotee place holds. */
export const WAITING_ROOM_PASS_MINUTES = 10;

/** Staff: a pooja's dates `fromDate`..`toDate` open for booking at `releaseAt`. */
export const QuotaReleaseCreateSchema = z
  .object({
    poojaId: z.uuid(),
    fromDate: IsoDateSchema,
    toDate: IsoDateSchema,
    releaseAt: z.iso.datetime({ offset: true }),
    ratePerMinute: z.number().int().min(1).max(100_000),
    joinWindowMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(15),
  })
  .refine((r) => r.toDate >= r.fromDate, {
    path: ["toDate"],
    message: "must not be before fromDate",
  })
  .refine((r) => daysFrom(r.fromDate, r.toDate) < 92, {
    path: ["toDate"],
    message: "a release covers at most 92 days",
  });
export type QuotaReleaseCreate = z.infer<typeof QuotaReleaseCreateSchema>;

function daysFrom(a: string, b: string): number {
  return (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
}

export const QuotaReleaseSchema = z.object({
  id: z.uuid(),
  poojaId: z.uuid(),
  fromDate: IsoDateSchema,
  toDate: IsoDateSchema,
  releaseAt: z.string(),
  /** When devotees may start joining the queue. */
  joinOpensAt: z.string(),
  ratePerMinute: z.number().int(),
  joinWindowMinutes: z.number().int(),
});
export type QuotaRelease = z.infer<typeof QuotaReleaseSchema>;
export const QuotaReleaseResponseSchema = successOf(QuotaReleaseSchema);
export const QuotaReleaseArraySchema = successOf(z.array(QuotaReleaseSchema));

export const WAITING_STATES = [
  /** The join window has not opened. */
  "not_open",
  /** The window is open; this devotee has not joined. */
  "can_join",
  /** Joined before the release; positions are drawn at the release time. */
  "joined",
  /** In the queue with a position, not yet admitted. */
  "waiting",
  /** Admitted: `pass` lets the devotee place holds on the released dates. */
  "admitted",
  /** The released dates have no places left. */
  "sold_out",
] as const;
export type WaitingState = (typeof WAITING_STATES)[number];

/** A devotee's place in one release's queue. */
export const WaitingStatusSchema = z.object({
  release: QuotaReleaseSchema,
  state: z.enum(WAITING_STATES),
  /** The server's clock, so a countdown does not depend on the device's clock. */
  serverTime: z.string(),
  position: z.number().int().nullable(),
  /** Devotees in front who are not yet admitted. */
  ahead: z.number().int().nullable(),
  /** Seconds until this devotee is admitted at the release's rate. */
  estimatedWaitSeconds: z.number().int().nullable(),
  pass: z.string().nullable(),
  passExpiresAt: z.string().nullable(),
  /** When sold out: how many devotees were ahead of this one. */
  aheadWhenSoldOut: z.number().int().nullable(),
  /**
   * Before the queue opens: this devotee asked for an SMS when it opens (docs/decisions/225).
   * False once it is open — the reminder has done its work.
   */
  reminder: z.boolean(),
});
export type WaitingStatus = z.infer<typeof WaitingStatusSchema>;
export const WaitingStatusResponseSchema = successOf(WaitingStatusSchema);

/** A release's queue as staff watch it: who joined, who was let in, what is left. */
export const QuotaReleaseFiguresSchema = z.object({
  /** Accounts in the queue. */
  joined: z.number().int(),
  /** Of those, admitted so far: min(joined, floor(minutes since release × rate)). */
  admitted: z.number().int(),
  /** Places held or paid on the released dates. */
  sold: z.number().int(),
  /** Places still free on the released dates (closed days left out). */
  remaining: z.number().int(),
});
export type QuotaReleaseFigures = z.infer<typeof QuotaReleaseFiguresSchema>;

/** Staff's list: the release, which pooja and temple it opens, and its live figures. */
export const StaffQuotaReleaseSchema = QuotaReleaseSchema.extend({
  pooja: z.object({ id: z.uuid(), name: z.string() }),
  temple: z.object({ id: z.uuid(), name: z.string() }),
  figures: QuotaReleaseFiguresSchema,
});
export type StaffQuotaRelease = z.infer<typeof StaffQuotaReleaseSchema>;
export const StaffQuotaReleaseArraySchema = successOf(z.array(StaffQuotaReleaseSchema));

/**
 * `PUT /api/waiting-room/:id/reminder` (issue 37, item 2): an SMS when the release's queue opens,
 * in `language` — the devotee's message language when left out.
 */
export const ReleaseReminderSetSchema = z.object({
  language: z.enum(LANGUAGE_CODES, { message: "Choose one of the six languages" }).optional(),
});
export type ReleaseReminderSet = z.infer<typeof ReleaseReminderSetSchema>;

/** The devotee's reminder on one release, after a set (`set: true`) or a cancel. */
export const ReleaseReminderSchema = z.object({
  releaseId: z.uuid(),
  set: z.boolean(),
  /** The language the SMS goes in; null when no reminder is set. */
  language: z.enum(LANGUAGE_CODES).nullable(),
  /** When the SMS goes: the moment the queue opens. */
  joinOpensAt: z.string(),
});
export type ReleaseReminder = z.infer<typeof ReleaseReminderSchema>;
export const ReleaseReminderResponseSchema = successOf(ReleaseReminderSchema);
