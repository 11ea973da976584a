import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
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

/**
 * A devotee's "Remind me" on a release whose queue is not open yet (issue 37, item 2;
 * docs/decisions/225): one SMS, in `language`, when the join window opens. `sentAt` is set by the
 * sweep that claims the row — the claim and the SMS job commit together — so it is sent once
 * however many processes sweep. Goes with its release (cascade).
 */
export const releaseReminders = pgTable(
  "release_reminders",
  {
    id: id(),
    releaseId: uuid("release_id")
      .notNull()
      .references(() => quotaReleases.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    unique("release_reminders_release_user_uq").on(t.releaseId, t.userId),
    // The sweep looks for the unsent ones only.
    index("release_reminders_unsent_idx").on(t.releaseId).where(sql`${t.sentAt} is null`),
    check(
      "release_reminders_language_check",
      sql`${t.language} in ('en','hi','ta','te','kn','ml')`,
    ),
  ],
);
