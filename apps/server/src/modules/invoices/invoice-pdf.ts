import type { Invoice } from "@sannidhi/contracts";
import type { LanguageCode } from "@sannidhi/contracts/languages";
import { formatDay } from "@sannidhi/site/format";
import { devoteeDocument, type Fact } from "../../lib/pdf/layout.js";
import { formatRupees } from "../../lib/pdf.js";

const ENGLISH_TITLES: Record<Invoice["kind"], string> = {
  order: "Tax invoice",
  booking: "Invoice",
  manual: "Tax invoice",
  credit_note: "Credit note",
};

/** What the invoice prints besides itself: the seller's phone, how it was paid. */
export interface InvoiceFacts {
  sellerPhone: string | null;
  paymentReference: string | null;
}

const LEFT = 56;
// Items: name | qty | rate | GST % | amount (x and width of each column, in points).
const COLUMNS = [
  { key: "item", x: LEFT, width: 230 },
  { key: "qty", x: 290, width: 50 },
  { key: "rate", x: 345, width: 70 },
  { key: "gst", x: 420, width: 45 },
  { key: "amount", x: 470, width: 69 },
] as const;

/**
 * The printable invoice (issue 13): the temple as seller, amounts in ₹ with Indian grouping.
 * Issue 37: a tax document, so in the buyer's language with English beside every label
 * (decision 222); what it says (numbers, rates, parties) is unchanged.
 */
export async function invoicePdf(
  inv: Invoice,
  facts: InvoiceFacts,
  lang: LanguageCode,
  now: Date,
): Promise<Buffer> {
  const number = inv.orderNo ?? "DRAFT";
  const d = devoteeDocument(`${ENGLISH_TITLES[inv.kind]} ${number}`, lang, true);
  const { doc, t, en, label, text } = d;
  const draft = inv.status === "draft" ? ` (${t("documents:invoice.draft")})` : "";
  const draftEn = inv.status === "draft" ? " (draft)" : "";

  d.letterhead(
    { name: inv.seller.name, address: inv.seller.address, phone: facts.sellerPhone },
    `${t(`documents:invoice.kind.${inv.kind}`)}${draft}`,
    `${ENGLISH_TITLES[inv.kind]}${draftEn}`,
  );
  const status = (s: string) =>
    lang === "en"
      ? en(`documents:invoice.statuses.${s}`)
      : `${t(`documents:invoice.statuses.${s}`)} / ${en(`documents:invoice.statuses.${s}`)}`;
  const rows: Fact[] = [
    label("documents:invoice.number", number),
    label("documents:invoice.date", formatDay(inv.date, lang)),
    label("documents:invoice.status", status(inv.status)),
  ];
  if (inv.reference) {
    const what = inv.reference.kind === "order" ? "order" : "bookingReceipt";
    rows.push(label(`documents:invoice.${what}`, inv.reference.number));
  }
  if (facts.paymentReference) {
    rows.push(label("documents:paymentReference", facts.paymentReference));
  }
  if (inv.creditFor) rows.push(label("documents:invoice.cancels", inv.creditFor.orderNo));
  if (inv.creditNote) rows.push(label("documents:invoice.cancelledBy", inv.creditNote.orderNo));
  d.facts(rows);

  // Seller and buyer side by side.
  const top = d.room(90) + 6;
  const half = (doc.page.width - 2 * LEFT) / 2;
  const party = (key: string, p: { name: string; address: string }, x: number) => {
    text(t(`documents:invoice.${key}`), { bold: true, size: 10, x, y: top, width: half - 10 });
    if (lang !== "en") text(en(`documents:invoice.${key}`), { size: 8, color: "#555555" });
    text(p.name, { size: 10, width: half - 10 });
    text(p.address, { size: 10, width: half - 10 });
    return doc.y;
  };
  let y = Math.max(party("seller", inv.seller, LEFT), party("buyer", inv.buyer, LEFT + half)) + 16;

  let headerEnd = y;
  for (const [i, c] of COLUMNS.entries()) {
    const align = i ? "right" : "left";
    text(t(`documents:invoice.${c.key}`), {
      bold: true,
      size: 9,
      x: c.x,
      y,
      width: c.width,
      align,
    });
    if (lang !== "en") {
      text(en(`documents:invoice.${c.key}`), { size: 7, color: "#555555", width: c.width, align });
    }
    headerEnd = Math.max(headerEnd, doc.y);
  }
  y = headerEnd + 4;
  for (const item of inv.items) {
    const cells = [
      item.name,
      String(item.unit),
      formatRupees(item.pricePaise),
      String(item.gstRate),
      formatRupees(item.pricePaise * item.unit),
    ];
    doc.y = y;
    y = d.room(30);
    let rowEnd = y;
    for (const [i, c] of COLUMNS.entries()) {
      text(cells[i]!, { size: 10, x: c.x, y, width: c.width, align: i ? "right" : "left" });
      rowEnd = Math.max(rowEnd, doc.y);
    }
    y = rowEnd + 4;
  }
  doc
    .moveTo(LEFT, y)
    .lineTo(doc.page.width - LEFT, y)
    .lineWidth(0.5)
    .stroke("#999999");
  doc.x = LEFT;
  doc.y = y + 8;
  d.facts([
    label("documents:invoice.total", `₹${formatRupees(inv.totalPaise)}`),
    label("documents:invoice.ofWhichGst", `₹${formatRupees(inv.taxPaise)}`),
  ]);
  d.paragraph(t("documents:invoice.currency"));
  if (lang !== "en") d.paragraph(en("documents:invoice.currency"), { color: "#555555" });
  d.footer(now);
  doc.end();
  return d.bytes;
}
