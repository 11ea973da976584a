import { z } from "zod";
import { IsoDateSchema } from "./bookings.js";
import { POOJA_KINDS } from "./cms/catalog.js";
import { successOf } from "./envelope.js";

/** The longest range one request may ask for: a quarter, enough for a festival season. */
export const FIGURES_MAX_DAYS = 92;

/**
 * `GET /api/staff/booking-figures` (issue 14, `/charts/echarts`): bookings and revenue between
 * two temple-local dates, both included. Without dates: the last 30 days up to today.
 */
export const BookingFiguresQuerySchema = z
  .object({ from: IsoDateSchema.optional(), to: IsoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "must not be after `to`",
    path: ["from"],
  });
export type BookingFiguresQuery = z.infer<typeof BookingFiguresQuerySchema>;

const Figure = z.object({ bookings: z.number().int(), revenuePaise: z.number().int() });

export const BookingFiguresSchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  /** Every day of the range, in order, zeros included, so a chart's axis has no gaps. */
  byDay: z.array(Figure.extend({ date: IsoDateSchema })),
  byTemple: z.array(Figure.extend({ templeId: z.uuid(), name: z.string() })),
  byKind: z.array(Figure.extend({ kind: z.enum(POOJA_KINDS) })),
});
export type BookingFigures = z.infer<typeof BookingFiguresSchema>;
export const BookingFiguresResponseSchema = successOf(BookingFiguresSchema);
