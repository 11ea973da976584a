import type { Booking } from "@sannidhi/contracts";
import { formatRupees, newPdf } from "../../lib/pdf.js";

/** The printable receipt of one booking (issue 6, "Confirmation"). */
export async function receiptPdf(b: Booking): Promise<Buffer> {
  const { doc, bytes: done } = newPdf(`Receipt ${b.receiptNumber}`);

  doc.font("bold").fontSize(20).text("Sannidhi — Booking receipt");
  doc.moveDown(0.5).font("text").fontSize(11);
  const line = (label: string, value: string) =>
    doc.font("bold").text(`${label}: `, { continued: true }).font("text").text(value);
  line("Receipt number", b.receiptNumber);
  line("Status", b.status.replace("_", " "));
  line("Temple", `${b.temple.name}, ${b.temple.town}`);
  line("Pooja", `${b.pooja.name} (${b.pooja.kind})`);
  line("Date and time", `${b.date} at ${b.slot} (India time)`);
  doc.font("bold").text("Amount: ", { continued: true });
  doc.font("rupee").text("₹", { continued: true });
  doc.font("text").text(` ${formatRupees(b.amountPaise)}`);
  if (b.refund) {
    doc
      .font("bold")
      .text("Refund: ", { continued: true })
      .font("rupee")
      .text("₹", { continued: true });
    doc.font("text").text(` ${formatRupees(b.refund.amountPaise)} (${b.refund.status})`);
  }
  line("Booked at", b.createdAt);
  doc.moveDown().font("bold").fontSize(13).text("Participants (sankalpam)");
  doc.font("text").fontSize(11);
  b.participants.forEach((p, i) => {
    const extra = [
      p.gotra && `gotra ${p.gotra}`,
      p.nakshatra && `nakshatra ${p.nakshatra}`,
      p.rasi && `rasi ${p.rasi}`,
    ]
      .filter(Boolean)
      .join(", ");
    doc.text(`${i + 1}. ${p.name}${extra ? ` — ${extra}` : ""}`);
  });
  if (b.wish) doc.moveDown(0.5).text(`Wish: ${b.wish}`);
  doc.end();
  return done;
}
