import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, poojas, temples } from "../../db/schema/index.js";
import type { TempleScope } from "../../lib/temple-scope.js";

/** Revenue as the dashboard counts it: what was paid, less what was refunded. */
const net = sql`${bookings.amountPaise} - coalesce(${bookings.refundPaise}, 0)`;
const count = sql<number>`count(*)::int`;
const revenue = sql<number>`coalesce(sum(${net}), 0)::int`;
/** The temple-local day a booking was paid on. */
const paidOn = sql<string>`to_char((${bookings.confirmedAt} at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')`;

/**
 * Bookings paid between two instants (`start` included, `end` excluded), grouped three ways for
 * the staff charts (issue 14): by day, by temple and by pooja kind, over the temples of the
 * staff member's scope (issue 33).
 */
export async function bookingFigures(
  db: Db,
  { scope, start, end }: { scope: TempleScope; start: Date; end: Date },
) {
  const where: SQL | undefined = and(
    scope.where(bookings.templeId),
    sql`${bookings.confirmedAt} >= ${start.toISOString()}::timestamptz`,
    sql`${bookings.confirmedAt} < ${end.toISOString()}::timestamptz`,
  );
  const [byDay, byTemple, byKind] = await Promise.all([
    db
      .select({ date: paidOn, bookings: count, revenuePaise: revenue })
      .from(bookings)
      .where(where)
      .groupBy(paidOn),
    db
      .select({ templeId: temples.id, name: temples.name, bookings: count, revenuePaise: revenue })
      .from(bookings)
      .innerJoin(temples, eq(temples.id, bookings.templeId))
      .where(where)
      .groupBy(temples.id, temples.name)
      .orderBy(desc(revenue), temples.name),
    db
      .select({ kind: poojas.kind, bookings: count, revenuePaise: revenue })
      .from(bookings)
      .innerJoin(poojas, eq(poojas.id, bookings.poojaId))
      .where(where)
      .groupBy(poojas.kind)
      .orderBy(desc(revenue)),
  ]);
  return { byDay, byTemple, byKind };
}
