import { and, desc, eq } from "drizzle-orm";
import { addDays, istToday } from "../../modules/bookings/calendar.js";
import type { Db } from "../client.js";
import { poojas, quotaReleases, temples } from "../schema/index.js";

/**
 * A demo quota release (issue 15, part 3): one pooja's next-month dates open tomorrow at 10:00
 * IST, so its booking page shows the countdown and the queue on `npm start`. Its dates start at
 * least three weeks ahead, clear of the near dates the demo journeys book.
 */
export async function seedWaitingRoom(tx: Db, now: Date) {
  const [pooja] = await tx
    .select({ id: poojas.id })
    .from(poojas)
    .innerJoin(temples, eq(temples.id, poojas.templeId))
    .where(and(eq(poojas.active, true), eq(temples.published, true)))
    .orderBy(desc(poojas.name))
    .limit(1);
  if (!pooja) return { releases: 0 };
  const today = istToday(now);
  const [y, m] = today.split("-").map(Number) as [number, number];
  const nextMonth = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  const endOfNext = new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10);
  const earliest = addDays(today, 21);
  const fromDate = nextMonth > earliest ? nextMonth : earliest;
  const toDate = endOfNext > fromDate ? endOfNext : addDays(fromDate, 6);
  await tx.insert(quotaReleases).values({
    poojaId: pooja.id,
    fromDate,
    toDate,
    releaseAt: new Date(`${addDays(today, 1)}T10:00:00+05:30`),
    ratePerMinute: 30,
  });
  return { releases: 1 };
}
