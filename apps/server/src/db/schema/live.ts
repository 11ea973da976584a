import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * Open live connections per server process and user (docs/decisions/101): several processes
 * share one answer to "is Priya online?". Each process refreshes `seen_at` of its rows every
 * half minute; rows of a process that died stop counting when they go stale.
 */
export const livePresence = pgTable(
  "live_presence",
  {
    instanceId: text("instance_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    connections: integer("connections").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.userId] })],
);
