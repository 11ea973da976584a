import { gstinOf } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { employAt, stateWithCode } from "../../../test/shop.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { clock } from "../bookings/clock.js";

const ctx = await createTestApp();
const { app } = ctx;
const START = new Date("2026-03-02T04:00:00Z");
clock.now = () => START;
const { temple } = await createTemple(ctx, {
  name: "Sri Kapaleeswarar",
  state: { code: "TN", name: "Tamil Nadu" },
  gstin: gstinOf("33", "AAATK4321Q"),
});
const { temple: other } = await createTemple(ctx, { name: "Sri Parthasarathy" });
const pooja = await createPooja(ctx, temple.id, { name: "Archanai", pricePaise: 10_150 });
const admin = await createUser(ctx, "admin");

const get = (u: TestUser, url: string) => app.inject({ url, headers: u.headers });
const post = (u: TestUser, url: string, payload: object) =>
  app.inject({ method: "POST", url, headers: u.headers, payload });
const manual = (over: Record<string, unknown> = {}, as = admin) =>
  post(as, "/api/invoices/add", {
    templeId: temple.id,
    buyer: { name: "Lakshmi Traders", address: "5 Bazaar Road, Mylapore" },
    items: [
      { name: "Donated brass lamp, sold on", unit: 2, price: 1180.5 },
      { name: "Silk vastram", unit: 1, price: 2500 },
    ],
    vat: 18,
    ...over,
  });

async function paidBooking(d: TestUser) {
  const b = await post(d, "/api/bookings", {
    poojaId: pooja.id,
    date: "2026-03-05",
    slot: "18:00",
    participants: [{ name: "Meena" }, { name: "Arun" }],
  });
  const id = b.json().data.id as string;
  const order = (await post(d, "/api/payments/order", { bookingId: id })).json().data;
  await post(d, "/api/payments/local/complete", {
    bookingId: id,
    orderId: order.orderId,
    outcome: "success",
    signature: order.signature,
  });
  return b.json().data as { id: string; receiptNumber: string };
}

