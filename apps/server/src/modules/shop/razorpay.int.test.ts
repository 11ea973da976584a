import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createRazorpayTestApp, hmac, RAZORPAY_KEY_SECRET } from "../../../test/razorpay.js";
import { addToCart, checkout, createProduct } from "../../../test/shop.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { clock } from "../bookings/clock.js";
import { paymentDeps } from "../payments/deps.js";
import { reconcile } from "../payments/payments.service.js";

/** A shop order pays through Razorpay with the guarantees of a booking (docs/decisions/122). */
const { fake, ctx, webhook } = await createRazorpayTestApp();
const { app } = ctx;
const START = new Date("2026-03-02T04:00:00Z");
clock.now = () => START;
const { temple } = await createTemple(ctx, { name: "Guruvayur" });

async function ordered(d: TestUser) {
  const p = await createProduct(ctx, temple.id, { pricePaise: 19_000, freeShipping: true });
  await addToCart(ctx, d, p.id);
  const o = (await checkout(ctx, d, temple.id)).json().data;
  const pay = await app.inject({
    method: "POST",
    url: "/api/payments/order",
    headers: d.headers,
    payload: { shopOrderId: o.id },
  });
  return { o, pay: pay.json().data };
}
const status = async (d: TestUser, id: string) =>
  (await app.inject({ url: `/api/ecommerce/orders/${id}`, headers: d.headers })).json().data.status;
const captured = (orderId: string, paymentId: string, amount = 19_000) =>
  JSON.stringify({
    event: "payment.captured",
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount } } },
  });

describe("a shop order paid through Razorpay", () => {
  it("creates one provider order with the order number as receipt", async () => {
    const d = await createUser(ctx);
    const { o, pay } = await ordered(d);
    expect(pay).toMatchObject({ provider: "razorpay", shopOrderId: o.id, amountPaise: 19_000 });
    const sent = fake.requests.find((r) => r.body?.receipt === o.orderNo);
    expect(sent?.body).toMatchObject({ amount: 19_000, notes: { shopOrderId: o.id } });
  });

  it("is paid on a checkout signature over the stored order id; a forged one changes nothing", async () => {
    const d = await createUser(ctx);
    const { o, pay } = await ordered(d);
    const verify = (signature: string) =>
      app.inject({
        method: "POST",
        url: "/api/payments/razorpay/verify",
        headers: d.headers,
        payload: {
          razorpay_order_id: pay.orderId,
          razorpay_payment_id: "pay_shop_1",
          razorpay_signature: signature,
        },
      });
    expect((await verify(hmac("wrong", `${pay.orderId}|pay_shop_1`))).statusCode).toBe(400);
    expect(await status(d, o.id)).toBe("pending");
    const stranger = await createUser(ctx);
    const theirs = await app.inject({
      method: "POST",
      url: "/api/payments/razorpay/verify",
      headers: stranger.headers,
      payload: {
        razorpay_order_id: pay.orderId,
        razorpay_payment_id: "pay_shop_1",
        razorpay_signature: hmac(RAZORPAY_KEY_SECRET, `${pay.orderId}|pay_shop_1`),
      },
    });
    expect(theirs.statusCode).toBe(404);
    const ok = await verify(hmac(RAZORPAY_KEY_SECRET, `${pay.orderId}|pay_shop_1`));
    expect(ok.json().data).toEqual({ shopOrderId: o.id, status: "processing" });
  });

  it("applies a webhook replayed 5 times once; a wrong amount changes nothing", async () => {
    const d = await createUser(ctx);
    const { o, pay } = await ordered(d);
    expect((await webhook(captured(pay.orderId, "pay_wrong", 1), "evt_wrong")).statusCode).toBe(
      200,
    );
    expect(await status(d, o.id)).toBe("pending");
    const body = captured(pay.orderId, "pay_shop_replayed");
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await webhook(body, "evt_shop")).json().data.duplicate);
    expect(answers).toEqual([false, true, true, true, true]);
    expect(await status(d, o.id)).toBe("processing");
    const invoices = (await app.inject({ url: "/api/invoices/all", headers: d.headers })).json();
    expect(invoices.meta.total).toBe(1);
  });

  it("is reconciled after a lost webhook, and refunded with an idempotency key when cancelled", async () => {
    const d = await createUser(ctx);
    const { o, pay } = await ordered(d);
    fake.orderPayments.set(pay.orderId, [
      { id: "pay_shop_lost", status: "captured", amount: 19_000 },
    ]);
    const summary = await reconcile(paymentDeps(app), new Date(START.getTime() + 16 * 60_000));
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect(await status(d, o.id)).toBe("processing");
    clock.now = () => new Date(START.getTime() + 16 * 60_000 + 30_000);
    const admin = await createUser(ctx, "admin");
    const res = await app.inject({
      method: "POST",
      url: `/api/staff/orders/${o.id}/cancel`,
      headers: admin.headers,
      payload: { reason: "Damaged in store" },
    });
    clock.now = () => START;
    expect(res.json().data).toMatchObject({ status: "refunded", refund: { amountPaise: 19_000 } });
    const call = fake.requests.find((r) => r.path === "/v1/payments/pay_shop_lost/refund");
    expect(call?.headers["x-refund-idempotency"]).toBe(`refund_${o.id}`);
  });
});
