import { POLICY, SHOP } from "@sannidhi/contracts";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import {
  address,
  addToCart,
  checkout,
  createProduct,
  payLocally,
  stateWithCode,
} from "../../../test/shop.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { products, temples } from "../../db/schema/index.js";
import type { DevSmsProvider } from "../../providers/sms/index.js";
import { clock } from "../bookings/clock.js";
import { sweep } from "../bookings/sweeper.js";
import { paymentDeps } from "../payments/deps.js";
import { findOrder } from "./orders.repository.js";
import { dispatch } from "./orders.service.js";

const ctx = await createTestApp();
const { app } = ctx;
const START = new Date("2026-03-02T04:00:00Z");
clock.now = () => START;
const at = (minutes: number) => {
  clock.now = () => new Date(START.getTime() + minutes * 60_000);
};
afterEach(() => at(0));
const { temple } = await createTemple(ctx, { name: "Palani Murugan" });
const { temple: other } = await createTemple(ctx, { name: "Tiruchendur" });

const get = (u: TestUser, url: string) => app.inject({ url, headers: u.headers });
const post = (u: TestUser, url: string, payload?: object) =>
  app.inject({ method: "POST", url, headers: u.headers, ...(payload ? { payload } : {}) });
const put = (u: TestUser, url: string, payload: object) =>
  app.inject({ method: "PUT", url, headers: u.headers, payload });
const stockOf = async (id: string) =>
  (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!.stock;
const order = async (u: TestUser, id: string) =>
  (await get(u, `/api/ecommerce/orders/${id}`)).json().data;

/** A devotee with `amount` of a fresh product (price 100.00, delivery charged) in an order. */
async function placed(amount = 2, productOver = {}) {
  const d = await createUser(ctx);
  const p = await createProduct(ctx, temple.id, { pricePaise: 10_000, stock: 10, ...productOver });
  await addToCart(ctx, d, p.id, amount);
  const res = await checkout(ctx, d, temple.id);
  expect(res.statusCode, res.body).toBe(201);
  return { d, p, o: res.json().data };
}

describe("checkout", () => {
  it("turns the temple's cart lines into an order at a total computed on the server", async () => {
    const d = await createUser(ctx);
    const free = await createProduct(ctx, temple.id, {
      title: "Vibhuti",
      pricePaise: 4_050,
      freeShipping: true,
    });
    const charged = await createProduct(ctx, temple.id, {
      title: "Lamp",
      pricePaise: 1_00_000,
      gstRate: 12,
    });
    const elsewhere = await createProduct(ctx, other.id, { title: "Elsewhere" });
    await addToCart(ctx, d, free.id, 2);
    await addToCart(ctx, d, charged.id);
    await addToCart(ctx, d, elsewhere.id);
    const res = await checkout(ctx, d, temple.id);
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json().data;
    expect(o).toMatchObject({
      orderNo: expect.stringMatching(/^SO-2026-\d{6}$/),
      status: "pending",
      temple: { id: temple.id, name: "Palani Murugan" },
      subtotalPaise: 1_08_100,
      deliveryPaise: SHOP.deliveryPaise,
      totalPaise: 1_08_100 + SHOP.deliveryPaise,
      address: {
        name: "Meena Sundaram",
        mobile: "+919840012345",
        state: "Tamil Nadu",
        pinCode: "600004",
      },
      holdExpiresAt: new Date(START.getTime() + SHOP.paymentWindowMinutes * 60_000).toISOString(),
      invoiceId: null,
      cancel: { cancellable: true, refundPaise: 0 },
    });
    expect(o.lines).toEqual([
      expect.objectContaining({ title: "Lamp", amount: 1, linePaise: 1_00_000, gstRate: 12 }),
      expect.objectContaining({ title: "Vibhuti", amount: 2, unitPaise: 4_050, linePaise: 8_100 }),
    ]);
    // The other temple's product stays in the cart for its own checkout.
    const cart = (await get(d, "/api/ecommerce/get-cart-list")).json().data;
    expect(cart.map((l: { title: string }) => l.title)).toEqual(["Elsewhere"]);
    // Its units are held: others see them gone until the order is paid or lapses.
    const shown = (await app.inject({ url: `/api/ecommerce/products/${free.id}` })).json().data;
    expect(shown.totalUnit).toBe(98);
  });

  it("checks the PIN code against the state, and refuses a total the devotee was not shown", async () => {
    const d = await createUser(ctx);
    const p = await createProduct(ctx, temple.id, { pricePaise: 10_000 });
    await addToCart(ctx, d, p.id);
    const ka = await stateWithCode(ctx, "KA", "Karnataka");
    const cases: [Record<string, unknown>, number, string][] = [
      [{ address: await address(ctx, { pinCode: "60004" }) }, 400, "body.address.pinCode"],
      [{ address: await address(ctx, { pinCode: "060004" }) }, 400, "body.address.pinCode"],
      [{ address: await address(ctx, { pinCode: "6000041" }) }, 400, "body.address.pinCode"],
      [{ address: await address(ctx, { stateId: ka.id }) }, 400, "body.address.pinCode"],
      [{ address: await address(ctx, { stateId: temple.id }) }, 400, "body.address.stateId"],
      [{ address: await address(ctx, { mobile: "12345" }) }, 400, "body.address.mobile"],
      [{ address: await address(ctx, { name: "" }) }, 400, "body.address.name"],
      [{ address: await address(ctx, { line1: "x".repeat(10_000) }) }, 400, "body.address.line1"],
      [{ totalPaise: 1 }, 409, "body.totalPaise"],
      [{ totalPaise: -16_000 }, 400, "body.totalPaise"],
      [{ totalPaise: "16000" }, 400, "body.totalPaise"],
      [{ templeId: "not-a-temple" }, 400, "body.templeId"],
    ];
    for (const [over, status, path] of cases) {
      const res = await checkout(ctx, d, temple.id, over);
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(status);
      expect(res.json().status).toBe("error");
      expect(res.json().details?.[0]?.path, JSON.stringify(over).slice(0, 80)).toBe(path);
    }
    const wrongState = await checkout(ctx, d, temple.id, {
      address: await address(ctx, { stateId: ka.id }),
    });
    // The state as stored under KA (another test's temple may have taken the code first).
    expect(wrongState.json().error).toBe(`PIN code 600004 is not in ${ka.name}`);
    expect((await checkout(ctx, d, other.id)).json()).toMatchObject({ code: "CART_EMPTY" });
    // Nothing was ordered: the cart is as it was.
    expect((await get(d, "/api/ecommerce/orders")).json().meta.total).toBe(0);
    expect((await get(d, "/api/ecommerce/get-cart-list")).json().data).toHaveLength(1);
  });

  it("refuses a product that sold out since it went into the cart", async () => {
    const d = await createUser(ctx);
    const p = await createProduct(ctx, temple.id, { title: "Last laddu", stock: 2 });
    await addToCart(ctx, d, p.id, 2);
    await ctx.database.db.update(products).set({ stock: 1 }).where(eq(products.id, p.id));
    const res = await checkout(ctx, d, temple.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "OUT_OF_STOCK",
      error: "Last laddu: only 1 left; change the amount in your cart",
    });
  });

  it("keeps one devotee from holding many unpaid orders", async () => {
    const d = await createUser(ctx);
    for (let i = 0; i < SHOP.maxOpenOrders; i++) {
      const p = await createProduct(ctx, temple.id);
      await addToCart(ctx, d, p.id);
      expect((await checkout(ctx, d, temple.id)).statusCode).toBe(201);
    }
    const p = await createProduct(ctx, temple.id);
    await addToCart(ctx, d, p.id);
    const res = await checkout(ctx, d, temple.id);
    expect(res.json()).toMatchObject({ code: "TOO_MANY_OPEN_ORDERS" });
  });
});

