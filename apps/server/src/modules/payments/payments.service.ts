import type { PaymentOrder } from "@sannidhi/contracts";
import { AppError } from "../../lib/errors.js";
import { localFor, paymentProvider } from "../../providers/payments/index.js";
import type * as bookingsRepo from "../bookings/bookings.repository.js";
import { creditForRefund } from "../invoices/invoices.service.js";
import type { PayableOrder, PayableRef, PaymentDeps } from "./payable.js";
import { handlerOf } from "./payables.js";
import * as repo from "./payments.repository.js";

export type { PaymentDeps } from "./payable.js";

/** Unpaid orders older than this are reconciled by asking the provider (issue 6). */
export const RECONCILE_AFTER_MINUTES = 15;

/** The provider order a checkout pays, without the payable's own id field. */
export type OpenOrder = Omit<PaymentOrder, "bookingId">;

/**
 * The payable's open provider order, or a new one with its receipt. One order per payable and
 * provider: asking again returns the same order (Razorpay allows many attempts per order).
 */
export async function openOrder(
  deps: PaymentDeps,
  payable: PayableOrder,
  now: Date,
): Promise<OpenOrder> {
  const name = deps.config.payments.provider;
  const provider = paymentProvider(deps.config, name);
  let payment = await repo.openPayment(deps.db, payable, name);
  let created: Awaited<ReturnType<typeof provider.createOrder>> | null = null;
  if (!payment) {
    created = await provider.createOrder({
      amountPaise: payable.amountPaise,
      receipt: payable.receipt,
      payable,
    });
    payment = await repo.insertPayment(deps.db, payable, {
      provider: name,
      orderId: created.orderId,
      amountPaise: payable.amountPaise,
      createdAt: now,
    });
  }
  const signature =
    name === "local" ? localFor(deps.config).sign(payment.orderId, payable.id) : null;
  return {
    provider: name,
    orderId: payment.orderId,
    amountPaise: payment.amountPaise,
    currency: "INR",
    keyId: created?.keyId ?? deps.config.payments.razorpay?.keyId ?? null,
    signature,
  };
}

/** The order the checkout pays: the booking's open order, or a new one with its receipt. */
export async function orderFor(
  deps: PaymentDeps,
  booking: bookingsRepo.BookingRow,
  now: Date,
): Promise<PaymentOrder> {
  if (booking.status !== "pending_payment") {
    throw new AppError("NOT_PAYABLE", `This booking is ${booking.status}`, 409);
  }
  if (!booking.holdExpiresAt || booking.holdExpiresAt <= now) {
    throw new AppError("HOLD_EXPIRED", "The hold on these places has expired; book again", 409);
  }
  const order = await openOrder(
    deps,
    {
      kind: "booking",
      id: booking.id,
      amountPaise: booking.amountPaise,
      receipt: booking.receiptNumber,
    },
    now,
  );
  return { ...order, bookingId: booking.id };
}

export type PaidOutcome = "confirmed" | "already" | "late_refund" | "unknown_order" | "mismatch";

/**
 * A payment for `orderId` succeeded: the payment row becomes paid (once, under its row lock) and
 * the payable's handler moves it forward in the same transaction (payable.ts). Amounts that
 * differ from the order change nothing; money that cannot be honoured is refunded in full.
 */
export async function markPaid(
  deps: PaymentDeps,
  orderId: string,
  paymentId: string,
  amountPaise: number | null,
  now: Date,
): Promise<PaidOutcome> {
  const result = await deps.db.transaction(async (tx) => {
    const payment = await repo.findByOrder(tx, orderId, true);
    if (!payment) return { outcome: "unknown_order" as const };
    if (payment.status === "paid") return { outcome: "already" as const };
    if (amountPaise !== null && amountPaise !== payment.amountPaise) {
      return { outcome: "mismatch" as const };
    }
    await repo.updatePayment(tx, payment.id, { status: "paid", paymentId });
    const ref = repo.payableOf(payment);
    const outcome = await handlerOf(ref.kind).applyPaid(tx, ref.id, now);
    if (outcome === "confirmed") await handlerOf(ref.kind).queueMessages?.(deps, tx, ref.id);
    // Issue 11: the temple's staff hear of a booking whose late payment is given back.
    if (outcome === "late_refund" && ref.kind === "booking") {
      await deps.staff.queue(tx, {
        event: "booking_cancelled",
        bookingId: ref.id,
        reason: "late_payment",
      });
    }
    return { outcome, ref };
  });

  if (!("ref" in result)) return result.outcome;
  if (result.outcome === "confirmed") {
    await handlerOf(result.ref.kind).afterPaid(deps, result.ref.id, now);
  }
  if (result.outcome === "late_refund") {
    await refundPayable(deps, result.ref, now).catch((err) =>
      deps.log.error({ err, payable: result.ref }, "refund of a late payment failed"),
    );
    if (result.ref.kind === "booking") deps.staff.wake();
  }
  return result.outcome;
}

