import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../lib/errors.js";
import { hmacHex, signatureMatches } from "../../providers/payments/index.js";
import { clock } from "../bookings/clock.js";
import { paymentDeps } from "./deps.js";
import * as repo from "./payments.repository.js";
import { markAttemptFailed, markPaid, refundProcessed } from "./payments.service.js";

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number } };
    refund?: { entity?: { id?: string; payment_id?: string } };
  };
}

/**
 * Razorpay webhooks. Encapsulated so its raw-body JSON parser applies to this route only: the
 * signature is over the exact bytes sent, which re-serialised JSON would not reproduce.
 */
export const razorpayWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => {
    done(null, body);
  });
  const deps = paymentDeps(app);

  app.post("/payments/razorpay/webhook", { config: { public: true } }, async (req, reply) => {
    const rzp = app.ctx.config.payments.razorpay;
    if (!rzp) throw notFound();
    const raw = req.body;
    const given = req.headers["x-razorpay-signature"];
    if (!Buffer.isBuffer(raw) || typeof given !== "string") {
      throw new AppError("BAD_SIGNATURE", "Missing webhook signature or body", 400);
    }
    if (!signatureMatches(hmacHex(rzp.webhookSecret, raw), given)) {
      throw new AppError("BAD_SIGNATURE", "The webhook signature does not match", 400);
    }
    let event: RazorpayEvent;
    try {
      event = JSON.parse(raw.toString("utf8")) as RazorpayEvent;
    } catch {
      throw new AppError("VALIDATION", "Webhook body is not JSON", 400);
    }
    const eventId = req.headers["x-razorpay-event-id"];
    if (typeof eventId !== "string" || !eventId || eventId.length > 100) {
      throw new AppError("VALIDATION", "Missing x-razorpay-event-id", 400);
    }
    const name = String(event.event ?? "");
    if (!(await repo.recordEvent(deps.db, eventId, "razorpay", name))) {
      return reply.status(200).send({ status: "success", data: { duplicate: true } });
    }
    try {
      await handle(name, event);
    } catch (err) {
      // Let Razorpay's redelivery try again: forget the id of an event we could not apply.
      await repo.forgetEvent(deps.db, eventId);
      throw err;
    }
    return reply.status(200).send({ status: "success", data: { duplicate: false } });
  });

  async function handle(name: string, event: RazorpayEvent) {
    const now = clock.now();
    const payment = event.payload?.payment?.entity;
    if ((name === "payment.captured" || name === "order.paid") && payment?.id && payment.order_id) {
      const outcome = await markPaid(
        deps,
        payment.order_id,
        payment.id,
        payment.amount ?? null,
        now,
      );
      if (outcome === "mismatch") deps.log.warn({ payment }, "webhook amount differs from order");
    } else if (name === "payment.failed" && payment?.id && payment.order_id) {
      await markAttemptFailed(deps, payment.order_id, payment.id);
    } else if (name === "refund.processed") {
      const paymentId = event.payload?.refund?.entity?.payment_id;
      if (paymentId) await refundProcessed(deps, paymentId, now);
    }
  }
};
