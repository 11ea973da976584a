import type { Availability, AvailabilityQuery } from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import * as repo from "./bookings.repository.js";
import {
  addDays,
  beforeCutoff,
  dayClosedReason,
  daysBetween,
  istToday,
  TEMPLE_TZ,
} from "./calendar.js";

/** The longest range one availability request may ask for. */
export const MAX_AVAILABILITY_DAYS = 92;
const DEFAULT_DAYS = 14;

/** A pooja devotees may book: active, at a published temple (else it does not exist to them). */
export async function bookablePooja(db: Db, poojaId: string): Promise<repo.PoojaForBooking> {
  const pooja = await repo.findPoojaForBooking(db, poojaId);
  if (!pooja?.active || !pooja.published) throw notFound("Pooja not found");
  return pooja;
}

export async function availability(
  db: Db,
  pooja: repo.PoojaForBooking,
  query: AvailabilityQuery,
  now: Date,
): Promise<Availability> {
  const from = query.from ?? istToday(now);
  const to = query.to ?? addDays(from, DEFAULT_DAYS - 1);
  const span = daysBetween(from, to);
  if (span < 0) throw new AppError("VALIDATION", "to must not be before from", 400);
  if (span >= MAX_AVAILABILITY_DAYS) {
    throw new AppError("VALIDATION", `Ask for at most ${MAX_AVAILABILITY_DAYS} days at once`, 400);
  }
  const [closures, used] = await Promise.all([
    repo.closuresBetween(db, pooja.templeId, from, to),
    repo.usedPlaces(db, pooja.id, from, to, now),
  ]);
  return availabilityOf(pooja, from, to, closures, used, now);
}

type Closures = Awaited<ReturnType<typeof repo.closuresBetween>>;
type UsedPlaces = Awaited<ReturnType<typeof repo.usedPlaces>>;

/** A pooja's days from `from` to `to`, from its temple's closures and its places taken. */
function availabilityOf(
  pooja: repo.PoojaForBooking,
  from: string,
  to: string,
  closures: Closures,
  used: UsedPlaces,
  now: Date,
): Availability {
  const closedOn = new Map(closures.map((c) => [c.date, c.reason]));
  const usedAt = new Map(used.map((u) => [`${u.date} ${u.slot}`, u.used]));
  const slots = [...pooja.slots].sort((a, b) => a.time.localeCompare(b.time));

  const days: Availability["days"] = [];
  for (let i = 0, span = daysBetween(from, to); i <= span; i++) {
    const date = addDays(from, i);
    const closed = dayClosedReason(pooja, date, now, closedOn.has(date));
    days.push({
      date,
      closed,
      closureReason: closed === "closure" ? (closedOn.get(date) ?? "") : null,
      slots: slots.map((s) => {
        const remaining = Math.max(0, s.capacity - (usedAt.get(`${date} ${s.time}`) ?? 0));
        return {
          time: s.time,
          capacity: s.capacity,
          remaining,
          bookable: closed === null && remaining > 0 && beforeCutoff(pooja, date, s.time, now),
        };
      }),
    });
  }
  return {
    poojaId: pooja.id,
    timezone: TEMPLE_TZ,
    from,
    to,
    pricePaise: pooja.pricePaise,
    maxParticipants: pooja.maxParticipants,
    cutoffHours: pooja.cutoffHours,
    requires: pooja.requires,
    days,
  };
}

/**
 * Each pooja's first date with a bookable slot within its booking window, or null. Read for
 * all of them at once (a temple's page lists them all): each temple's closures and every pooja's
 * places taken over the longest of their windows, then each pooja's own window from those.
 */
export async function nextAvailableDates(
  db: Db,
  poojas: repo.PoojaForBooking[],
  now: Date,
): Promise<Map<string, string | null>> {
  const from = istToday(now);
  const toOf = (p: repo.PoojaForBooking) =>
    addDays(from, Math.min(p.bookingWindowDays, MAX_AVAILABILITY_DAYS - 1));
  const to = poojas.map(toOf).reduce((a, b) => (b > a ? b : a), from);
  const templeIds = [...new Set(poojas.map((p) => p.templeId))];
  const [closures, used] = await Promise.all([
    Promise.all(templeIds.map((id) => repo.closuresBetween(db, id, from, to))),
    poojas.length
      ? repo.usedPlacesOf(
          db,
          poojas.map((p) => p.id),
          from,
          to,
          now,
        )
      : [],
  ]);
  const closuresOf = new Map(templeIds.map((id, i) => [id, closures[i] ?? []]));
  const usedOf = new Map<string, UsedPlaces>();
  for (const u of used) {
    const own = usedOf.get(u.poojaId);
    if (own) own.push(u);
    else usedOf.set(u.poojaId, [u]);
  }
  const next = new Map<string, string | null>();
  for (const pooja of poojas) {
    const days = availabilityOf(
      pooja,
      from,
      toOf(pooja),
      closuresOf.get(pooja.templeId) ?? [],
      usedOf.get(pooja.id) ?? [],
      now,
    ).days;
    next.set(pooja.id, days.find((d) => d.slots.some((s) => s.bookable))?.date ?? null);
  }
  return next;
}
