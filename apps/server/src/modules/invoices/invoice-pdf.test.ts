import { gstOfLine, type Invoice } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf.js";
import { invoicePdf } from "./invoice-pdf.js";

const invoice: Invoice = {
  id: "00000000-0000-4000-8000-000000000001",
  orderNo: "INV/2627/000042",
  kind: "order",
  status: "delivered",
  date: "2026-12-01",
  currency: "INR",
  vat: 5,
  buyer: { name: "பொன்னம்மாள் கௌரி", address: "14 North Masi Street, Madurai 625001" },
  seller: {
    templeId: "00000000-0000-4000-8000-000000000003",
    name: "Arulmigu Meenakshi Sundareswarar Temple",
    address: "West Chithirai Street, Madurai 625001",
  },
  items: [
    {
      name: "குங்குமம் (Kumkum), 50 g",
      unit: 2,
      price: 45,
      pricePaise: 4_500,
      gstRate: 0,
      hsn: "3304",
    },
    { name: "Brass diya", unit: 1, price: 350, pricePaise: 35_000, gstRate: 18, hsn: "7418" },
  ].map((i) => ({
    ...i,
    ...gstOfLine(i.unit * i.pricePaise, i.gstRate, { registered: true, interState: false }),
  })),
  totalPaise: 44_000,
  taxPaise: 5_338,
  financialYear: "2026-27",
  reference: { kind: "order", id: "00000000-0000-4000-8000-000000000004", number: "SO-000042" },
  gst: {
    document: "invoice_cum_bill",
    sellerGstin: "33AAATM1234A1ZG",
    sellerState: { name: "Tamil Nadu", code: "33" },
    placeOfSupply: { name: "Tamil Nadu", code: "33" },
    interState: false,
    taxablePaise: 38_662,
    cgstPaise: 2_669,
    sgstPaise: 2_669,
    igstPaise: 0,
  },
  creditNote: null,
  creditFor: null,
  createdAt: "2026-12-01T15:54:11.166Z",
};
const facts = { sellerPhone: "+91 452 234 4360", paymentReference: "pay_QX81kd92LmN3zA" };
const now = new Date("2026-12-01T15:56:00Z");

describe("invoice PDF (issue 37)", () => {
  it("a tax invoice reads in Tamil with English beside, with the seller's address and phone", async () => {
    const text = await pdfText(await invoicePdf(invoice, facts, "ta", now));
    expect(text).toContain("விலைப்பட்டியல் மற்றும் வழங்கல் பட்டியல்"); // invoice-cum-bill
    expect(text).toContain("Invoice-cum-bill of supply");
    expect(text).toContain("விற்பனையாளர்"); // "Seller" …
    expect(text).toContain("Seller"); // … and in English
    expect(text).toContain("West Chithirai Street, Madurai 625001");
    expect(text).toContain("+91 452 234 4360");
    expect(text).toContain("பொன்னம்மாள் கௌரி");
    expect(text).toContain("pay_QX81kd92LmN3zA");
    expect(text).toContain("₹440.00");
    expect(text).toContain("வழங்கப்பட்டது / Delivered");
    // Printed at 15:56 UTC: 9:26 pm India time (pdf.js may see a space before the ".").
    expect(text).toMatch(/1 டிச ?\., 2026, 9:26 PM இந்திய நேரம்/);
  });

  it("stays English only for an English reader", async () => {
    const text = await pdfText(await invoicePdf(invoice, facts, "en", now));
    expect(text).toContain("Invoice-cum-bill of supply");
    expect(text).toContain("Delivered");
    expect(text).not.toContain("Delivered / Delivered");
  });
});
