import type { Invoice } from "@sannidhi/contracts";
import { formatRupees, newPdf } from "../../lib/pdf.js";

const TITLES: Record<Invoice["kind"], string> = {
  order: "Tax invoice",
  booking: "Invoice",
  manual: "Tax invoice",
  credit_note: "Credit note",
};

/** The printable invoice (issue 13): the temple as seller, amounts in ₹ with Indian grouping. */
export async function invoicePdf(inv: Invoice): Promise<Buffer> {
  const number = inv.orderNo ?? "DRAFT";
  const { doc, bytes } = newPdf(`${TITLES[inv.kind]} ${number}`);
  const rupees = (paise: number) => {
    doc.font("rupee").text("₹", { continued: true });
    doc.font("text").text(` ${formatRupees(paise)}`);
  };

  doc
    .font("bold")
    .fontSize(20)
    .text(`${TITLES[inv.kind]}${inv.status === "draft" ? " (draft)" : ""}`);
  doc.moveDown(0.3).font("text").fontSize(10);
  doc.text(`Number: ${number}    Date: ${inv.date}    Status: ${inv.status}`);
  if (inv.reference) {
    const what = inv.reference.kind === "order" ? "Order" : "Booking receipt";
    doc.text(`${what}: ${inv.reference.number}`);
  }
  if (inv.creditFor) doc.text(`Cancels invoice ${inv.creditFor.orderNo}`);
  if (inv.creditNote) doc.text(`Cancelled by credit note ${inv.creditNote.orderNo}`);

  const top = doc.y + 12;
  const half = (doc.page.width - 112) / 2;
  const party = (label: string, p: { name: string; address: string }, x: number) => {
    doc
      .font("bold")
      .fontSize(11)
      .text(label, x, top, { width: half - 10 });
    doc
      .font("text")
      .fontSize(10)
      .text(p.name, { width: half - 10 });
    doc.text(p.address, { width: half - 10 });
    return doc.y;
  };
  const bottom = Math.max(party("Seller", inv.seller, 56), party("Buyer", inv.buyer, 56 + half));

  // Items: name | qty | rate | GST % | amount.
  const cols = [56, 300, 345, 420, 470];
  const widths = [240, 40, 70, 45, 69];
  let y = bottom + 18;
  doc.font("bold").fontSize(10);
  for (const [i, h] of ["Item", "Qty", "Rate", "GST %", "Amount"].entries()) {
    doc.text(h, cols[i], y, { width: widths[i], align: i ? "right" : "left" });
  }
  y += 16;
  doc.font("text");
  for (const item of inv.items) {
    doc.text(item.name, cols[0], y, { width: widths[0] });
    const rowEnd = doc.y;
    doc.text(String(item.unit), cols[1], y, { width: widths[1], align: "right" });
    doc.text(formatRupees(item.pricePaise), cols[2], y, { width: widths[2], align: "right" });
    doc.text(String(item.gstRate), cols[3], y, { width: widths[3], align: "right" });
    doc.text(formatRupees(item.pricePaise * item.unit), cols[4], y, {
      width: widths[4],
      align: "right",
    });
    y = Math.max(rowEnd, doc.y) + 4;
  }
  doc
    .moveTo(56, y)
    .lineTo(doc.page.width - 56, y)
    .stroke();
  doc.text("", 56, y + 8);
  doc.font("bold").text("Total (GST included): ", { continued: true });
  rupees(inv.totalPaise);
  doc.font("text").text("of which GST: ", { continued: true });
  rupees(inv.taxPaise);
  doc.moveDown().fontSize(9).text("Currency: Indian rupees (INR). Prices include GST.");
  doc.end();
  return bytes;
}
