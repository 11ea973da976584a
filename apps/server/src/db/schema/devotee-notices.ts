import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.js";
import { createdAt, id } from "./common.js";
import { users } from "./users.js";

export const DEVOTEE_NOTICE_KINDS = [
  "refunded",
  "closed",
  "performed",
  "hold_expiring",
  "reminder",
] as const;
export type DevoteeNoticeKind = (typeof DEVOTEE_NOTICE_KINDS)[number];

/**
 * What a devotee was told about one of their bookings (issue 18): at most one notice of each
 * kind per booking — the unique key makes an event processed twice tell them once. The text is
 * kept in the language it was sent in, for "My bookings".
 */
export const devoteeNotices = pgTable(
  "devotee_notices",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<DevoteeNoticeKind>().notNull(),
    language: text("language").notNull(),
    text: text("text").notNull(),
    smsSentAt: timestamp("sms_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("devotee_notices_booking_kind_uq").on(t.bookingId, t.kind),
    index("devotee_notices_user_idx").on(t.userId, t.createdAt),
    check(
      "devotee_notices_kind_check",
      sql`${t.kind} in ('refunded','closed','performed','hold_expiring','reminder')`,
    ),
  ],
);

/** A devotee's choices for these messages: their language, and whether reminders are wanted. */
export const devoteeNoticeSettings = pgTable("devotee_notice_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  language: text("language").notNull().default("en"),
  reminders: boolean("reminders").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
