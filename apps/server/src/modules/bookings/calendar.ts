import { slotStartsAt } from "@sannidhi/contracts";

/**
 * Temple-local time. Every temple is in India: Asia/Kolkata is UTC+05:30 all year (no daylight
 * saving), so a fixed offset is exact and needs no time-zone database.
 */
export const TEMPLE_TZ = "Asia/Kolkata" as const;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Today's date (YYYY-MM-DD) at the temple. */
export function istToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight and the weekday (0 = Sunday) at the temple. */
export function istClock(now: Date): { weekday: number; minutes: number } {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  return { weekday: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant a slot starts: `date` at `time` temple-local (contracts, shared with the web). */
export const slotStart = slotStartsAt;

export function toMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export interface BookingRules {
  weekdays: number[];
  bookingWindowDays: number;
  cutoffHours: number;
}

/** Why a whole day cannot be booked, or null when it is open (issue 6, availability). */
export function dayClosedReason(
  rules: BookingRules,
  date: string,
  now: Date,
  closed: boolean,
): "window" | "weekday" | "closure" | null {
  const today = istToday(now);
  if (date < today || date > addDays(today, rules.bookingWindowDays)) return "window";
  if (!rules.weekdays.includes(weekdayOf(date))) return "weekday";
  if (closed) return "closure";
  return null;
}

/**
 * The first and last temple-local dates an event from `start` to `end` covers. An end exactly
 * at a temple-local midnight is exclusive (00:00 on the 10th to 00:00 on the 11th is the 10th
 * alone); any other end includes its date.
 */
export function closureDates(start: Date, end: Date): [string, string] {
  const first = istToday(start);
  const endsAtMidnight =
    istClock(end).minutes === 0 && end.getUTCSeconds() === 0 && end.getUTCMilliseconds() === 0;
  const last =
    end > start && endsAtMidnight ? istToday(new Date(end.getTime() - 1)) : istToday(end);
  return [first, last < first ? first : last];
}

/**
 * The days a saved `closure` event still closes at its temple — from today (or its first day, if
 * later) to its last — or null when the event is not a temple's closure or is already over. The
 * staff's notice and the devotees' notices are both built on it.
 */
export function closedDaysAhead(
  event: Record<string, unknown>,
  now: Date,
): { templeId: string; from: string; last: string } | null {
  const templeId = typeof event.templeId === "string" ? event.templeId : null;
  if (event.kind !== "closure" || !templeId) return null;
  const [first, last] = closureDates(new Date(String(event.start)), new Date(String(event.end)));
  const today = istToday(now);
  const from = first < today ? today : first;
  return from > last ? null : { templeId, from, last };
}

/** A slot closes `cutoffHours` before it starts, so the temple has time to prepare. */
export function beforeCutoff(rules: BookingRules, date: string, time: string, now: Date): boolean {
  return slotStart(date, time).getTime() - rules.cutoffHours * 3_600_000 > now.getTime();
}

/** Open now, from weekly timings (index 0 = Sunday; sessions "HH:MM"–"HH:MM"). */
export function openAt(timings: { open: string; close: string }[][], now: Date): boolean {
  const { weekday, minutes } = istClock(now);
  const sessions = timings[weekday] ?? [];
  return sessions.some((s) => {
    const open = toMinutes(s.open);
    const close = toMinutes(s.close);
    // A session past midnight (e.g. 22:00–01:00) wraps.
    return close > open ? minutes >= open && minutes < close : minutes >= open || minutes < close;
  });
}
