import { pickText } from "@sannidhi/contracts";
import { devoteeSms } from "../../providers/sms/texts.js";
import * as bookingsRepo from "../bookings/bookings.repository.js";
import { settingsOf } from "../devotee-notices/devotee-notices.service.js";
import { issueForBooking } from "../invoices/invoices.service.js";
import type { AppliedOutcome, PayableHandler } from "./payable.js";

/**
 * A booking's payment (issue 6). Moves the booking forward only (pending → confirmed). A payment
 * arriving after the hold lapsed confirms if the places are still free, else the booking is
 * cancelled and the whole amount refunded: a slot is never oversold to honour it. A confirmed
 * booking gets its invoice in the same transaction (issue 13).
 */
export const bookingPayable: PayableHandler = {
  kind: "booking",

  async applyPaid(tx, bookingId, now) {
    const outcome = await confirmBooking(tx, bookingId, now);
    if (outcome === "confirmed") await issueForBooking(tx, bookingId, now);
    return outcome;
  },

  async queueMessages(deps, tx, bookingId) {
    await deps.staff.queue(tx, { event: "booking_paid", bookingId });
    const v = await bookingsRepo.findView(tx, bookingId);
    if (!v?.mobile) return;
    const b = v.booking;
    // In the devotee's language (issue 37), as their booking messages are.
    const { language } = await settingsOf(tx, b.userId);
    const sms = devoteeSms(deps.config.sms, "booking_confirmed", language, {
      pooja: pickText(v.pooja.name, v.poojaTranslations, language, "name").text,
      temple: pickText(v.temple.name, v.templeTranslations, language, "name").text,
      date: b.date,
      slot: b.slot,
      receipt: b.receiptNumber,
    });
    await deps.notifier.send({ to: v.mobile, ...sms, key: `booking-confirmed:${bookingId}` }, tx);
  },

  async afterPaid(deps) {
    deps.staff.wake();
  },

  async refundDue(db, bookingId) {
    const booking = await bookingsRepo.lockBooking(db, bookingId);
    return booking?.status === "cancelled" && booking.refundPaise ? booking.refundPaise : null;
  },

  async markRefunded(db, bookingId, now) {
    const row = await bookingsRepo.transition(db, bookingId, ["cancelled"], {
      status: "refunded",
      refundedAt: now,
    });
    return Boolean(row);
  },
};

async function confirmBooking(
  tx: Parameters<PayableHandler["applyPaid"]>[0],
  bookingId: string,
  now: Date,
): Promise<AppliedOutcome> {
  const booking = await bookingsRepo.lockBooking(tx, bookingId);
  if (!booking) return "unknown_order";
  const live = booking.status === "pending_payment" && booking.holdExpiresAt! > now;
  if (live) {
    await bookingsRepo.transition(tx, booking.id, ["pending_payment"], {
      status: "confirmed",
      confirmedAt: now,
    });
    return "confirmed";
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
      return "confirmed";
    }
    await bookingsRepo.transition(tx, booking.id, ["pending_payment", "expired"], {
      status: "cancelled",
      cancelledAt: now,
      refundPaise: booking.amountPaise,
    });
    return "late_refund";
  }
  if (booking.status === "cancelled" && booking.refundPaise === null) {
    // Cancelled while the payment was in flight: give all of it back.
    await bookingsRepo.transition(tx, booking.id, ["cancelled"], {
      refundPaise: booking.amountPaise,
    });
    return "late_refund";
  }
  return "already";
}
