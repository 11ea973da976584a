import type { FastifyInstance } from "fastify";
import { type PaymentDeps, reconcile } from "../payments/payments.service.js";
import { expireHolds } from "./bookings.repository.js";
import { clock } from "./clock.js";

const EVERY_MS = 60_000;

/**
 * Housekeeping once a minute: marks lapsed holds `expired` and reconciles unpaid orders. Capacity
 * never waits for it (counts ignore lapsed holds); it keeps states honest for staff lists.
 * Not started in tests, which call `sweep` directly with a chosen clock.
 */
export function startSweeper(app: FastifyInstance, deps: PaymentDeps): void {
  if (app.ctx.config.env === "test") return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep(deps, clock.now())
      .catch((err) => app.log.warn({ err }, "booking sweeper failed"))
      .finally(() => {
        running = false;
      });
  }, EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

export async function sweep(deps: PaymentDeps, now: Date) {
  const expired = await expireHolds(deps.db, now);
  const reconciled = await reconcile(deps, now);
  return { expired, reconciled };
}