/** A failed attempt: recorded, but the hold stays so the devotee can try again until it lapses. */
export async function markAttemptFailed(deps: PaymentDeps, orderId: string, paymentId: string) {
  const payment = await repo.findByOrder(deps.db, orderId);
  if (payment?.status !== "created") return;
  await repo.updatePayment(deps.db, payment.id, { paymentId });
}

/**
 * Refunds what a cancelled payable is owed through the provider that took the payment. The
 * idempotency key is stored on the payment before the call (`refund_<payable id>`), so a retry
 * after a timeout sends the same key and the provider refunds once (docs/decisions/062).
 */
export async function refundPayable(deps: PaymentDeps, ref: PayableRef, now: Date) {
  const due = await handlerOf(ref.kind).refundDue(deps.db, ref.id);
  if (!due) return;
  const payment = await repo.paidPayment(deps.db, ref);
  if (!payment?.paymentId) return;
  if (payment.refundStatus === "processed") return;
  const key = payment.refundKey ?? `refund_${ref.id}`;
  if (!payment.refundKey) await repo.updatePayment(deps.db, payment.id, { refundKey: key });
  const provider = paymentProvider(deps.config, payment.provider as "local" | "razorpay");
  const refund = await provider.refund({
    paymentId: payment.paymentId,
    amountPaise: due,
    idempotencyKey: key,
  });
  await repo.updatePayment(deps.db, payment.id, {
    refundId: refund.refundId,
    refundPaise: due,
    refundStatus: refund.status,
  });
  if (refund.status === "processed") await markRefunded(deps, ref, due, now);
}

/** The booking flavour of `refundPayable` (issue 6's callers). */
export const refundBooking = (deps: PaymentDeps, bookingId: string, now: Date) =>
  refundPayable(deps, { kind: "booking", id: bookingId }, now);

/** The payable becomes refunded and its invoice gets a credit note, in one transaction. */
async function markRefunded(deps: PaymentDeps, ref: PayableRef, refundPaise: number, now: Date) {
  return deps.db.transaction(async (tx) => {
    const moved = await handlerOf(ref.kind).markRefunded(tx, ref.id, now);
    if (moved) await creditForRefund(tx, ref, refundPaise, now);
    return moved;
  });
}

export async function refundProcessed(deps: PaymentDeps, paymentId: string, now: Date) {
  const payment = await repo.findByPaymentId(deps.db, paymentId);
  if (!payment) return false;
  await repo.updatePayment(deps.db, payment.id, { refundStatus: "processed" });
  return markRefunded(deps, repo.payableOf(payment), payment.refundPaise ?? 0, now);
}

/**
 * Orders unpaid after RECONCILE_AFTER_MINUTES: ask the provider whether a payment was captured
 * (a lost webhook or a closed browser); confirm it if so, else abandon the order once its hold
 * has lapsed. Run by the sweeper; safe to run twice.
 */
export async function reconcile(deps: PaymentDeps, now: Date) {
  const before = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000);
  const stale = await repo.staleOpenPayments(deps.db, before);
  const summary = { checked: 0, paid: 0, abandoned: 0, errors: 0 };
  for (const { payment, holdExpiresAt } of stale) {
    summary.checked++;
    try {
      const provider = paymentProvider(deps.config, payment.provider as "local" | "razorpay");
      const found = await provider.orderPayments(payment.orderId);
      const captured = found.find((p) => p.status === "captured");
      if (captured) {
        await markPaid(deps, payment.orderId, captured.paymentId, captured.amountPaise, now);
        summary.paid++;
      } else if (!holdExpiresAt || holdExpiresAt <= now) {
        await repo.updatePayment(deps.db, payment.id, { status: "abandoned" });
        summary.abandoned++;
      }
    } catch (err) {
      summary.errors++;
      deps.log.warn({ err, orderId: payment.orderId }, "payment reconciliation failed");
    }
  }
  return summary;
}
