import type { FastifyInstance } from "fastify";
import { notifierFor } from "../bookings/notifier.js";
import type { PaymentDeps } from "./payments.service.js";

export function paymentDeps(app: FastifyInstance): PaymentDeps {
  return {
    db: app.ctx.database.db,
    config: app.ctx.config,
    log: app.log,
    notifier: notifierFor(app),
  };
}