describe("invoices (spec section 3 fields, GST numbering)", () => {
  it("issues an invoice for every paid booking, with the temple as seller", async () => {
    const d = await createUser(ctx);
    const booking = await paidBooking(d);
    const mine = (await get(d, "/api/invoices/all")).json();
    expect(mine.meta.total).toBe(1);
    const inv = mine.data[0];
    expect(inv).toMatchObject({
      orderNo: expect.stringMatching(/^INV\/2526\/\d{6}$/),
      kind: "booking",
      status: "processing",
      date: "2026-03-02",
      currency: "INR",
      vat: 0,
      buyer: { address: `Mobile ${d.mobile}` },
      seller: { name: "Sri Kapaleeswarar", templeId: temple.id },
      items: [
        { name: "Archanai on 2026-03-05 at 18:00", unit: 2, price: 101.5, pricePaise: 10_150 },
      ],
      totalPaise: 20_300,
      taxPaise: 0,
      financialYear: "2526",
      reference: { kind: "booking", id: booking.id, number: booking.receiptNumber },
    });
    expect(inv.seller.address).toContain("600001");
    const one = await get(d, `/api/invoices?id=${inv.id}`);
    expect(one.json().data).toEqual(inv);
  });

  it("adds a manual invoice as a draft without a number, and numbers it when it is issued", async () => {
    const draft = await manual();
    expect(draft.statusCode, draft.body).toBe(200);
    const inv = draft.json().data;
    expect(inv).toMatchObject({
      orderNo: null,
      kind: "manual",
      status: "draft",
      vat: 18,
      totalPaise: 2 * 118_050 + 250_000,
      // 18 % included, sold at the temple: CGST and SGST of 9 % each, rounded to the paisa per
      // line: 236100 × 9/118 = 18007.6 → 18008 twice; 250000 × 9/118 = 19067.8 → 19068 twice.
      taxPaise: 2 * 18_008 + 2 * 19_068,
      items: [
        { name: "Donated brass lamp, sold on", unit: 2, price: 1180.5, gstRate: 18 },
        { name: "Silk vastram", unit: 1, price: 2500, gstRate: 18 },
      ],
    });
    const edited = await post(admin, "/api/invoices/update", { id: inv.id, vat: 5 });
    expect(edited.json().data).toMatchObject({ status: "draft", vat: 5 });
    const issued = await post(admin, "/api/invoices/update", { id: inv.id, status: "pending" });
    expect(issued.json().data).toMatchObject({
      status: "pending",
      orderNo: expect.stringMatching(/^INV\/2526\/\d{6}$/),
    });
    const changed = await post(admin, "/api/invoices/update", {
      id: inv.id,
      items: [{ name: "Other", unit: 1, price: 1 }],
    });
    expect(changed.json()).toMatchObject({ code: "INVOICE_ISSUED" });
    const forward = await post(admin, "/api/invoices/update", { id: inv.id, status: "delivered" });
    expect(forward.json().data.status).toBe("delivered");
    const back = await post(admin, "/api/invoices/update", { id: inv.id, status: "pending" });
    expect(back.json()).toMatchObject({ code: "INVOICE_STATUS" });
  });

  it("numbers each seller's invoices in one series without gaps; drafts take no number", async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      numbers.push((await manual({ templeId: other.id, status: "pending" })).json().data.orderNo);
      await manual({ templeId: other.id }); // a draft in between
    }
    expect(numbers).toEqual(["INV/2526/000001", "INV/2526/000002", "INV/2526/000003"]);
    // A new financial year starts again at 1 (1 April, India time).
    clock.now = () => new Date("2026-03-31T18:30:00Z");
    const april = (await manual({ templeId: other.id, status: "processing" })).json().data;
    expect(april).toMatchObject({ orderNo: "INV/2627/000001", date: "2026-04-01" });
    clock.now = () => START;
  });

  it("never erases an issued invoice: it is cancelled with a credit note", async () => {
    const inv = (await manual({ status: "processing" })).json().data;
    const del = await post(admin, "/api/invoices/delete", { id: inv.id });
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toMatch(/cancel an issued one with a credit note/);
    const cancelled = (
      await post(admin, "/api/invoices/update", { id: inv.id, status: "cancelled" })
    ).json().data;
    expect(cancelled).toMatchObject({
      status: "cancelled",
      creditNote: { orderNo: expect.stringMatching(/^CN\/2526\/\d{6}$/) },
    });
    const note = (await get(admin, `/api/invoices?id=${cancelled.creditNote.id}`)).json().data;
    expect(note).toMatchObject({
      kind: "credit_note",
      creditFor: { id: inv.id, orderNo: inv.orderNo },
      totalPaise: inv.totalPaise,
      taxPaise: inv.taxPaise,
      // Rule 53: the note credits each line of the invoice, at its rate.
      items: inv.items.map((i: { name: string; gstRate: number }) =>
        expect.objectContaining({ name: i.name, gstRate: i.gstRate }),
      ),
    });
    const pdf = await get(admin, `/api/invoices/${note.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toContain(note.orderNo.replace(/\//g, "-"));
    // A draft, by contrast, is simply deleted.
    const draft = (await manual()).json().data;
    expect((await post(admin, "/api/invoices/delete", { id: draft.id })).json().data).toEqual({
      id: draft.id,
    });
    expect((await get(admin, `/api/invoices?id=${draft.id}`)).statusCode).toBe(404);
  });

  it("keeps a booking's invoice with the booking: refunded means a credit note", async () => {
    const d = await createUser(ctx);
    const booking = await paidBooking(d);
    const inv = (await get(d, "/api/invoices/all")).json().data[0];
    expect(
      (await post(admin, "/api/invoices/update", { id: inv.id, status: "cancelled" })).statusCode,
    ).toBe(409);
    clock.now = () => new Date(START.getTime() + 30_000);
    await app.inject({
      method: "POST",
      url: `/api/bookings/${booking.id}/cancel`,
      headers: d.headers,
    });
    clock.now = () => START;
    const after = (await get(d, `/api/invoices?id=${inv.id}`)).json().data;
    expect(after).toMatchObject({
      status: "cancelled",
      creditNote: { orderNo: expect.stringMatching(/^CN\//) },
    });
    expect((await get(d, "/api/invoices/all")).json().meta.total).toBe(2);
  });

  it("lists and filters for staff, only their temples' for a temple's own staff", async () => {
    await manual({ status: "pending", buyer: { name: "Findable Buyer Co", address: "" } });
    const found = (await get(admin, "/api/invoices/all?q=findable")).json();
    expect(found.data.map((i: { buyer: { name: string } }) => i.buyer.name)).toEqual([
      "Findable Buyer Co",
    ]);
    const drafts = (
      await get(admin, `/api/invoices/all?status=draft&temple_id=${temple.id}`)
    ).json();
    expect(drafts.data.every((i: { status: string }) => i.status === "draft")).toBe(true);
    const local = await createUser(ctx, "admin");
    await employAt(ctx, local, other.id);
    const theirs = (await get(local, "/api/invoices/all?limit=100")).json().data;
    expect(theirs.length).toBeGreaterThan(0);
    expect(
      theirs.every((i: { seller: { templeId: string } }) => i.seller.templeId === other.id),
    ).toBe(true);
    const foreign = found.data[0].id;
    expect((await get(local, `/api/invoices?id=${foreign}`)).statusCode).toBe(404);
    expect(
      (await post(local, "/api/invoices/update", { id: foreign, status: "delivered" })).statusCode,
    ).toBe(404);
    expect((await manual({}, local)).statusCode).toBe(403);
    expect((await get(await createUser(ctx, "editor"), "/api/invoices/all")).statusCode).toBe(403);
  });

  it("a manual invoice carries each line's HSN and rate, and IGST when the goods go to another state", async () => {
    const ka = await stateWithCode(ctx, "KA", "Karnataka");
    const res = await manual({
      items: [
        { name: "Silver lamp", unit: 1, price: 10_300, hsn: "7114", gstRate: 3 },
        { name: "Prasadam box", unit: 2, price: 150, hsn: "2106", gstRate: 0 },
      ],
      vat: 18,
      placeOfSupplyStateId: ka.id,
      status: "pending",
    });
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json().data;
    expect(inv.gst).toMatchObject({
      document: "invoice_cum_bill",
      placeOfSupply: { name: "Karnataka", code: "29" },
      interState: true,
      igstPaise: 30_000,
      cgstPaise: 0,
    });
    expect(inv.items).toEqual([
      expect.objectContaining({ hsn: "7114", gstRate: 3, taxablePaise: 10_00_000 }),
      expect.objectContaining({ hsn: "2106", gstRate: 0, igstPaise: 0 }),
    ]);
    // Without a place, the goods are sold at the temple: CGST + SGST in Tamil Nadu.
    const here = (await manual({ status: "pending" })).json().data;
    expect(here.gst).toMatchObject({ interState: false, placeOfSupply: { code: "33" } });
  });

  it("answers bad input with the error envelope and changes nothing", async () => {
    const before = (await get(admin, "/api/invoices/all")).json().meta.total;
    const bad: Record<string, unknown>[] = [
      { items: [] },
      { items: [{ name: "x", unit: 0, price: 1 }] },
      { items: [{ name: "x", unit: 1, price: -5 }] },
      { items: [{ name: "x", unit: 1, price: 1.005 }] },
      { items: [{ name: "x", unit: 1, price: 1e12 }] },
      { items: [{ name: "x".repeat(10_000), unit: 1, price: 1 }] },
      { vat: 10 },
      { status: "cancelled" },
      { templeId: "temple-1" },
      { buyer: { name: "" } },
      // Issue 38: an HSN code has 4, 6 or 8 digits; rates are today's; a place is a state.
      { items: [{ name: "x", unit: 1, price: 1, hsn: "12345" }] },
      { items: [{ name: "x", unit: 1, price: 1, hsn: "74a8" }] },
      { items: [{ name: "x", unit: 1, price: 1, gstRate: 12 }] },
      { placeOfSupplyStateId: "Karnataka" },
      { placeOfSupplyStateId: "00000000-0000-4000-8000-000000000000" },
    ];
    for (const over of bad) {
      const res = await manual(over);
      expect(res.statusCode, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(res.json().status).toBe("error");
    }
    const unknownTemple = await manual({ templeId: "00000000-0000-4000-8000-000000000000" });
    expect(unknownTemple.statusCode).toBe(400);
    expect((await get(admin, "/api/invoices/all")).json().meta.total).toBe(before);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await get(admin, `/api/invoices?id=${unknown}`)).statusCode).toBe(404);
    expect((await get(admin, "/api/invoices?id=42")).statusCode).toBe(400);
    expect((await get(admin, "/api/invoices")).statusCode).toBe(400);
    expect(
      (await post(admin, "/api/invoices/update", { id: unknown, status: "delivered" })).statusCode,
    ).toBe(404);
    expect((await post(admin, "/api/invoices/delete", { id: unknown })).statusCode).toBe(404);
    expect(
      (await post(admin, "/api/invoices/update", { id: unknown, status: "shipped" })).statusCode,
    ).toBe(400);
  });
});
