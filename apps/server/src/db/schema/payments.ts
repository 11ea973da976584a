import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.js";
import { createdAt, id, updatedAt } from "./common.js";

export const PAYMENT_STATUSES = ["created", "paid", "failed", "abandoned"] as const;

/** One provider order per payment attempt of a booking. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    provider: text("provider").notNull(),
    orderId: text("order_id").notNull().unique(),
    paymentId: text("payment_id"),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("created"),
    /** Sent as X-Refund-Idempotency so a retried refund is never paid twice. */
    refundKey: text("refund_key"),
    refundId: text("refund_id"),
    refundPaise: integer("refund_paise"),
    refundStatus: text("refund_status"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_booking_idx").on(t.bookingId),
    index("payments_open_idx").on(t.createdAt).where(sql`${t.status} = 'created'`),
    check("payments_status_check", sql`${t.status} in ('created','paid','failed','abandoned')`),
  ],
);

/** Webhook event ids already handled: a replayed delivery finds its id here and changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  provider: text("provider").notNull(),
  event: text("event").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
