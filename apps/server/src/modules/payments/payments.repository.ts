import { and, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, paymentEvents, payments, shopOrders } from "../../db/schema/index.js";
import type { PayableRef } from "./payable.js";

export type PaymentRow = typeof payments.$inferSelect;

/** The payment column naming a payable of each kind (docs/decisions/122). */
const payableColumn = {
  booking: payments.bookingId,
  shop_order: payments.shopOrderId,
  donation: payments.donationId,
} as const;
const payableKey = {
  booking: "bookingId",
  shop_order: "shopOrderId",
  donation: "donationId",
} as const;

const ofPayable = (ref: PayableRef): SQL => eq(payableColumn[ref.kind], ref.id);

/** Which payable a payment is for. */
export function payableOf(p: PaymentRow): PayableRef {
  if (p.shopOrderId) return { kind: "shop_order", id: p.shopOrderId };
  if (p.donationId) return { kind: "donation", id: p.donationId };
  return { kind: "booking", id: p.bookingId! };
}

export async function insertPayment(
  db: Db,
  ref: PayableRef,
  p: Omit<typeof payments.$inferInsert, "bookingId" | "shopOrderId" | "donationId">,
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...p, [payableKey[ref.kind]]: ref.id })
    .returning();
  if (!row) throw new Error("payment not inserted");
  return row;
}

/** The payable's order with this provider that is still open (one order, many attempts). */
export async function openPayment(db: Db, ref: PayableRef, provider: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(ofPayable(ref), eq(payments.provider, provider), eq(payments.status, "created")))
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

export async function paidPayment(db: Db, ref: PayableRef) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(ofPayable(ref), eq(payments.status, "paid")))
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

/**
 * Orders still unpaid that were created at or before `before`, with their payable's hold (a
 * donation has none: an order nobody paid is abandoned at once, and paying again opens another).
 */
export async function staleOpenPayments(db: Db, before: Date) {
  return db
    .select({
      payment: payments,
      holdExpiresAt:
        sql<Date | null>`coalesce(${bookings.holdExpiresAt}, ${shopOrders.holdExpiresAt})`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
    })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(shopOrders, eq(shopOrders.id, payments.shopOrderId))
    .where(and(eq(payments.status, "created"), lte(payments.createdAt, before)))
    .limit(500);
}
