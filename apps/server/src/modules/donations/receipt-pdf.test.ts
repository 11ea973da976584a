import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf.js";
import { donationReceiptPdf, type ReceiptData } from "./receipt-pdf.js";

const receipt: ReceiptData = {
  receiptNumber: "DN/2627/000042",
  paidAt: new Date("2026-12-01T15:54:11.166Z"),
  templeName: "Sri Kashi Vishwanath Temple",
  templePhone: "+91 542 239 2629",
  trust: {
    name: "Shri Kashi Vishwanath Temple Trust",
    address: "Lahori Tola, Varanasi 221001",
    pan: "AAATS1234K",
    reg80gNumber: "AAATS1234KF20214",
    reg80gValidFrom: "2022-04-01",
    reg80gValidUntil: "2027-03-31",
  },
  is80g: true,
  donorName: "श्रीमती क्षमा त्रिपाठी",
  donorAddress: "12 Ganga Marg, Varanasi",
  pan: "ABCPT1234Q",
  purpose: "अन्नदान",
  dedication: "",
  amountPaise: 510_000,
  paymentMode: "Online (UPI, card or net banking via Razorpay)",
  paymentReference: "pay_QX81kd92LmN3zA",
};
const now = new Date("2026-12-01T16:00:00Z");
// pdf.js breaks Devanagari words where a mark is placed by an offset ("अं तर्गत"): a reading
// artefact (pdfium reads the ActualText and gives the words whole), so Hindi is compared without
// white space; the Tamil name below is compared as it is.
const squash = (s: string) => s.replace(/\s+/g, "");

describe("donation receipt PDF (issue 37)", () => {
  it("an 80G receipt reads in Hindi with English beside, India time and the trust's address", async () => {
    const text = await pdfText(await donationReceiptPdf(receipt, "hi", now));
    const hindi = squash(text);
    expect(hindi).toContain(squash("धारा 80G के अंतर्गत दान रसीद")); // "Donation receipt under 80G"
    expect(text).toContain("Donation receipt under section 80G"); // and in English, a tax document
    expect(hindi).toContain(squash("रसीद संख्या")); // "Receipt number" …
    expect(text).toContain("Receipt number"); // … beside its English label
    expect(hindi).toContain(squash("श्रीमती क्षमा त्रिपाठी"));
    expect(text).toContain("Lahori Tola, Varanasi 221001");
    expect(text).toContain("+91 542 239 2629");
    expect(text).toContain("pay_QX81kd92LmN3zA");
    expect(text).toContain("₹5,100.00");
    expect(hindi).toContain(squash("1 दिस॰ 2026, 9:24 pm भारतीय समय"));
    // The legal terms stay, in English beside the Hindi.
    expect(text).toContain("Donations in cash above ₹2,000 are not deductible");
  });

  it("a plain receipt reads in Tamil only", async () => {
    const plain = { ...receipt, is80g: false, pan: null, donorName: "பொன்னம்மாள் கௌரி" };
    const text = await pdfText(await donationReceiptPdf(plain, "ta", now));
    expect(text).toContain("நன்கொடை ரசீது");
    expect(text).toContain("பொன்னம்மாள் கௌரி");
    expect(text).not.toContain("Receipt number");
  });
});
