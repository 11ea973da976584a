import type { FastifyInstance } from "fastify";
import { sweepNotices } from "../devotee-notices/devotee-notices.service.js";
import { type PaymentDeps, reconcile } from "../payments/payments.service.js";
import { expireOrders } from "../shop/orders.repository.js";
import { sendDueReminders } from "../waiting-room/release-reminders.service.js";
import { expireHolds } from "./bookings.repository.js";
import { clock } from "./clock.js";

export const SWEEP_JOB = "bookings.sweep";

/**
 * Housekeeping once a minute: marks lapsed holds `expired` (and lapsed shop orders cancelled),
 * reconciles unpaid orders with the provider and queues the devotees' notices and the reminders
 * of quota releases whose queue has opened. Capacity and stock never wait for it (counts ignore
 * lapsed holds); it keeps states honest for staff lists.
 *
 * A pg-boss cron job (docs/decisions/158), not a timer per process: with several processes the
 * minute's sweep runs once, on whichever process takes it, and a sweep cut short by a crash is
 * run again (every step is safe to repeat). Not scheduled in tests, which call `sweep` directly
 * with a chosen clock.
 */
export function startSweeper(app: FastifyInstance, deps: PaymentDeps): void {
  const schedule = app.ctx.config.env === "test" ? undefined : "* * * * *";
  app.ctx.jobs.define(
    SWEEP_JOB,
    // A missed minute is not retried: the next minute's sweep does the same work.
    { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 120 },
    async () => {
      const done = await sweep(deps, clock.now());
      app.log.debug(done, "booking sweep");
    },
    schedule,
  );
}

export async function sweep(deps: PaymentDeps, now: Date) {
  const expired = await expireHolds(deps.db, now);
  const expiredOrders = await expireOrders(deps.db, now);
  const reconciled = await reconcile(deps, now);
  // Issue 18: holds about to lapse and tomorrow's poojas (from 18:00 India time).
  const notices = await sweepNotices(deps, now);
  // Issue 37: "Remind me" on a quota release, once its queue has opened (decision 225).
  const releaseReminders = await sendDueReminders(deps, now);
  return { expired, expiredOrders, reconciled, notices, releaseReminders };
}
