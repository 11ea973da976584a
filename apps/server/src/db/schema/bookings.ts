import type { BookingStatus, Participant } from "@sannidhi/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { poojas, temples } from "./catalog.js";
import { createdAt, id, updatedAt } from "./common.js";
import { priests } from "./people.js";
import { users } from "./users.js";

/** Days a temple takes no bookings (festival closure, renovation). The CMS calendar may feed it. */
export const templeClosures = pgTable(
  "temple_closures",
  {
    id: id(),
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [unique("temple_closures_temple_date_uq").on(t.templeId, t.date)],
);

/**
 * One row per (pooja, date, slot), created on demand. It holds no counter: it is the row every
 * booking of that slot locks (`select … for update`) before counting places, so two
 * transactions can never both see the last place free (docs/decisions/060).
 */
export const slotInventory = pgTable(
  "slot_inventory",
  {
    poojaId: uuid("pooja_id")
      .notNull()
      .references(() => poojas.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    slot: text("slot").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.poojaId, t.date, t.slot] })],
);

/** Receipt numbers SN-<year>-<6 digits> come from this sequence: unique, short, readable. */
export const bookingReceiptSeq = pgSequence("booking_receipt_seq", { startWith: 1 });

export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    receiptNumber: text("receipt_number").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    poojaId: uuid("pooja_id")
      .notNull()
      .references(() => poojas.id, { onDelete: "restrict" }),
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "restrict" }),
    date: date("date", { mode: "string" }).notNull(),
    slot: text("slot").notNull(),
    participants: jsonb("participants").$type<Participant[]>().notNull(),
    participantCount: integer("participant_count").notNull(),
    wish: text("wish"),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("pending_payment"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    refundPaise: integer("refund_paise"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    performedAt: timestamp("performed_at", { withTimezone: true }),
    proofPhotoUrl: text("proof_photo_url"),
    /** The priest staff assigned to perform it (issue 6, "assign a priest"). */
    priestId: uuid("priest_id").references(() => priests.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("bookings_user_idempotency_uq").on(t.userId, t.idempotencyKey),
    index("bookings_slot_idx").on(t.poojaId, t.date, t.slot),
    index("bookings_user_idx").on(t.userId, t.createdAt),
    index("bookings_temple_date_idx").on(t.templeId, t.date),
    index("bookings_pending_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'pending_payment'`),
    check(
      "bookings_status_check",
      sql`${t.status} in ('pending_payment','confirmed','performed','cancelled','refunded','expired')`,
    ),
    check("bookings_amount_check", sql`${t.amountPaise} >= 0`),
    check("bookings_participants_check", sql`${t.participantCount} > 0`),
  ],
);
