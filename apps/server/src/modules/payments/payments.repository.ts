import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, paymentEvents, payments } from "../../db/schema/index.js";

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Db, p: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(p).returning();
  if (!row) throw new Error("payment not inserted");
  return row;
}

/** The booking's order with this provider that is still open (one order, many attempts). */
export async function openPayment(db: Db, bookingId: string, provider: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.provider, provider),
        eq(payments.status, "created"),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function findByOrder(db: Db, orderId: string, lock = false) {
  const q = db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function findByPaymentId(db: Db, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId)).limit(1);
  return row;
}

export async function paidPayment(db: Db, bookingId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "paid")))
    .limit(1);
  return row;
}

export async function updatePayment(
  db: Db,
  id: string,
  set: Partial<typeof payments.$inferInsert>,
) {
  const [row] = await db.update(payments).set(set).where(eq(payments.id, id)).returning();
  return row;
}

/** Records a webhook event id; false when it was already recorded (a replay). */
export async function recordEvent(db: Db, eventId: string, provider: string, event: string) {
  const rows = await db
    .insert(paymentEvents)
    .values({ eventId, provider, event })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

export async function forgetEvent(db: Db, eventId: string) {
  await db.delete(paymentEvents).where(eq(paymentEvents.eventId, eventId));
}

/** Orders still unpaid that were created at or before `before`. */
export async function staleOpenPayments(db: Db, before: Date) {
  return db
    .select({
      payment: payments,
      bookingStatus: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.status, "created"), lte(payments.createdAt, before)))
    .limit(500);
}
