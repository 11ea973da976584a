import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./common.js";
import { users } from "./users.js";

/**
 * One staff member's notification (issue 11; spec section 3 "Notification"). `kind` and
 * `params` let the web show known events in the reader's language; heading, title and subtitle
 * are the English text, shown as written for kinds the web does not know.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    heading: text("heading").notNull(),
    iconName: text("icon_name").notNull(),
    iconColor: text("icon_color").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    path: text("path").notNull().default(""),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    /**
     * Unread notifications with the same key collapse into one (the latest): ten chat messages
     * while away are one "new messages from Priya", not ten.
     */
    collapseKey: text("collapse_key"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("notifications_user_collapse_uq")
      .on(t.userId, t.collapseKey)
      .where(sql`${t.readAt} is null and ${t.collapseKey} is not null`),
  ],
);
