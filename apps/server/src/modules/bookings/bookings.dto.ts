import { type Booking, type LanguageCode, pickText } from "@sannidhi/contracts";
import type { BookingView } from "./bookings.repository.js";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What a devotee sees of a booking. A pending hold past its expiry reads `expired` at once, even
 * before the sweeper has written it (issue 6: correct even if no sweeper has run).
 */
export function toBookingDto(v: BookingView, now: Date, lang: LanguageCode = "en"): Booking {
  const b = v.booking;
  const name = (english: string, translations: BookingView["poojaTranslations"], field: string) =>
    pickText(english, translations, lang, field).text;
  const lapsed =
    b.status === "pending_payment" && b.holdExpiresAt && b.holdExpiresAt.getTime() <= now.getTime();
  return {
    id: b.id,
    receiptNumber: b.receiptNumber,
    status: lapsed ? "expired" : b.status,
    amountPaise: b.amountPaise,
    pooja: {
      id: v.pooja.id,
      name: name(v.pooja.name, v.poojaTranslations, "name"),
      kind: v.pooja.kind,
    },
    temple: {
      id: v.temple.id,
      slug: v.temple.slug,
      name: name(v.temple.name, v.templeTranslations, "name"),
      town: name(v.temple.town, v.templeTranslations, "town"),
    },
    date: b.date,
    slot: b.slot,
    participants: b.participants,
    wish: b.wish,
    createdAt: b.createdAt.toISOString(),
    holdExpiresAt: b.status === "pending_payment" ? iso(b.holdExpiresAt) : null,
    confirmedAt: iso(b.confirmedAt),
    cancelledAt: iso(b.cancelledAt),
    refund:
      b.refundPaise && b.refundPaise > 0
        ? {
            amountPaise: b.refundPaise,
            status: b.refundedAt ? "processed" : "pending",
            at: iso(b.refundedAt),
          }
        : null,
    performedAt: iso(b.performedAt),
    proofPhotoUrl: b.proofPhotoUrl,
  };
}

/** Staff also see who booked and the priest assigned. */
export function toStaffBookingDto(v: BookingView, now: Date) {
  return {
    ...toBookingDto(v, now),
    devotee: { name: v.userName, mobile: v.mobile },
    priestId: v.booking.priestId,
    priestName: v.priestName,
  };
}
