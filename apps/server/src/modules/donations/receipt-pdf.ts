import { DONATION } from "@sannidhi/contracts";
import type { LanguageCode } from "@sannidhi/contracts/languages";
import { formatDate, formatMoney } from "@sannidhi/site/format";
import type { DonationTrust } from "../../db/schema/index.js";
import { devoteeDocument, type Fact } from "../../lib/pdf/layout.js";
import { rupeesInWords } from "./amount-words.js";

export interface ReceiptData {
  receiptNumber: string;
  /** When the payment arrived (printed in India time). */
  paidAt: Date;
  templeName: string;
  templePhone: string | null;
  trust: DonationTrust;
  is80g: boolean;
  donorName: string;
  donorAddress: string;
  /** In full: the receipt is the one place besides the export where it is shown. */
  pan: string | null;
  purpose: string;
  dedication: string;
  amountPaise: number;
  paymentMode: string;
  /** The payment provider's id of the payment, when there is one. */
  paymentReference: string | null;
}

/**
 * A donation receipt (issue 18; issue 37): an 80G receipt with the trust's PAN and registration
 * and the donor's PAN, or a plain receipt; amount in figures and words; terms noting that cash
 * above ₹2,000 is not deductible. In the donor's language; an 80G receipt, a tax document, also
 * in English (decision 222).
 */
export async function donationReceiptPdf(
  r: ReceiptData,
  lang: LanguageCode,
  now: Date,
): Promise<Buffer> {
  const english = r.is80g ? "Donation receipt under section 80G" : "Donation receipt";
  const d = devoteeDocument(`${english} ${r.receiptNumber}`, lang, r.is80g);
  const { t, en, label } = d;
  const day = (iso: string) => formatDate(`${iso}T12:00:00+05:30`, lang);
  const titleKey = r.is80g ? "documents:donation.title80g" : "documents:donation.title";

  d.letterhead(
    { name: r.trust.name, address: r.trust.address, phone: r.templePhone },
    t(titleKey),
    r.is80g ? en(titleKey) : undefined,
  );
  const rows: Fact[] = [];
  if (r.trust.name !== r.templeName) {
    rows.push({ label: "", value: t("documents:donation.forTemple", { temple: r.templeName }) });
  }
  if (r.trust.pan) rows.push(label("documents:donation.trustPan", r.trust.pan));
  if (r.is80g && r.trust.reg80gNumber) {
    const { reg80gValidFrom: from, reg80gValidUntil: until } = r.trust;
    const validity =
      from && until
        ? ` (${t("documents:donation.validity", { from: day(from), until: day(until) })})`
        : "";
    rows.push(label("documents:donation.registration", `${r.trust.reg80gNumber}${validity}`));
  }
  rows.push(
    label("documents:donation.receiptNumber", r.receiptNumber),
    label("documents:donation.date", d.time(r.paidAt)),
    label("documents:donation.receivedFrom", r.donorName || t("documents:donation.anonymous")),
  );
  if (r.donorAddress) rows.push(label("documents:donation.address", r.donorAddress));
  if (r.pan) rows.push(label("documents:donation.donorPan", r.pan));
  rows.push(label("documents:donation.purpose", r.purpose));
  if (r.dedication) rows.push(label("documents:donation.dedication", r.dedication));
  rows.push(
    label("documents:donation.amount", formatMoney(r.amountPaise, lang)),
    label("documents:donation.amountInWords", rupeesInWords(r.amountPaise)),
    label("documents:donation.mode", r.paymentMode),
  );
  if (r.paymentReference) rows.push(label("documents:paymentReference", r.paymentReference));
  d.facts(rows);

  d.section(t("documents:donation.terms"), r.is80g ? en("documents:donation.terms") : undefined);
  const cash = formatMoney(DONATION.cashLimitRupees * 100, "en").replace(/\.00$/, "");
  const terms = [
    "documents:donation.termCash",
    r.is80g ? "documents:donation.term80g" : "documents:donation.termNot80g",
  ];
  for (const key of terms) {
    d.paragraph(t(key, { cash }));
    if (r.is80g && lang !== "en") d.paragraph(en(key, { cash }), { color: "#555555" });
    d.doc.moveDown(0.3);
  }
  d.footer(now);
  d.doc.end();
  return d.bytes;
}
