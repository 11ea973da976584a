import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { gstinOf } from "@sannidhi/contracts/gst-rules";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionFor, signIn } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";
import {
  createProduct,
  createShopTemple,
  type ShopTemple,
  stateOfCode,
} from "./support/fixtures.js";
import { pdfPages } from "./support/pdf.js";
import { type DeliveryAddress, type PaidShopOrder, paidShopOrder } from "./support/shop.js";

/**
 * Issue 38, item 6 (decisions 230 and 231): the temple office opens a paid order's invoice and
 * downloads its PDF, and both are GST documents. A Tamil Nadu temple registered for GST sells a
 * taxable brass lamp (HSN 7418, 18 %) and exempt prasadam (HSN 2106, 0 %). A devotee buys a lamp
 * delivered to Karnataka (IGST), two lamps delivered in Tamil Nadu (CGST + SGST) and prasadam
 * alone (a bill of supply, no tax). Prices include GST: a ₹1,180.00 lamp is ₹1,000.00 and
 * ₹180.00 of tax.
 */
const b = useBrowser();

let temple: ShopTemple;
let gstin: string;
let lampTitle: string;
let prasadamTitle: string;
let interState: PaidShopOrder;
let intraState: PaidShopOrder;
let exemptOnly: PaidShopOrder;
let staff: Page;

beforeAll(async () => {
  const tn = await stateOfCode(b.baseUrl, "TN", "Tamil Nadu");
  const ka = await stateOfCode(b.baseUrl, "KA", "Karnataka");
  // A made-up trust PAN; the GSTIN of Tamil Nadu (33) on it gets its computed check character.
  const pan = `AAAT${String.fromCharCode(65 + randomInt(26))}${randomInt(1000, 10000)}K`;
  gstin = gstinOf("33", pan);
  temple = await createShopTemple(b.baseUrl, { stateId: tn.id, pinCode: "625001", gstin });
  lampTitle = `Brass lamp ${temple.word}`;
  prasadamTitle = `Laddu prasadam ${temple.word}`;
  const lamp = await createProduct(b.baseUrl, temple.id, {
    title: lampTitle,
    category: "lamps",
    pricePaise: 1_180_00,
    gstRate: 18,
    hsnCode: "7418",
  });
  const laddu = await createProduct(b.baseUrl, temple.id, {
    title: prasadamTitle,
    category: "prasadam",
    pricePaise: 200_00,
    gstRate: 0,
    hsnCode: "2106",
  });
  const devotee = await sessionFor(b.baseUrl, "user");
  const to = (over: Partial<DeliveryAddress>): DeliveryAddress => ({
    name: "Meena Sundaram",
    mobile: "9840012345",
    line1: "12 North Mada Street",
    city: "Chennai",
    stateId: tn.id,
    pinCode: "600004",
    ...over,
  });
  const bengaluru = to({ city: "Bengaluru", stateId: ka.id, pinCode: "560004" });
  interState = await paidShopOrder(
    b.baseUrl,
    devotee,
    temple.id,
    [{ productId: lamp.id, amount: 1 }],
    bengaluru,
  );
  intraState = await paidShopOrder(
    b.baseUrl,
    devotee,
    temple.id,
    [{ productId: lamp.id, amount: 2 }],
    to({}),
  );
  exemptOnly = await paidShopOrder(
    b.baseUrl,
    devotee,
    temple.id,
    [{ productId: laddu.id, amount: 3 }],
    to({}),
  );
  // The trust's office, on a laptop.
  staff = await b.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await signIn(staff, "admin");
});

/**
 * Opens the order's invoice as staff do and waits for its heading (the document's name and
 * number); answers the number.
 */
async function openInvoice(order: PaidShopOrder, documentName: string): Promise<string> {
  await staff.goto(`/invoices/${order.invoiceId}`);
  const heading = staff.getByRole("heading", {
    name: new RegExp(`^${documentName} INV/\\d{4}/\\d{6}$`),
  });
  await heading.waitFor();
  return ((await heading.textContent()) ?? "").replace(`${documentName} `, "");
}

