import type { Booking } from "@sannidhi/contracts";
import type { LanguageCode } from "@sannidhi/contracts/languages";
import { formatMoney } from "@sannidhi/site/format";
import { devoteeDocument, type Fact, type Letterhead } from "../../lib/pdf/layout.js";

/** What the receipt prints besides the booking: who issues it and how it was paid. */
export interface ReceiptFacts {
  temple: Letterhead;
  /** The payment provider's id of the payment (Razorpay `pay_…`), when one was paid. */
  paymentReference: string | null;
}

/**
 * The printable receipt of one booking (issue 6, "Confirmation"; issue 37): in the devotee's
 * language, times in India time, statuses and birth stars in words, the temple's address and
 * phone, the payment's reference.
 */
export async function receiptPdf(
  b: Booking,
  facts: ReceiptFacts,
  lang: LanguageCode,
  now: Date,
): Promise<Buffer> {
  const t0 = devoteeDocument(`Receipt ${b.receiptNumber}`, lang);
  const { doc, t, label, time } = t0;
  const money = (paise: number) => formatMoney(paise, lang);

  t0.letterhead(facts.temple, t("documents:booking.title"));
  const rows: Fact[] = [
    label("documents:booking.receiptNumber", b.receiptNumber),
    label("documents:booking.status", t(`booking-terms:status.${b.status}`)),
    label(
      "documents:booking.pooja",
      `${b.pooja.name} · ${t(`booking-terms:kind.${b.pooja.kind}`)}`,
    ),
    label("documents:booking.when", time(new Date(`${b.date}T${b.slot}:00+05:30`))),
    label("documents:booking.amount", money(b.amountPaise)),
  ];
  if (facts.paymentReference) {
    rows.push(label("documents:paymentReference", facts.paymentReference));
  }
  if (b.refund) {
    const amount = money(b.refund.amountPaise);
    const value =
      b.refund.status === "processed" && b.refund.at
        ? t("documents:booking.refundProcessed", { amount, time: time(b.refund.at) })
        : t("documents:booking.refundPending", { amount });
    rows.push(label("documents:booking.refund", value));
  }
  rows.push(label("documents:booking.bookedAt", time(b.createdAt)));
  t0.facts(rows);

  t0.section(t("documents:booking.participants"));
  b.participants.forEach((p, i) => {
    const details: Fact[] = [];
    if (p.gotra) details.push(label("booking-terms:field.gotra", p.gotra));
    if (p.nakshatra) {
      details.push(
        label("booking-terms:field.nakshatra", t(`booking-terms:nakshatra.${p.nakshatra}`)),
      );
    }
    if (p.rasi) details.push(label("booking-terms:field.rasi", t(`booking-terms:rasi.${p.rasi}`)));
    t0.text(`${i + 1}. ${p.name}`, { bold: true, size: 11, x: 56, y: t0.room(60) });
    doc.moveDown(0.2);
    t0.facts(details);
  });
  if (b.wish) t0.facts([label("documents:booking.wish", b.wish)]);
  t0.footer(now);
  doc.end();
  return t0.bytes;
}
