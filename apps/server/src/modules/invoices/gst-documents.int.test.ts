import { gstinOf } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { pdfText } from "../../../test/pdf.js";
import {
  address,
  addToCart,
  checkout,
  createProduct,
  payLocally,
  stateWithCode,
} from "../../../test/shop.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { clock } from "../bookings/clock.js";

/**
 * Issue 38, item 6: the shop's invoices are GST documents (decision 230). A Tamil Nadu temple
 * registered for GST sells a taxable brass lamp and exempt prasadam; a Kerala temple is not
 * registered. What the devotee and the temple office read: the document's name, the seller's
 * GSTIN and state, the place of supply, HSN codes, and CGST + SGST or IGST.
 */
const ctx = await createTestApp();
const { app } = ctx;
clock.now = () => new Date("2026-12-02T05:00:00Z");
const TN = { code: "TN", name: "Tamil Nadu" };
const GSTIN = gstinOf("33", "AAATM1234A");
const { temple: madurai } = await createTemple(ctx, {
  name: "Meenakshi Amman Temple",
  state: TN,
  gstin: GSTIN,
});
const { temple: guruvayur } = await createTemple(ctx, {
  name: "Guruvayur Temple",
  state: { code: "KL", name: "Kerala" },
});
const lamp = await createProduct(ctx, madurai.id, {
  title: "Brass kuthuvilakku",
  category: "lamps",
  pricePaise: 1_18_000,
  gstRate: 18,
  hsnCode: "7418",
});
const laddu = await createProduct(ctx, madurai.id, {
  title: "Laddu prasadam",
  category: "prasadam",
  pricePaise: 20_000,
  hsnCode: "2106",
  freeShipping: true,
});
const incense = await createProduct(ctx, guruvayur.id, {
  title: "Incense sticks",
  pricePaise: 6_000,
  gstRate: 5,
  hsnCode: "3307",
  freeShipping: true,
});
const ka = await stateWithCode(ctx, "KA", "Karnataka");
const admin = await createUser(ctx, "admin");

const get = (u: TestUser, url: string) => app.inject({ url, headers: u.headers });

/** A paid order of `lines` delivered to `to` (Tamil Nadu by default): its invoice and PDF text. */
async function invoiced(
  templeId: string,
  lines: [string, number][],
  to: Record<string, unknown> = {},
) {
  const d = await createUser(ctx);
  for (const [id, n] of lines) await addToCart(ctx, d, id, n);
  const res = await checkout(ctx, d, templeId, { address: await address(ctx, to) });
  expect(res.statusCode, res.body).toBe(201);
  const o = res.json().data;
  await payLocally(ctx, d, o.id);
  const after = (await get(d, `/api/ecommerce/orders/${o.id}`)).json().data;
  const inv = (await get(d, `/api/invoices?id=${after.invoiceId}`)).json().data;
  const pdf = await get(d, `/api/invoices/${inv.id}/pdf?lang=en`);
  expect(pdf.statusCode).toBe(200);
  return { d, o, inv, text: await pdfText(pdf.rawPayload) };
}

const sumOf = (inv: {
  gst: Record<"taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise", number>;
}) => inv.gst.taxablePaise + inv.gst.cgstPaise + inv.gst.sgstPaise + inv.gst.igstPaise;