/** Presses the page's PDF button and reads the downloaded document's text. */
async function downloadPdf(number: string): Promise<string> {
  const [download] = await Promise.all([
    staff.waitForEvent("download"),
    staff.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number.replace(/\//g, "-")}.pdf`);
  const bytes = await readFile(await download.path());
  return (await pdfPages(bytes)).map((p) => p.text).join(" ");
}

/** The invoice's items table on screen: the row of one product. */
const rowOf = (title: string) =>
  staff.getByRole("table", { name: "Items" }).getByRole("row").filter({ hasText: title });

describe("issue 38: the staff invoice of a shop order is a GST document, on screen and in its PDF", () => {
  it("delivered to another state: a tax invoice with IGST", async () => {
    const number = await openInvoice(interState, "Tax invoice");
    await staff.getByText(`Tax invoice · ${gstin}`, { exact: true }).waitFor();
    await staff.getByText("Karnataka (29)", { exact: true }).waitFor();
    await staff.getByText("IGST ₹180.00", { exact: true }).waitFor();
    expect(await rowOf(lampTitle).getByRole("cell").allTextContents()).toEqual([
      lampTitle,
      "7418",
      "1",
      "₹1,180.00",
      "18 %",
      "₹1,180.00",
    ]);
    expect(await staff.getByText(/CGST|SGST/).count()).toBe(0);

    const text = await downloadPdf(number);
    for (const seen of [
      // The document's name under the letterhead, then the seller's GSTIN and the number.
      `Tax invoice GSTIN ${gstin}`,
      `Number ${number}`,
      "Seller's state Tamil Nadu (state code 33)",
      "Place of supply Karnataka (state code 29)",
      "Between states: IGST",
      `${lampTitle} 7418 1 1,000.00 18 180.00 1,180.00`,
      "Taxable value ₹1,000.00",
      "IGST ₹180.00",
      "Total ₹1,180.00",
      `For ${temple.name}`,
      "Authorised signatory",
    ]) {
      expect(text).toContain(seen);
    }
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("delivered in the temple's state: a tax invoice with CGST + SGST", async () => {
    const number = await openInvoice(intraState, "Tax invoice");
    await staff.getByText(`Tax invoice · ${gstin}`, { exact: true }).waitFor();
    await staff.getByText("Tamil Nadu (33)", { exact: true }).waitFor();
    await staff.getByText("CGST ₹180.00 + SGST ₹180.00", { exact: true }).waitFor();
    expect(await rowOf(lampTitle).getByRole("cell").allTextContents()).toEqual([
      lampTitle,
      "7418",
      "2",
      "₹1,180.00",
      "18 %",
      "₹2,360.00",
    ]);
    expect(await staff.getByText(/IGST/).count()).toBe(0);

    const text = await downloadPdf(number);
    for (const seen of [
      `Tax invoice GSTIN ${gstin}`,
      `Number ${number}`,
      "Place of supply Tamil Nadu (state code 33)",
      "Within the state: CGST + SGST",
      `${lampTitle} 7418 2 2,000.00 9+9 180.00 180.00 2,360.00`,
      "Taxable value ₹2,000.00",
      "CGST ₹180.00",
      "SGST ₹180.00",
      "Total ₹2,360.00",
    ]) {
      expect(text).toContain(seen);
    }
    expect(text).not.toContain("IGST");
  });

  it("prasadam alone: a bill of supply, without tax columns", async () => {
    const number = await openInvoice(exemptOnly, "Bill of supply");
    await staff.getByText(`Bill of supply · ${gstin}`, { exact: true }).waitFor();
    await staff.getByText("Tamil Nadu (33)", { exact: true }).waitFor();
    await rowOf(prasadamTitle).getByRole("cell", { name: "2106", exact: true }).waitFor();
    expect(await staff.getByText(/Tax invoice|CGST|SGST|IGST/).count()).toBe(0);

    const text = await downloadPdf(number);
    for (const seen of [
      `Bill of supply GSTIN ${gstin}`,
      `Number ${number}`,
      "Place of supply Tamil Nadu (state code 33)",
      // Item, HSN/SAC, quantity, rate and amount: no taxable value, rate or tax columns.
      "Item HSN/SAC Qty Rate Amount",
      `${prasadamTitle} 2106 3 200.00 600.00`,
      "Total ₹600.00",
      "Exempt supply: no GST is charged.",
    ]) {
      expect(text).toContain(seen);
    }
    expect(text).not.toMatch(/Tax invoice|CGST|SGST|IGST|Taxable value|Prices include GST/);
  });
});
