import {
  type BookingFigures,
  type BookingFiguresQuery,
  FIGURES_MAX_DAYS,
} from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import type { TempleScope } from "../../lib/temple-scope.js";
import { addDays, daysBetween, istToday } from "./calendar.js";
import { bookingFigures } from "./figures.repository.js";

/** Days shown when the request names none: the last 30, today included. */
const DEFAULT_DAYS = 30;
const startOf = (date: string) => new Date(`${date}T00:00:00+05:30`);

/**
 * Bookings and revenue by day, temple and pooja kind (issue 14, `/charts/echarts`), over the
 * temples this staff member acts for (decision 200): an admin of one temple sees that temple.
 */
export async function figures(
  db: Db,
  scope: TempleScope,
  q: BookingFiguresQuery,
  now: Date,
): Promise<BookingFigures> {
  const to = q.to ?? (q.from ? addDays(q.from, DEFAULT_DAYS - 1) : istToday(now));
  const from = q.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (daysBetween(from, to) + 1 > FIGURES_MAX_DAYS) {
    throw new AppError("VALIDATION", `Ask for at most ${FIGURES_MAX_DAYS} days at a time`, 400, [
      { path: "querystring.to", message: `at most ${FIGURES_MAX_DAYS} days after from` },
    ]);
  }
  const rows = await bookingFigures(db, {
    scope,
    start: startOf(from),
    end: startOf(addDays(to, 1)),
  });
  const perDay = new Map(rows.byDay.map((d) => [d.date, d]));
  const byDay = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const date = addDays(from, i);
    const day = perDay.get(date);
    return { date, bookings: day?.bookings ?? 0, revenuePaise: day?.revenuePaise ?? 0 };
  });
  return { from, to, byDay, byTemple: rows.byTemple, byKind: rows.byKind };
}
