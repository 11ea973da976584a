import type { PaymentOrder } from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { localFor, paymentProvider } from "../../providers/payments/index.js";
import * as bookingsRepo from "../bookings/bookings.repository.js";
import { type BookingNotifier, notifySafely } from "../bookings/notifier.js";
import * as repo from "./payments.repository.js";

export interface PaymentDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  notifier: BookingNotifier;
}

/** Unpaid orders older than this are reconciled by asking the provider (issue 6). */
export const RECONCILE_AFTER_MINUTES = 15;

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
  const name = deps.config.payments.provider;
  const provider = paymentProvider(deps.config, name);
  let payment = await repo.openPayment(deps.db, booking.id, name);
  let created: Awaited<ReturnType<typeof provider.createOrder>> | null = null;
  if (!payment) {
    created = await provider.createOrder({
      amountPaise: booking.amountPaise,
      receipt: booking.receiptNumber,
      bookingId: booking.id,
    });
    payment = await repo.insertPayment(deps.db, {
      bookingId: booking.id,
      provider: name,
      orderId: created.orderId,
      amountPaise: booking.amountPaise,
      createdAt: now,
    });
  }
  const signature =
    name === "local" ? localFor(deps.config).sign(payment.orderId, booking.id) : null;
  return {
    provider: name,
    bookingId: booking.id,
    orderId: payment.orderId,
    amountPaise: payment.amountPaise,
    currency: "INR",
    keyId: created?.keyId ?? deps.config.payments.razorpay?.keyId ?? null,
    signature,
  };
}

export type PaidOutcome = "confirmed" | "already" | "late_refund" | "unknown_order" | "mismatch";

/**
 * A payment for `orderId` succeeded. Moves the booking forward only (pending → confirmed). A
 * payment arriving after the hold lapsed confirms if the places are still free, else the
 * booking is cancelled and the whole amount refunded: a slot is never oversold to honour it.
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
    const booking = await bookingsRepo.lockBooking(tx, payment.bookingId);
    if (!booking) return { outcome: "unknown_order" as const };
    const live = booking.status === "pending_payment" && booking.holdExpiresAt! > now;
    if (live) {
      await bookingsRepo.transition(tx, booking.id, ["pending_payment"], {
        status: "confirmed",
        confirmedAt: now,
      });
      return { outcome: "confirmed" as const, bookingId: booking.id };
    }
    if (booking.status === "pending_payment" || booking.status === "expired") {
      await bookingsRepo.ensureSlotRow(tx, booking.poojaId, booking.date, booking.slot);
      await bookingsRepo.lockSlot(tx, booking.poojaId, booking.date, booking.slot);
      const pooja = await bookingsRepo.findPoojaForBooking(tx, booking.poojaId);
      const capacity = pooja?.slots.find((s) => s.time === booking.slot)?.capacity ?? 0;
      const taken = await bookingsRepo.placesTaken(tx, { ...booking, excludeId: booking.id }, now);
      if (taken + booking.participantCount <= capacity) {
        await bookingsRepo.transition(tx, booking.id, ["pending_payment", "expired"], {
          status: "confirmed",
          confirmedAt: now,
        });
        return { outcome: "confirmed" as const, bookingId: booking.id };
      }
      await bookingsRepo.transition(tx, booking.id, ["pending_payment", "expired"], {
        status: "cancelled",
        cancelledAt: now,
        refundPaise: booking.amountPaise,
      });
      return { outcome: "late_refund" as const, bookingId: booking.id };
    }
    if (booking.status === "cancelled" && booking.refundPaise === null) {
      // Cancelled while the payment was in flight: give all of it back.
      await bookingsRepo.transition(tx, booking.id, ["cancelled"], {
        refundPaise: booking.amountPaise,
      });
      return { outcome: "late_refund" as const, bookingId: booking.id };
    }
    return { outcome: "already" as const };
  });

  if (result.outcome === "confirmed" && "bookingId" in result) {
    await sendConfirmation(deps, result.bookingId);
  }
  if (result.outcome === "late_refund" && "bookingId" in result) {
    await refundBooking(deps, result.bookingId, now).catch((err) =>
      deps.log.error({ err, bookingId: result.bookingId }, "refund of a late payment failed"),
    );
  }
  return result.outcome;
}

async function sendConfirmation(deps: PaymentDeps, bookingId: string) {
  const v = await bookingsRepo.findView(deps.db, bookingId);
  if (!v) return;
  const b = v.booking;
  const text = `Sannidhi: ${v.pooja.name} at ${v.temple.name} on ${b.date} ${b.slot} is confirmed. Receipt ${b.receiptNumber}.`;
  await notifySafely(deps.notifier, deps.log, v.mobile, text);
}

/** A failed attempt: recorded, but the hold stays so the devotee can try again until it lapses. */
export async function markAttemptFailed(deps: PaymentDeps, orderId: string, paymentId: string) {
  const payment = await repo.findByOrder(deps.db, orderId);
  if (payment?.status !== "created") return;
  await repo.updatePayment(deps.db, payment.id, { paymentId });
}

/**
 * Refunds a cancelled booking's `refund_paise` through the provider that took the payment. The
 * idempotency key is stored on the payment before the call (`refund_<bookingId>`), so a retry
 * after a timeout sends the same key and the provider refunds once (docs/decisions/062).
 */
export async function refundBooking(deps: PaymentDeps, bookingId: string, now: Date) {
  const booking = await bookingsRepo.lockBooking(deps.db, bookingId);
  if (booking?.status !== "cancelled" || !booking.refundPaise) return booking;
  const payment = await repo.paidPayment(deps.db, bookingId);
  if (!payment?.paymentId) return booking;
  if (payment.refundStatus === "processed") return booking;
  const key = payment.refundKey ?? `refund_${bookingId}`;
  if (!payment.refundKey) await repo.updatePayment(deps.db, payment.id, { refundKey: key });
  const provider = paymentProvider(deps.config, payment.provider as "local" | "razorpay");
  const refund = await provider.refund({
    paymentId: payment.paymentId,
    amountPaise: booking.refundPaise,
    idempotencyKey: key,
  });
  await repo.updatePayment(deps.db, payment.id, {
    refundId: refund.refundId,
    refundPaise: booking.refundPaise,
    refundStatus: refund.status,
  });
  if (refund.status === "processed") return markRefunded(deps.db, bookingId, now);
  return booking;
}

export async function markRefunded(db: Db, bookingId: string, now: Date) {
  return bookingsRepo.transition(db, bookingId, ["cancelled"], {
    status: "refunded",
    refundedAt: now,
  });
}

export async function refundProcessed(deps: PaymentDeps, paymentId: string, now: Date) {
  const payment = await repo.findByPaymentId(deps.db, paymentId);
  if (!payment) return false;
  await repo.updatePayment(deps.db, payment.id, { refundStatus: "processed" });
  return Boolean(await markRefunded(deps.db, payment.bookingId, now));
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