describe("GST documents of the temple shop (issue 38)", () => {
  it("an order delivered in the temple's state: a tax invoice with CGST + SGST", async () => {
    const { inv, text } = await invoiced(madurai.id, [[lamp.id, 1]]);
    // ₹1,180 lamp at 18 %: ₹1,000 + ₹90 + ₹90; ₹60 delivery goes with it (composite supply).
    expect(inv.gst).toEqual({
      document: "tax_invoice",
      sellerGstin: GSTIN,
      sellerState: { name: "Tamil Nadu", code: "33" },
      placeOfSupply: { name: "Tamil Nadu", code: "33" },
      interState: false,
      taxablePaise: 1_00_000 + 5_084,
      cgstPaise: 9_000 + 458,
      sgstPaise: 9_000 + 458,
      igstPaise: 0,
    });
    expect(sumOf(inv)).toBe(inv.totalPaise);
    expect(inv.taxPaise).toBe(2 * 9_458);
    expect(inv.items[0]).toMatchObject({ hsn: "7418", gstRate: 18, taxablePaise: 1_00_000 });
    expect(inv.items[1]).toMatchObject({ name: "Delivery", hsn: "7418", gstRate: 18 });
    for (const seen of [
      "Tax invoice",
      `GSTIN ${GSTIN}`,
      "Place of supply Tamil Nadu (state code 33)",
      "Within the state: CGST + SGST",
      "Brass kuthuvilakku 7418 1 1,000.00 9+9 90.00 90.00 1,180.00",
      "CGST ₹94.58",
      "SGST ₹94.58",
      "Total ₹1,240.00",
      "Status Processing",
      "For Meenakshi Amman Temple",
      "Authorised signatory",
    ]) {
      expect(text).toContain(seen);
    }
    expect(text).not.toContain("IGST");
    expect(text).not.toContain("processing");
  });

  it("an order delivered to another state: a tax invoice with IGST", async () => {
    const { inv, text } = await invoiced(madurai.id, [[lamp.id, 2]], {
      stateId: ka.id,
      city: "Bengaluru",
      pinCode: "560004",
    });
    expect(inv.gst).toMatchObject({
      document: "tax_invoice",
      placeOfSupply: { name: "Karnataka", code: "29" },
      interState: true,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 36_000 + 915,
    });
    expect(sumOf(inv)).toBe(inv.totalPaise);
    expect(text).toContain("Place of supply Karnataka (state code 29)");
    expect(text).toContain("Between states: IGST");
    expect(text).toContain("IGST ₹369.15");
    expect(text).not.toContain("CGST");
  });

  it("prasadam alone: a bill of supply without GST", async () => {
    const { inv, text } = await invoiced(madurai.id, [[laddu.id, 3]]);
    expect(inv).toMatchObject({ totalPaise: 60_000, taxPaise: 0, vat: 0 });
    expect(inv.gst).toMatchObject({ document: "bill_of_supply", sellerGstin: GSTIN });
    expect(inv.items).toEqual([expect.objectContaining({ hsn: "2106", taxablePaise: 60_000 })]);
    expect(text).toContain("Bill of supply");
    expect(text).toContain(`GSTIN ${GSTIN}`);
    expect(text).toContain("Exempt supply: no GST is charged.");
    expect(text).not.toContain("Tax invoice");
    expect(text).not.toMatch(/CGST|SGST|IGST|Prices include GST/);
  });

  it("a lamp and prasadam together: one invoice-cum-bill of supply, the prasadam untaxed", async () => {
    const { inv, text } = await invoiced(madurai.id, [
      [lamp.id, 1],
      [laddu.id, 1],
    ]);
    expect(inv.gst.document).toBe("invoice_cum_bill");
    const prasadam = inv.items.find((i: { hsn: string }) => i.hsn === "2106");
    expect(prasadam).toMatchObject({ gstRate: 0, cgstPaise: 0, taxablePaise: 20_000 });
    expect(sumOf(inv)).toBe(inv.totalPaise);
    expect(text).toContain("Invoice-cum-bill of supply");
    expect(text).toContain("Laddu prasadam 2106 1 200.00 Exempt — — 200.00");
    expect(text).toContain("Exempt supplies ₹200.00");
  });

  it("a temple not registered for GST: a bill of supply that charges no GST", async () => {
    const { inv, text } = await invoiced(guruvayur.id, [[incense.id, 2]]);
    expect(inv).toMatchObject({ totalPaise: 12_000, taxPaise: 0 });
    expect(inv.gst).toMatchObject({
      document: "bill_of_supply",
      sellerGstin: null,
      sellerState: { name: "Kerala", code: "32" },
      igstPaise: 0,
    });
    expect(text).toContain("Bill of supply");
    expect(text).toContain("GSTIN Not registered under GST");
    expect(text).toContain("The seller is not registered under GST and charges no GST.");
    expect(text).toContain("Incense sticks 3307 2 60.00 120.00");
    expect(text).not.toMatch(/CGST|SGST|IGST|Prices include GST/);
  });

  it("a refund's credit note credits each line's tax, against the invoice and its date", async () => {
    const { o, inv } = await invoiced(madurai.id, [[lamp.id, 1]]);
    const res = await app.inject({
      method: "POST",
      url: `/api/staff/orders/${o.id}/cancel`,
      headers: admin.headers,
      payload: { reason: "Out of stock" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = (await get(admin, `/api/invoices?id=${inv.id}`)).json().data;
    const note = (await get(admin, `/api/invoices?id=${cancelled.creditNote.id}`)).json().data;
    expect(note).toMatchObject({
      kind: "credit_note",
      totalPaise: inv.totalPaise,
      taxPaise: inv.taxPaise,
      gst: { sellerGstin: GSTIN, cgstPaise: inv.gst.cgstPaise, interState: false },
      items: [expect.objectContaining({ hsn: "7418" }), expect.objectContaining({ hsn: "7418" })],
    });
    const pdf = await pdfText(
      (await get(admin, `/api/invoices/${note.id}/pdf?lang=en`)).rawPayload,
    );
    expect(pdf).toContain("Credit note");
    expect(pdf).toContain(`Against invoice ${inv.orderNo} of Wed, 2 Dec, 2026`);
    expect(pdf).toContain("CGST ₹94.58");
  });
});
