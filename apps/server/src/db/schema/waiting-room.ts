import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { poojas } from "./catalog.js";
import { createdAt, id } from "./common.js";
import { users } from "./users.js";

/**
 * A quota release (issue 15, part 3): a pooja's dates `fromDate`..`toDate` open for booking at
 * `releaseAt`. Devotees may join its queue `joinWindowMinutes` before; `shuffledAt` is set, once,
 * by the read that first found the release time passed and gave the early joiners their random
 * positions (docs/decisions/145).
 */
export const quotaReleases = pgTable(
  "quota_releases",
  {
    id: id(),
    poojaId: uuid("pooja_id")
      .notNull()
      .references(() => poojas.id, { onDelete: "cascade" }),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    releaseAt: timestamp("release_at", { withTimezone: true }).notNull(),
    ratePerMinute: integer("rate_per_minute").notNull(),
    joinWindowMinutes: integer("join_window_minutes").notNull().default(15),
    shuffledAt: timestamp("shuffled_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("quota_releases_pooja_idx").on(t.poojaId, t.fromDate),
    check("quota_releases_range_check", sql`${t.toDate} >= ${t.fromDate}`),
    check("quota_releases_rate_check", sql`${t.ratePerMinute} > 0`),
  ],
);

/**
 * One devotee account in one release's queue. `position` is null until the release is shuffled
 * (for early joiners) and set at join time for later arrivals; unique per release.
 */
export const queueEntries = pgTable(
  "queue_entries",
  {
    id: id(),
    releaseId: uuid("release_id")
      .notNull()
      .references(() => quotaReleases.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    position: integer("position"),
  },
  (t) => [
    unique("queue_entries_release_user_uq").on(t.releaseId, t.userId),
    unique("queue_entries_release_position_uq").on(t.releaseId, t.position),
  ],
);
