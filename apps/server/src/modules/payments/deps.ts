import type { FastifyInstance } from "fastify";
import { queuedNotifier } from "../bookings/notifier.js";
import { bookingNoticesFor } from "../notifications/booking-notices.js";
import type { PaymentDeps } from "./payments.service.js";

export function paymentDeps(app: FastifyInstance): PaymentDeps {
  return {
    db: app.ctx.database.db,
    config: app.ctx.config,
    log: app.log,
    notifier: queuedNotifier(app.ctx.jobs),
    staff: bookingNoticesFor(app.ctx, app.log),
    notify: app.ctx,
  };
}
