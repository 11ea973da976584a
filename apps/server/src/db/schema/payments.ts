import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.js";
import { createdAt, id, updatedAt } from "./common.js";
import { donations } from "./donations.js";
import { shopOrders } from "./shop.js";

export const PAYMENT_STATUSES = ["created", "paid", "failed", "abandoned"] as const;

/**
 * One provider order per payment attempt of a payable: a booking or a shop order, exactly one of
 * them or a donation (docs/decisions/122; issue 18).
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    shopOrderId: uuid("shop_order_id").references(() => shopOrders.id, { onDelete: "restrict" }),
    donationId: uuid("donation_id").references(() => donations.id, { onDelete: "restrict" }),
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
    index("payments_shop_order_idx").on(t.shopOrderId),
    index("payments_donation_idx").on(t.donationId),
    check(
      "payments_one_payable_check",
      sql`num_nonnulls(${t.bookingId}, ${t.shopOrderId}, ${t.donationId}) = 1`,
    ),
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
