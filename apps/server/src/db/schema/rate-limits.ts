import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window counters of the API-wide per-client ceiling with PostgreSQL (issue 10,
 * docs/decisions/095): one row per client key, shared by every server process on the database,
 * claimed in blocks. Rows whose window has ended are reused in place and pruned now and then.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  /** e.g. `ip:203.0.113.9` or `user:<uuid>`, prefixed with the route for per-route limits. */
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
