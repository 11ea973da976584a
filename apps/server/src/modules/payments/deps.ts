import type { FastifyInstance } from "fastify";
import { queuedNotifier } from "../bookings/notifier.js";
import { staffNoticesFor } from "../notifications/staff-notice-queue.js";
import type { PaymentDeps } from "./payments.service.js";

export function paymentDeps(app: FastifyInstance): PaymentDeps {
  return {
    db: app.ctx.database.db,
    config: app.ctx.config,
    log: app.log,
    notifier: queuedNotifier(app.ctx.jobs),
    staff: staffNoticesFor(app.ctx.jobs, app.log),
  };
}
