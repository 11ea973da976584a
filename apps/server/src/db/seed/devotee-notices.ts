import { eq } from "drizzle-orm";
import { formatRupees } from "../../lib/pdf.js";
import { renderNotice } from "../../modules/devotee-notices/templates.js";
import type { Db } from "../client.js";
import { bookings, devoteeNotices, poojas, temples } from "../schema/index.js";

/**
 * Demo messages to devotees (issue 18): each performed demo booking told its devotee, as the
 * staff's "performed" does, so My bookings shows messages on `npm start`.
 */
export async function seedDevoteeNotices(tx: Db, now: Date) {
  const rows = await tx
    .select({
      id: bookings.id,
      userId: bookings.userId,
      date: bookings.date,
      slot: bookings.slot,
      amountPaise: bookings.amountPaise,
      performedAt: bookings.performedAt,
      pooja: poojas.name,
      temple: temples.name,
    })
    .from(bookings)
    .innerJoin(poojas, eq(poojas.id, bookings.poojaId))
    .innerJoin(temples, eq(temples.id, bookings.templeId))
    .where(eq(bookings.status, "performed"))
    .limit(500);
  if (!rows.length) return { notices: 0 };
  await tx.insert(devoteeNotices).values(
    rows.map((b) => ({
      bookingId: b.id,
      userId: b.userId,
      kind: "performed" as const,
      language: "en",
      text: renderNotice("performed", "en", {
        pooja: b.pooja,
        temple: b.temple,
        date: b.date,
        slot: b.slot,
        amount: formatRupees(b.amountPaise),
      }),
      smsSentAt: b.performedAt ?? now,
      createdAt: b.performedAt ?? now,
    })),
  );
  return { notices: rows.length };
}
