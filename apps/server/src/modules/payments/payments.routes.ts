import {
  LocalCompleteSchema,
  type PayableRef,
  PaymentOrderRequestSchema,
  PaymentOrderResponseSchema,
  PaymentOutcomeSchema,
  RazorpayVerifySchema,
  successOf,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../lib/errors.js";
import { requireRole } from "../../plugins/auth.js";
import { hmacHex, localFor, signatureMatches } from "../../providers/payments/index.js";
import { viewForUser } from "../bookings/bookings.service.js";
import { clock } from "../bookings/clock.js";
import {
  paymentOrderFor as donationPaymentOrderFor,
  ownDonation,
} from "../donations/donations.service.js";
import { ownOrder, paymentOrderFor } from "../shop/orders.service.js";
import { paymentDeps } from "./deps.js";
import * as repo from "./payments.repository.js";
import { markAttemptFailed, markPaid, orderFor } from "./payments.service.js";
import { razorpayWebhookRoutes } from "./webhook.routes.js";

const OutcomeSchema = successOf(PaymentOutcomeSchema);

const refOf = (ids: {
  bookingId?: string;
  shopOrderId?: string;
  donationId?: string;
}): PayableRef =>
  ids.donationId
    ? { kind: "donation", id: ids.donationId }
    : ids.shopOrderId
      ? { kind: "shop_order", id: ids.shopOrderId }
      : { kind: "booking", id: ids.bookingId! };

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);
  const db = app.ctx.database.db;

  /** The caller's own payable and its status; anyone else's answers 404. */
  async function ownPayable(userId: string, ref: PayableRef) {
    if (ref.kind === "donation") {
      const donation = await ownDonation(db, userId, ref.id);
      return { donation, outcome: { donationId: ref.id, status: donation.status } };
    }
    if (ref.kind === "shop_order") {
      const order = await ownOrder(db, userId, ref.id);
      return { order, outcome: { shopOrderId: ref.id, status: order.status } };
    }
    const view = await viewForUser(db, userId, ref.id);
    return { view, outcome: { bookingId: ref.id, status: view.booking.status } };
  }

  app.post(
    "/payments/order",
    {
      ...requireRole("any", "own"),
      schema: { body: PaymentOrderRequestSchema, response: { 200: PaymentOrderResponseSchema } },
    },
    async (req) => {
      const now = clock.now();
      const own = await ownPayable(req.user!.id, refOf(req.body));
      const data =
        "donation" in own && own.donation
          ? await donationPaymentOrderFor(deps, own.donation, now)
          : own.order
            ? await paymentOrderFor(deps, own.order, now)
            : await orderFor(deps, own.view!.booking, now);
      return { status: "success" as const, data };
    },
  );

  // The local checkout page's signed callback. Exists only while the local provider is in use.
  app.post(
    "/payments/local/complete",
    {
      ...requireRole("any", "own"),
      schema: { body: LocalCompleteSchema, response: { 200: OutcomeSchema } },
    },
    async (req) => {
      if (app.ctx.config.payments.provider !== "local") throw notFound();
      const { orderId, outcome, signature } = req.body;
      const ref = refOf(req.body);
      await ownPayable(req.user!.id, ref);
      const payment = await repo.findByOrder(db, orderId);
      const expected = localFor(app.ctx.config).sign(orderId, ref.id);
      const forIt = payment && repo.payableOf(payment).id === ref.id;
      if (!forIt || !signatureMatches(expected, signature)) {
        throw new AppError(
          "BAD_SIGNATURE",
          "The payment callback is not signed by this server",
          400,
        );
      }
      const paymentId = `local_pay_${payment.id.slice(0, 8)}`;
      if (outcome === "success") await markPaid(deps, orderId, paymentId, null, clock.now());
      else await markAttemptFailed(deps, orderId, paymentId);
      const after = await ownPayable(req.user!.id, ref);
      return { status: "success" as const, data: after.outcome };
    },
  );

  // Razorpay Checkout's handler posts these; the signature is over the order id WE stored.
  app.post(
    "/payments/razorpay/verify",
    {
      ...requireRole("any", "own"),
      schema: { body: RazorpayVerifySchema, response: { 200: OutcomeSchema } },
    },
    async (req) => {
      const rzp = app.ctx.config.payments.razorpay;
      if (!rzp) throw notFound();
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = req.body;
      const payment = await repo.findByOrder(db, razorpay_order_id);
      if (payment?.provider !== "razorpay") throw notFound("Order not found");
      const ref = repo.payableOf(payment);
      await ownPayable(req.user!.id, ref);
      const expected = hmacHex(rzp.keySecret, `${payment.orderId}|${razorpay_payment_id}`);
      if (!signatureMatches(expected, razorpay_signature)) {
        throw new AppError("BAD_SIGNATURE", "The payment signature does not match", 400);
      }
      await markPaid(deps, payment.orderId, razorpay_payment_id, null, clock.now());
      const after = await ownPayable(req.user!.id, ref);
      return { status: "success" as const, data: after.outcome };
    },
  );

  await app.register(razorpayWebhookRoutes);
};
