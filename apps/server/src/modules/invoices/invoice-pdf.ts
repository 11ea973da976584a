import type { Invoice } from "@sannidhi/contracts";
import type { LanguageCode } from "@sannidhi/contracts/languages";
import { formatDay } from "@sannidhi/site/format";
import { translator } from "@sannidhi/site/translate";
import { devoteeDocument, type Fact } from "../../lib/pdf/layout.js";
import { formatRupees } from "../../lib/pdf.js";
import { columnsOf } from "./invoice-pdf-lines.js";

/** What the invoice prints besides itself: the seller's phone, how it was paid. */
export interface InvoiceFacts {
  sellerPhone: string | null;
  paymentReference: string | null;
}

const LEFT = 56;

/**
 * The document's title key (decision 230): a credit note (rule 53), else the GST document the
 * supply needs — tax invoice (rule 46), bill of supply (rule 49) or invoice-cum-bill of supply
 * (rule 46A); an invoice issued before GST particulars were kept keeps its old title.
 */
function titleKey(inv: Invoice): string {
  if (inv.kind === "credit_note") return "documents:invoice.document.credit_note";
  if (inv.gst) return `documents:invoice.document.${inv.gst.document}`;
  return `documents:invoice.kind.${inv.kind}`;
}

/**
 * The printable GST document (issues 13, 38): the temple as seller with its GSTIN and state,
 * the place of supply, HSN and the tax split of every line, totals, and the signatory. In the
 * buyer's language with English beside every label (decision 222).
 */
export async function invoicePdf(
  inv: Invoice,
  facts: InvoiceFacts,
  lang: LanguageCode,
  now: Date,
): Promise<Buffer> {
  const number = inv.orderNo ?? "DRAFT";
  const titleEn = translator("en")(titleKey(inv));
  const d = devoteeDocument(`${titleEn} ${number}`, lang, true);
  const { doc, t, en, label, text } = d;
  const both = (key: string, values?: Record<string, string>) =>
    lang === "en" ? en(key, values) : `${t(key, values)} / ${en(key, values)}`;
  const draft = inv.status === "draft" ? ` (${t("documents:invoice.draft")})` : "";
  const draftEn = inv.status === "draft" ? " (draft)" : "";
  d.letterhead(
    { name: inv.seller.name, address: inv.seller.address, phone: facts.sellerPhone },
    `${t(titleKey(inv))}${draft}`,
    `${titleEn}${draftEn}`,
  );

  const gst = inv.gst;
  const state = (s: { name: string; code: string }) =>
    t("documents:invoice.stateWithCode", { name: s.name, code: s.code });
  const rows: Fact[] = [];
  if (gst) {
    rows.push(
      label("documents:invoice.gstin", gst.sellerGstin ?? both("documents:invoice.notRegistered")),
      label("documents:invoice.sellerState", state(gst.sellerState)),
    );
  }
  rows.push(
    label("documents:invoice.number", number),
    label("documents:invoice.date", formatDay(inv.date, lang)),
    label("documents:invoice.status", both(`documents:invoice.statuses.${inv.status}`)),
  );
  if (gst) {
    rows.push(label("documents:invoice.placeOfSupply", state(gst.placeOfSupply)));
    if (gst.sellerGstin && gst.document !== "bill_of_supply") {
      const supply = gst.interState ? "interState" : "intraState";
      rows.push(label("documents:invoice.supply", both(`documents:invoice.${supply}`)));
    }
  }
  if (inv.reference) {
    const what = inv.reference.kind === "order" ? "order" : "bookingReceipt";
    rows.push(label(`documents:invoice.${what}`, inv.reference.number));
  }
  if (facts.paymentReference) {
    rows.push(label("documents:paymentReference", facts.paymentReference));
  }
  if (inv.creditFor) {
    const of = inv.creditFor.date
      ? t("documents:invoice.numberOfDate", {
          number: inv.creditFor.orderNo,
          date: formatDay(inv.creditFor.date, lang),
        })
      : inv.creditFor.orderNo;
    rows.push(label("documents:invoice.against", of));
  }
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

  const columns = columnsOf(inv, t("documents:invoice.exempt"));
  let headerEnd = y;
  for (const [i, c] of columns.entries()) {
    const align = i ? "right" : "left";
    const key = `documents:invoice.${c.key}`;
    text(t(key), { bold: true, size: 8, x: c.x, y, width: c.width, align });
    if (lang !== "en") text(en(key), { size: 7, color: "#555555", width: c.width, align });
    headerEnd = Math.max(headerEnd, doc.y);
  }
  y = headerEnd + 4;
  for (const item of inv.items) {
    doc.y = y;
    y = d.room(30);
    let rowEnd = y;
    for (const [i, c] of columns.entries()) {
      text(c.cell(item), { size: 9, x: c.x, y, width: c.width, align: i ? "right" : "left" });
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
  const money = (p: number) => `₹${formatRupees(p)}`;
  const totals: Fact[] = [];
  if (gst?.sellerGstin) {
    const exemptPaise = inv.items
      .filter((i) => i.gstRate <= 0)
      .reduce((n, i) => n + i.taxablePaise, 0);
    if (gst.document !== "bill_of_supply") {
      totals.push(label("documents:invoice.totalTaxable", money(gst.taxablePaise - exemptPaise)));
    }
    if (exemptPaise > 0) totals.push(label("documents:invoice.exemptValue", money(exemptPaise)));
    if (gst.interState) {
      if (gst.igstPaise) totals.push(label("documents:invoice.igst", money(gst.igstPaise)));
    } else if (gst.cgstPaise) {
      totals.push(
        label("documents:invoice.cgst", money(gst.cgstPaise)),
        label("documents:invoice.sgst", money(gst.sgstPaise)),
      );
    }
    totals.push(label("documents:invoice.totalPayable", money(inv.totalPaise)));
  } else if (gst) {
    totals.push(label("documents:invoice.totalPayable", money(inv.totalPaise)));
  } else {
    totals.push(
      label("documents:invoice.total", money(inv.totalPaise)),
      label("documents:invoice.ofWhichGst", money(inv.taxPaise)),
    );
  }
  d.facts(totals);

  // What kind of document this is, in words (rules 46A and 49; CGST Act section 32(1)).
  const notes: string[] = [];
  if (gst && !gst.sellerGstin) notes.push("documents:invoice.unregisteredNote");
  else if (gst?.document === "bill_of_supply") notes.push("documents:invoice.exemptNote");
  else if (gst?.document === "invoice_cum_bill") notes.push("documents:invoice.mixedNote");
  const taxed = !gst || (gst.sellerGstin && gst.document !== "bill_of_supply");
  notes.push(taxed ? "documents:invoice.currency" : "documents:invoice.currencyPlain");
  for (const key of notes) {
    d.paragraph(t(key));
    if (lang !== "en") d.paragraph(en(key), { color: "#555555" });
  }

  // Rule 46(q) and 49(g): the supplier's signature. Issued online, signed by the temple's office.
  doc.moveDown(2);
  d.room(50);
  d.paragraph(both("documents:invoice.forSeller", { name: inv.seller.name }), { align: "right" });
  doc.moveDown(1.5);
  d.paragraph(both("documents:invoice.signatory"), { align: "right" });
  // Not the shared footer: it says a computer-made document needs no signature, which rule 46(q)
  // does not grant a tax invoice (only an e-invoice is spared, rule 48(4)).
  doc.moveDown(1.5);
  d.paragraph(t("documents:printed", { time: d.time(now) }), { color: "#555555" });
  doc.end();
  return d.bytes;
}
