import { DONATION } from "@sannidhi/contracts";
import type { DonationTrust } from "../../db/schema/index.js";
import { formatRupees, newPdf } from "../../lib/pdf.js";
import { rupeesInWords } from "./amount-words.js";

export interface ReceiptData {
  receiptNumber: string;
  /** India date of payment, YYYY-MM-DD. */
  date: string;
  templeName: string;
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
}

const dmy = (iso: string) => iso.split("-").reverse().join("-");

/**
 * A donation receipt (issue 18): an 80G receipt with the trust's PAN and registration and the
 * donor's PAN, or a plain receipt; amount in figures and words; terms noting that cash above
 * ₹2,000 is not deductible.
 */
export async function donationReceiptPdf(r: ReceiptData): Promise<Buffer> {
  const title = r.is80g ? "Donation receipt under section 80G" : "Donation receipt";
  const { doc, bytes } = newPdf(`${title} ${r.receiptNumber}`);
  const line = (label: string, value: string) => {
    doc.font("bold").text(`${label}: `, { continued: true });
    doc.font("text").text(value);
  };

  doc.font("bold").fontSize(18).text(r.trust.name);
  doc.font("text").fontSize(10).text(r.trust.address);
  if (r.trust.name !== r.templeName) doc.text(`For ${r.templeName}`);
  if (r.trust.pan) doc.text(`PAN of the trust: ${r.trust.pan}`);
  if (r.is80g && r.trust.reg80gNumber) {
    const validity = [
      r.trust.reg80gValidFrom ? `from ${dmy(r.trust.reg80gValidFrom)}` : "",
      r.trust.reg80gValidUntil ? `to ${dmy(r.trust.reg80gValidUntil)}` : "",
    ]
      .filter(Boolean)
      .join(" ");
    doc.text(
      `80G registration number: ${r.trust.reg80gNumber}${validity ? ` (valid ${validity})` : ""}`,
    );
  }
  doc.moveDown().font("bold").fontSize(14).text(title);
  doc.moveDown(0.5).fontSize(10);
  line("Receipt number", r.receiptNumber);
  line("Date", dmy(r.date));
  line("Received from", r.donorName || "Anonymous devotee");
  if (r.donorAddress) line("Address", r.donorAddress);
  if (r.pan) line("PAN of the donor", r.pan);
  line("Purpose", r.purpose);
  if (r.dedication) line("Dedication", r.dedication);
  doc.font("bold").text("Amount: ", { continued: true });
  doc.font("rupee").text("₹", { continued: true });
  doc.font("text").text(` ${formatRupees(r.amountPaise)}`);
  line("Amount in words", rupeesInWords(r.amountPaise));
  line("Mode of payment", r.paymentMode);

  doc.moveDown().font("bold").text("Terms");
  doc.font("text").fontSize(9);
  const cash = `₹${DONATION.cashLimitRupees.toLocaleString("en-IN")}`;
  const terms = [
    `Donations in cash above ${cash} are not deductible under section 80G of the Income-tax Act, 1961 (section 80G(5D)). This donation was received online, not in cash.`,
    r.is80g
      ? "The deduction is claimed on the certificate in Form 10BE that the trust issues after filing its statement of donations in Form 10BD for the financial year."
      : "This receipt does not qualify for a deduction under section 80G.",
    "This is a computer-generated receipt and needs no signature.",
  ];
  for (const t of terms) {
    // The rupee sign is in the Latin Extended subset: print it in that font.
    const parts = t.split("₹");
    parts.forEach((part, i) => {
      if (i > 0) doc.font("rupee").text("₹", { continued: true });
      doc.font("text").text(part, { continued: i < parts.length - 1 });
    });
    doc.moveDown(0.3);
  }
  doc.end();
  return bytes;
}
