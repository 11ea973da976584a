import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What a background job has done to the outside world, keyed by the job's business key
 * (`sms:booking-confirmed:<id>`): the queue may run a job twice (a retry after a crash), this
 * row makes the second run a no-op (docs/decisions/158). `doneAt` null = claimed, in progress.
 */
export const jobEffects = pgTable("job_effects", {
  key: text("key").primaryKey(),
  jobId: text("job_id").notNull(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
  doneAt: timestamp("done_at", { withTimezone: true }),
});
