import type { FastifyBaseLogger } from "fastify";
import { findView } from "../bookings/bookings.repository.js";
import { staffToTell } from "../staff/staff-scope.js";
import {
  type BookingFacts,
  bookingCancelledNotice,
  bookingPaidNotice,
  bookingRefundedNotice,
} from "./notices.js";
import { userName } from "./notifications.repository.js";
import { type Notice, type NotifyContext, notifyUsersSafely } from "./notifications.service.js";

/**
 * What bookings and payments tell the staff of the booking's temple (decision 190's
 * `staffToTell`). Each call is made once the change is committed and never throws: a booking is
 * never refused or undone because a notification could not be stored.
 */
export interface BookingNotices {
  paid(bookingId: string): Promise<void>;
  /** A paid booking was cancelled with `refund_paise` to give back. */
  cancelled(bookingId: string, reason: "devotee" | "late_payment"): Promise<void>;
  /** Staff refunded it; the one who did is not told their own action. */
  refunded(bookingId: string, actorId: string): Promise<void>;
}

export function bookingNoticesFor(ctx: NotifyContext, log: FastifyBaseLogger): BookingNotices {
  const db = ctx.database.db;
  const tell = async (
    bookingId: string,
    notice: (facts: BookingFacts, refundPaise: number) => Notice | Promise<Notice>,
    skip?: string,
  ) => {
    try {
      const view = await findView(db, bookingId);
      if (!view) return;
      const b = view.booking;
      const facts: BookingFacts = {
        bookingId: b.id,
        temple: view.temple.name,
        pooja: view.pooja.name,
        date: b.date,
        slot: b.slot,
        receipt: b.receiptNumber,
        amountPaise: b.amountPaise,
      };
      const staff = (await staffToTell(db, b.templeId)).filter((id) => id !== skip);
      await notifyUsersSafely(ctx, log, staff, await notice(facts, b.refundPaise ?? 0));
    } catch (err) {
      log.warn({ err, bookingId }, "booking notification not sent");
    }
  };
  return {
    paid: (id) => tell(id, (f) => bookingPaidNotice(f)),
    cancelled: (id, reason) => tell(id, (f, refund) => bookingCancelledNotice(f, refund, reason)),
    refunded: (id, actorId) =>
      tell(
        id,
        async (f, refund) =>
          bookingRefundedNotice(f, refund, (await userName(db, actorId)) ?? "staff"),
        actorId,
      ),
  };
}
