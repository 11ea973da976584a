import type { Db } from "../../db/client.js";
import { findView } from "../bookings/bookings.repository.js";
import { staffToTell } from "../staff/staff-scope.js";
import {
  type BookingFacts,
  bookingCancelledNotice,
  bookingPaidNotice,
  bookingRefundedNotice,
} from "./notices.js";
import { userName } from "./notifications.repository.js";
import type { Notice } from "./notifications.service.js";
import type { StaffEvent } from "./staff-notice-queue.js";

type BookingEvent = Extract<StaffEvent, { bookingId: string }>;

/**
 * What a booking's event tells the staff of its temple (decision 190's `staffToTell`): the
 * notice, and who gets it. Null when the booking is gone. Built by the `notify.staff` job from
 * the rows the change committed (docs/decisions/158).
 */
export async function bookingNotice(
  db: Db,
  e: BookingEvent,
): Promise<{ audience: string[]; notice: Notice } | null> {
  const view = await findView(db, e.bookingId);
  if (!view) return null;
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
  const refund = b.refundPaise ?? 0;
  const staff = await staffToTell(db, b.templeId);
  switch (e.event) {
    case "booking_paid":
      return { audience: staff, notice: bookingPaidNotice(facts) };
    case "booking_cancelled":
      return { audience: staff, notice: bookingCancelledNotice(facts, refund, e.reason) };
    case "booking_refunded": {
      const by = (await userName(db, e.actorId)) ?? "staff";
      return {
        audience: staff.filter((id) => id !== e.actorId),
        notice: bookingRefundedNotice(facts, refund, by),
      };
    }
  }
}
