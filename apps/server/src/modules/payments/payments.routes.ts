import {
  LocalCompleteSchema,
  PaymentOrderResponseSchema,
  RazorpayVerifySchema,
  successOf,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "../../lib/errors.js";
import { requireRole } from "../../plugins/auth.js";
import { hmacHex, localFor, signatureMatches } from "../../providers/payments/index.js";
import { viewForUser } from "../bookings/bookings.service.js";
import { clock } from "../bookings/clock.js";
import { paymentDeps } from "./deps.js";
import * as repo from "./payments.repository.js";
import { markAttemptFailed, markPaid, orderFor } from "./payments.service.js";
import { razorpayWebhookRoutes } from "./webhook.routes.js";

const OutcomeSchema = successOf(z.object({ bookingId: z.uuid(), status: z.string() }));

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);
  const db = app.ctx.database.db;

  app.post(
    "/payments/order",
    {
      ...requireRole("any"),
      schema: {
        body: z.object({ bookingId: z.uuid() }),
        response: { 200: PaymentOrderResponseSchema },
      },
    },
    async (req) => {
      const view = await viewForUser(db, req.user!.id, req.body.bookingId);
      return { status: "success" as const, data: await orderFor(deps, view.booking, clock.now()) };
    },
  );

  // The local checkout page's signed callback. Exists only while the local provider is in use.
  app.post(
    "/payments/local/complete",
    {
      ...requireRole("any"),
      schema: { body: LocalCompleteSchema, response: { 200: OutcomeSchema } },
    },
    async (req) => {
      if (app.ctx.config.payments.provider !== "local") throw notFound();
      const { bookingId, orderId, outcome, signature } = req.body;
      await viewForUser(db, req.user!.id, bookingId);
      const payment = await repo.findByOrder(db, orderId);
      const expected = localFor(app.ctx.config).sign(orderId, bookingId);
      if (!payment || payment.bookingId !== bookingId || !signatureMatches(expected, signature)) {
        throw new AppError(
          "BAD_SIGNATURE",
          "The payment callback is not signed by this server",
          400,
        );
      }
      const paymentId = `local_pay_${payment.id.slice(0, 8)}`;
      if (outcome === "success") await markPaid(deps, orderId, paymentId, null, clock.now());
      else await markAttemptFailed(deps, orderId, paymentId);
      const view = await viewForUser(db, req.user!.id, bookingId);
      return { status: "success" as const, data: { bookingId, status: view.booking.status } };
    },
  );

  // Razorpay Checkout's handler posts these; the signature is over the order id WE stored.
  app.post(
    "/payments/razorpay/verify",
    {
      ...requireRole("any"),
      schema: { body: RazorpayVerifySchema, response: { 200: OutcomeSchema } },
    },
    async (req) => {
      const rzp = app.ctx.config.payments.razorpay;
      if (!rzp) throw notFound();
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = req.body;
      const payment = await repo.findByOrder(db, razorpay_order_id);
      if (payment?.provider !== "razorpay") throw notFound("Order not found");
      await viewForUser(db, req.user!.id, payment.bookingId);
      const expected = hmacHex(rzp.keySecret, `${payment.orderId}|${razorpay_payment_id}`);
      if (!signatureMatches(expected, razorpay_signature)) {
        throw new AppError("BAD_SIGNATURE", "The payment signature does not match", 400);
      }
      await markPaid(deps, payment.orderId, razorpay_payment_id, null, clock.now());
      const view = await viewForUser(db, req.user!.id, payment.bookingId);
      return {
        status: "success" as const,
        data: { bookingId: payment.bookingId, status: view.booking.status },
      };
    },
  );

  await app.register(razorpayWebhookRoutes);
};
