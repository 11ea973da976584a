import { and, desc, eq, inArray } from "drizzle-orm";
import { addDays, istToday } from "../../modules/bookings/calendar.js";
import type { Db } from "../client.js";
import { poojas, quotaReleases, releaseReminders, temples, users } from "../schema/index.js";
import { DEVOTEES } from "./data/shop.js";

/**
 * The README's demo devotees who asked to be reminded when the demo release's queue opens
 * (issue 37, item 2): Meena in Tamil, Ravi in Telugu — the languages of their cities.
 */
const REMINDED = [
  { mobile: DEVOTEES[0]!.mobile, language: "ta" },
  { mobile: DEVOTEES[1]!.mobile, language: "te" },
];

/**
 * A demo quota release (issue 15, part 3): one pooja's next-month dates open tomorrow at 10:00
 * IST, so its booking page shows the countdown and the queue on `npm start`. Its dates start at
 * least three weeks ahead, clear of the near dates the demo journeys book. Two demo devotees have
 * asked to be reminded by SMS when its queue opens (the minute's sweep sends it).
 */
export async function seedWaitingRoom(tx: Db, now: Date) {
  const [pooja] = await tx
    .select({ id: poojas.id })
    .from(poojas)
    .innerJoin(temples, eq(temples.id, poojas.templeId))
    .where(and(eq(poojas.active, true), eq(temples.published, true)))
    .orderBy(desc(poojas.name))
    .limit(1);
  if (!pooja) return { releases: 0, reminders: 0 };
  const today = istToday(now);
  const [y, m] = today.split("-").map(Number) as [number, number];
  const nextMonth = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  const endOfNext = new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10);
  const earliest = addDays(today, 21);
  const fromDate = nextMonth > earliest ? nextMonth : earliest;
  const toDate = endOfNext > fromDate ? endOfNext : addDays(fromDate, 6);
  const [release] = await tx
    .insert(quotaReleases)
    .values({
      poojaId: pooja.id,
      fromDate,
      toDate,
      releaseAt: new Date(`${addDays(today, 1)}T10:00:00+05:30`),
      ratePerMinute: 30,
    })
    .returning({ id: quotaReleases.id });
  const devotees = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        REMINDED.map((r) => r.mobile),
      ),
    );
  const reminders = devotees.map((d) => ({
    releaseId: release!.id,
    userId: d.id,
    language: REMINDED.find((r) => r.mobile === d.mobile)!.language,
    createdAt: now,
  }));
  if (reminders.length) await tx.insert(releaseReminders).values(reminders);
  return { releases: 1, reminders: reminders.length };
}
