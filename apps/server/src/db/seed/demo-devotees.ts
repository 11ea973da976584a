import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import { istToday } from "../../modules/bookings/calendar.js";
import type { Db } from "../client.js";
import { bookings, users } from "../schema/index.js";

/**
 * The README's demo devotees (the shop's, 7000013001–5) also have bookings. The week's demo
 * bookings were made for other devotee accounts before these existed, so a newcomer signed in as
 * one saw their orders and donations but "You have no bookings yet". Each now takes over one
 * performed booking (with its message, seeded afterwards) and one coming up, written in their own
 * name: the first participant is the devotee, the others take the devotee's family name.
 */
export async function giveBookingsToDemoDevotees(tx: Db, mobiles: string[], now: Date) {
  const devotees = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.mobile, mobiles))
    .orderBy(asc(users.mobile));
  if (!devotees.length) return { bookings: 0 };
  const columns = { id: bookings.id, participants: bookings.participants };
  const performed = await tx
    .select(columns)
    .from(bookings)
    .where(eq(bookings.status, "performed"))
    .orderBy(desc(bookings.date), asc(bookings.createdAt))
    .limit(devotees.length);
  const coming = await tx
    .select(columns)
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gte(bookings.date, istToday(now))))
    .orderBy(asc(bookings.date), asc(bookings.createdAt))
    .limit(devotees.length);
  let moved = 0;
  for (const [i, devotee] of devotees.entries()) {
    const name = devotee.name ?? "Devotee";
    const family = name.split(" ").at(-1) ?? "";
    for (const row of [performed[i], coming[i]]) {
      if (!row) continue;
      const participants = row.participants.map((p, n) => ({
        ...p,
        name: n === 0 ? name : `${p.name.split(" ")[0]} ${family}`,
      }));
      await tx
        .update(bookings)
        .set({ userId: devotee.id, participants })
        .where(eq(bookings.id, row.id));
      moved++;
    }
  }
  return { bookings: moved };
}
