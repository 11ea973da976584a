import type { StaffBookingsQuery } from "@sannidhi/contracts";
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { bookings, poojas, priests, temples, users } from "../../db/schema/index.js";
import type { TempleScope } from "../../lib/temple-scope.js";
import { type BookingView, viewQuery } from "./bookings.repository.js";

/**
 * The back-office's reads of bookings (issue 33): every one takes the staff member's temple
 * scope in its filter, so a booking of a temple they do not act for is never read.
 */
export interface StaffBookingFilter {
  scope: TempleScope;
}

function listWhere({ scope, query: q }: StaffBookingFilter & { query: StaffBookingsQuery }) {
  const text = q.q?.replace(/[\\%_]/g, "");
  const digits = text?.replace(/\D/g, "") ?? "";
  return and(
    scope.where(bookings.templeId),
    q.temple_id ? eq(bookings.templeId, q.temple_id) : undefined,
    q.date ? eq(bookings.date, q.date) : undefined,
    q.status ? eq(bookings.status, q.status) : undefined,
    text
      ? or(
          ilike(bookings.receiptNumber, `%${text}%`),
          digits.length >= 4 ? ilike(users.mobile, `%${digits.slice(-10)}%`) : undefined,
        )
      : undefined,
  );
}

/** A page of the bookings table, newest first, and how many the filter finds in all. */
export async function listStaffViews(
  db: Tx,
  filter: StaffBookingFilter & { query: StaffBookingsQuery },
) {
  const { page, limit } = filter.query;
  const where = listWhere(filter);
  const [rows, [count]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One booking, if its temple is in scope. */
export async function findStaffView(
  db: Tx,
  { scope, id }: StaffBookingFilter & { id: string },
): Promise<BookingView | undefined> {
  const [row] = await viewQuery(db)
    .where(and(eq(bookings.id, id), scope.where(bookings.templeId)))
    .limit(1);
  return row;
}

/** The priests' day sheet of a temple in scope: paid bookings only (a hold may still lapse). */
export async function staffDayViews(
  db: Tx,
  { scope, templeId, date }: StaffBookingFilter & { templeId: string; date: string },
) {
  return viewQuery(db)
    .where(
      and(
        scope.where(bookings.templeId),
        eq(bookings.templeId, templeId),
        eq(bookings.date, date),
        inArray(bookings.status, ["confirmed", "performed"]),
      ),
    )
    .orderBy(bookings.slot, poojas.name, bookings.createdAt);
}

/** A temple in scope, by id (its day sheet's heading). */
export async function staffTemple(db: Tx, { scope, id }: StaffBookingFilter & { id: string }) {
  const [row] = await db
    .select({ id: temples.id, name: temples.name })
    .from(temples)
    .where(and(eq(temples.id, id), scope.where(temples.id)))
    .limit(1);
  return row;
}

/** A priest who serves `templeId` (a booking gets a priest of its own temple only). */
export async function priestOfTemple(db: Tx, { id, templeId }: { id: string; templeId: string }) {
  const [row] = await db
    .select({ id: priests.id })
    .from(priests)
    .where(and(eq(priests.id, id), eq(priests.templeId, templeId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Bookings and revenue (paid, less refunds) since `weekStart` per temple in scope, split at
 * `todayStart`. "Paid" = confirmed at some point: confirmed, performed, or cancelled/refunded
 * after paying.
 */
export async function dashboardFigures(
  db: Tx,
  { scope, weekStart, todayStart }: StaffBookingFilter & { weekStart: Date; todayStart: Date },
) {
  const net = sql`${bookings.amountPaise} - coalesce(${bookings.refundPaise}, 0)`;
  const where: SQL | undefined = and(
    scope.where(bookings.templeId),
    sql`${bookings.confirmedAt} is not null`,
    sql`${bookings.confirmedAt} >= ${weekStart.toISOString()}::timestamptz`,
  );
  return db
    .select({
      templeId: temples.id,
      name: temples.name,
      weekBookings: sql<number>`count(*)::int`,
      weekRevenue: sql<number>`coalesce(sum(${net}), 0)::int`,
      todayBookings: sql<number>`(count(*) filter (where ${bookings.confirmedAt} >= ${todayStart.toISOString()}::timestamptz))::int`,
      todayRevenue: sql<number>`coalesce(sum(${net}) filter (where ${bookings.confirmedAt} >= ${todayStart.toISOString()}::timestamptz), 0)::int`,
    })
    .from(bookings)
    .innerJoin(temples, eq(temples.id, bookings.templeId))
    .where(where)
    .groupBy(temples.id, temples.name)
    .orderBy(desc(sql`coalesce(sum(${net}), 0)`));
}