describe("paying, My orders and the invoice", () => {
  it("pays with the local provider: stock is taken, the order is processing and invoiced", async () => {
    const { d, p, o } = await placed(2);
    const paid = await payLocally(ctx, d, o.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toEqual({ shopOrderId: o.id, status: "processing" });
    expect(await stockOf(p.id)).toBe(8);
    const after = await order(d, o.id);
    expect(after).toMatchObject({
      status: "processing",
      paidAt: START.toISOString(),
      holdExpiresAt: null,
    });
    const invoice = await get(d, `/api/invoices?id=${after.invoiceId}`);
    expect(invoice.json().data).toMatchObject({
      orderNo: "INV/2526/000001",
      status: "processing",
      currency: "INR",
      buyer: { name: "Meena Sundaram" },
      seller: { name: "Palani Murugan" },
      reference: { kind: "order", number: o.orderNo },
      totalPaise: 26_000,
    });
    const pdf = await get(d, `/api/invoices/${after.invoiceId}/pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Paying twice changes nothing.
    expect((await payLocally(ctx, d, o.id)).json()).toMatchObject({ code: "NOT_PAYABLE" });
    expect(await stockOf(p.id)).toBe(8);
  });

  it("keeps the hold after a failed attempt, and lets it lapse: then the units are free again", async () => {
    const { d, p, o } = await placed(3);
    const failed = await payLocally(ctx, d, o.id, "failure");
    expect(failed.json().data.status).toBe("pending");
    expect(
      (await app.inject({ url: `/api/ecommerce/products/${p.id}` })).json().data.totalUnit,
    ).toBe(7);
    at(SHOP.paymentWindowMinutes + 1);
    const lapsed = await order(d, o.id);
    expect(lapsed).toMatchObject({ status: "cancelled", cancelReason: "payment_window" });
    expect(
      (await app.inject({ url: `/api/ecommerce/products/${p.id}` })).json().data.totalUnit,
    ).toBe(10);
    expect((await payLocally(ctx, d, o.id)).json()).toMatchObject({ code: "HOLD_EXPIRED" });
    expect(
      (await get(d, "/api/ecommerce/orders?status=cancelled"))
        .json()
        .data.map((x: { id: string }) => x.id),
    ).toContain(o.id);
    const swept = await sweep(paymentDeps(app), clock.now());
    expect(swept.expiredOrders).toBeGreaterThanOrEqual(1);
    expect((await order(d, o.id)).status).toBe("cancelled");
  });

  it("honours a payment that arrives after the hold lapsed if the units are still there, else refunds it", async () => {
    const { d, p, o } = await placed(2, { stock: 2 });
    const pay = (await post(d, "/api/payments/order", { shopOrderId: o.id })).json().data;
    at(SHOP.paymentWindowMinutes + 5);
    // Someone else takes the last units meanwhile.
    const rival = await createUser(ctx);
    await addToCart(ctx, rival, p.id, 2);
    expect((await checkout(ctx, rival, temple.id)).statusCode).toBe(201);
    const late = await post(d, "/api/payments/local/complete", {
      shopOrderId: o.id,
      orderId: pay.orderId,
      outcome: "success",
      signature: pay.signature,
    });
    expect(late.json().data.status).toBe("refunded");
    expect(await order(d, o.id)).toMatchObject({
      status: "refunded",
      cancelReason: "out_of_stock",
      refund: { amountPaise: o.totalPaise, status: "processed" },
    });
    expect(await stockOf(p.id)).toBe(2);
  });

  it("lists my orders newest first, paged, and only mine", async () => {
    const { d, o: first } = await placed(1);
    at(1);
    const p = await createProduct(ctx, temple.id);
    await addToCart(ctx, d, p.id);
    const second = (await checkout(ctx, d, temple.id)).json().data;
    const page = (await get(d, "/api/ecommerce/orders?limit=1")).json();
    expect(page.meta).toEqual({ total: 2, page: 1, limit: 1 });
    expect(page.data[0].id).toBe(second.id);
    const stranger = await createUser(ctx);
    expect((await get(stranger, "/api/ecommerce/orders")).json().data).toEqual([]);
    expect(first.id).not.toBe(second.id);
    for (const bad of ["status=shipped", "limit=0", "page=-1", "limit=1000"]) {
      expect((await get(d, `/api/ecommerce/orders?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it("never shows, pays or cancels another devotee's order or invoice", async () => {
    const { d, o } = await placed(1);
    await payLocally(ctx, d, o.id);
    const invoiceId = (await order(d, o.id)).invoiceId;
    const b = await createUser(ctx);
    for (const res of [
      await get(b, `/api/ecommerce/orders/${o.id}`),
      await post(b, `/api/ecommerce/orders/${o.id}/cancel`),
      await post(b, "/api/payments/order", { shopOrderId: o.id }),
      await get(b, `/api/invoices?id=${invoiceId}`),
      await get(b, `/api/invoices/${invoiceId}/pdf`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await get(b, "/api/invoices/all")).json().meta.total).toBe(0);
    expect((await order(d, o.id)).status).toBe("processing");
  });
});

describe("cancelling (POLICY, spec section 9)", () => {
  it("cancels an unpaid order at once and frees its units", async () => {
    const { d, p, o } = await placed(4);
    const res = await post(d, `/api/ecommerce/orders/${o.id}/cancel`);
    expect(res.json().data).toMatchObject({
      status: "cancelled",
      cancelReason: "devotee",
      refund: null,
    });
    expect(
      (await app.inject({ url: `/api/ecommerce/products/${p.id}` })).json().data.totalUnit,
    ).toBe(10);
  });

  it("refunds a paid order within the policy window, gives the units back and credits the invoice", async () => {
    const { d, p, o } = await placed(2);
    await payLocally(ctx, d, o.id);
    clock.now = () => new Date(START.getTime() + 30_000);
    const res = await post(d, `/api/ecommerce/orders/${o.id}/cancel`);
    expect(res.json().data).toMatchObject({
      status: "refunded",
      refund: { amountPaise: o.totalPaise, status: "processed" },
    });
    expect(await stockOf(p.id)).toBe(10);
    const invoice = (await get(d, `/api/invoices?id=${res.json().data.invoiceId}`)).json().data;
    expect(invoice).toMatchObject({
      status: "cancelled",
      creditNote: { orderNo: expect.stringMatching(/^CN\/2526\/\d{6}$/) },
    });
  });

  it("refunds nothing after the penalty-free minute, and refuses after the window", async () => {
    const { d, o } = await placed(1);
    await payLocally(ctx, d, o.id);
    at(2);
    const preview = (await order(d, o.id)).cancel;
    expect(preview).toMatchObject({ cancellable: true, refundPaise: 0 });
    at(POLICY.cancellationWindowMinutes + 1);
    const late = await post(d, `/api/ecommerce/orders/${o.id}/cancel`);
    expect(late.json()).toMatchObject({
      code: "NOT_CANCELLABLE",
      error: `Orders can be cancelled within ${POLICY.cancellationWindowMinutes} minutes`,
    });
    expect((await order(d, o.id)).status).toBe("processing");
  });
});

describe("staff: orders by temple and status, dispatch, cancel", () => {
  it("texts a Tamil-reading devotee the dispatch in Tamil, with the temple's Tamil name (issue 37)", async () => {
    const admin = await createUser(ctx, "admin");
    const { d, o } = await placed(1);
    await ctx.database.db
      .update(temples)
      .set({ translations: { ta: { name: "பழனி முருகன்" } } })
      .where(eq(temples.id, temple.id));
    const saved = await put(d, "/api/bookings/notice-settings", {
      language: "ta",
      reminders: true,
    });
    expect(saved.statusCode).toBe(200);
    await payLocally(ctx, d, o.id);
    const res = await post(admin, `/api/staff/orders/${o.id}/dispatch`, { courier: "DTDC" });
    expect(res.statusCode, res.body).toBe(200);
    const outbox = ctx.app.ctx.sms as DevSmsProvider;
    await expect
      .poll(() => outbox.messagesTo(d.mobile).map((m) => m.text), { timeout: 10_000 })
      .toContain(`சந்நிதி: பழனி முருகன் கோயிலிலிருந்து உங்கள் ஆர்டர் ${o.orderNo} DTDC மூலம் அனுப்பப்பட்டது.`);
    await ctx.database.db
      .update(temples)
      .set({ translations: {} })
      .where(eq(temples.id, temple.id));
  });

  it("dispatches a paid order: the devotee sees delivered and gets an SMS", async () => {
    const admin = await createUser(ctx, "admin");
    const { d, o } = await placed(1);
    const early = await post(admin, `/api/staff/orders/${o.id}/dispatch`, {
      courier: "India Post",
    });
    expect(early.json()).toMatchObject({ code: "NOT_DISPATCHABLE" });
    await payLocally(ctx, d, o.id);
    const list = (
      await get(admin, `/api/staff/orders?temple_id=${temple.id}&status=processing`)
    ).json();
    expect(list.data.map((x: { id: string }) => x.id)).toContain(o.id);
    expect(list.data[0].devotee).toMatchObject({ mobile: expect.stringMatching(/^\+91/) });
    const res = await post(admin, `/api/staff/orders/${o.id}/dispatch`, {
      courier: "India Post",
      trackingNo: "EM123456789IN",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await order(d, o.id)).toMatchObject({
      status: "delivered",
      courier: "India Post",
      trackingNo: "EM123456789IN",
      dispatchedAt: START.toISOString(),
    });
    // Sent by the job queue a moment after the answer (docs/decisions/158).
    const outbox = ctx.app.ctx.sms as DevSmsProvider;
    await expect.poll(() => outbox.messagesTo(d.mobile).length, { timeout: 10_000 }).toBe(1);
    const sms = outbox.messagesTo(d.mobile)[0]?.text;
    expect(sms).toBe(
      `Sannidhi: your order ${o.orderNo} from Palani Murugan has been dispatched by India Post (tracking EM123456789IN).`,
    );
    const invoice = (await get(d, `/api/invoices?id=${(await order(d, o.id)).invoiceId}`)).json()
      .data;
    expect(invoice.status).toBe("delivered");
    for (const bad of [{}, { courier: "" }, { courier: "x".repeat(10_000) }]) {
      expect((await post(admin, `/api/staff/orders/${o.id}/dispatch`, bad)).statusCode).toBe(400);
    }
    expect(
      (await post(admin, `/api/staff/orders/${o.id}/dispatch`, { courier: "Again" })).statusCode,
    ).toBe(409);
  });

  it("queues the dispatch SMS in the dispatch's transaction: a dispatch that rolls back sends none", async () => {
    const admin = await createUser(ctx, "admin");
    const { d, o } = await placed(1);
    await payLocally(ctx, d, o.id);
    const row = await findOrder(ctx.database.db, o.id);
    const deps = paymentDeps(app);
    // The dispatch itself, in a transaction that then fails (say, the process dies before commit).
    await ctx.database.db
      .transaction(async (tx) => {
        await dispatch(
          { ...deps, db: tx },
          row!,
          { courier: "DTDC", trackingNo: "" },
          "Palani Murugan",
          null,
          START,
        );
        throw new Error("the dispatch did not commit");
      })
      .catch(() => {});
    expect((await order(d, o.id)).status).toBe("processing");
    const outbox = ctx.app.ctx.sms as DevSmsProvider;
    await app.ctx.jobs.settled();
    expect(outbox.messagesTo(d.mobile)).toEqual([]);
    // Dispatched for real: the SMS comes, once.
    expect(
      (await post(admin, `/api/staff/orders/${o.id}/dispatch`, { courier: "DTDC" })).statusCode,
    ).toBe(200);
    await expect.poll(() => outbox.messagesTo(d.mobile).length, { timeout: 10_000 }).toBe(1);
    await app.ctx.jobs.settled();
    expect(outbox.messagesTo(d.mobile).map((m) => m.text)).toEqual([
      `Sannidhi: your order ${o.orderNo} from Palani Murugan has been dispatched by DTDC.`,
    ]);
  });

  it("cancels an order the temple cannot fulfil with a full refund, at any time", async () => {
    const admin = await createUser(ctx, "admin");
    const { d, p, o } = await placed(3);
    await payLocally(ctx, d, o.id);
    at(60);
    const res = await post(admin, `/api/staff/orders/${o.id}/cancel`, {
      reason: "Flooded store room",
    });
    expect(res.json().data).toMatchObject({
      status: "refunded",
      cancelReason: "Flooded store room",
      refund: { amountPaise: o.totalPaise },
    });
    expect(await stockOf(p.id)).toBe(10);
    expect((await post(admin, `/api/staff/orders/${o.id}/cancel`, {})).statusCode).toBe(400);
  });

  it("shows a temple's staff only that temple's orders; others do not exist for them", async () => {
    const { employAt } = await import("../../../test/shop.js");
    const mine = await createUser(ctx, "admin");
    await employAt(ctx, mine, other.id);
    const { d, o } = await placed(1);
    await payLocally(ctx, d, o.id);
    expect((await get(mine, `/api/staff/orders/${o.id}`)).statusCode).toBe(404);
    expect(
      (await post(mine, `/api/staff/orders/${o.id}/dispatch`, { courier: "Post" })).statusCode,
    ).toBe(404);
    const listed = (await get(mine, "/api/staff/orders?limit=100")).json().data;
    expect(listed.every((x: { temple: { id: string } }) => x.temple.id === other.id)).toBe(true);
    const invoices = (await get(mine, "/api/invoices/all?limit=100")).json().data;
    expect(
      invoices.every((x: { seller: { templeId: string } }) => x.seller.templeId === other.id),
    ).toBe(true);
    const editor = await createUser(ctx, "editor");
    expect((await get(editor, "/api/staff/orders")).statusCode).toBe(403);
  });
});

describe("ratings", () => {
  it("lets a devotee who received a product rate it 1 to 5, once; the rating feeds the facet", async () => {
    const admin = await createUser(ctx, "admin");
    const { d, p, o } = await placed(1);
    const rate = (rating: unknown, u = d) =>
      post(u, `/api/ecommerce/products/${p.id}/rating`, { rating });
    expect((await rate(5)).json()).toMatchObject({ code: "FORBIDDEN" });
    await payLocally(ctx, d, o.id);
    await post(admin, `/api/staff/orders/${o.id}/dispatch`, { courier: "DTDC" });
    for (const bad of [0, 6, 4.5, "5", null]) expect((await rate(bad)).statusCode).toBe(400);
    const res = await rate(4);
    expect(res.json().data).toMatchObject({ rating: 4, ratingCount: 1 });
    expect((await rate(1)).json()).toMatchObject({ code: "ALREADY_RATED" });
    expect((await order(d, o.id)).lines[0].myRating).toBe(4);
    expect((await rate(5, await createUser(ctx))).statusCode).toBe(403);
    const unknown = await post(
      d,
      "/api/ecommerce/products/00000000-0000-4000-8000-000000000000/rating",
      { rating: 3 },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
