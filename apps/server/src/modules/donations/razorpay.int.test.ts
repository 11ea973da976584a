import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createPurpose, donate, register80g } from "../../../test/donations.js";
import { createRazorpayTestApp, hmac, RAZORPAY_KEY_SECRET } from "../../../test/razorpay.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { clock } from "../bookings/clock.js";
import { paymentDeps } from "../payments/deps.js";
import { reconcile } from "../payments/payments.service.js";

/** A donation pays through Razorpay with the guarantees of bookings and orders (decision 171). */
const { fake, ctx, webhook } = await createRazorpayTestApp();
const { app } = ctx;
const START = new Date("2026-03-02T04:00:00Z");
clock.now = () => START;
const { temple } = await createTemple(ctx, { name: "Guruvayur" });
await register80g(ctx, temple.id);
const purpose = await createPurpose(ctx, temple.id);

async function given(d: TestUser) {
  const res = await donate(ctx, d, {
    templeId: temple.id,
    purposeId: purpose.id,
    amountPaise: 50_100,
    donorName: "Meena",
    donorAddress: "Guruvayur",
    pan: "ABCDE1234F",
  });
  const g = res.json().data;
  const pay = await app.inject({
    method: "POST",
    url: "/api/payments/order",
    headers: d.headers,
    payload: { donationId: g.id },
  });
  return { g, pay: pay.json().data };
}
const one = async (d: TestUser, id: string) =>
  (await app.inject({ url: `/api/donations/${id}`, headers: d.headers })).json().data;
const captured = (orderId: string, paymentId: string, amount = 50_100) =>
  JSON.stringify({
    event: "payment.captured",
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount } } },
  });

describe("a donation paid through Razorpay", () => {
  it("is paid on a checkout signature over the stored order id; a forged one changes nothing", async () => {
    const d = await createUser(ctx);
    const { g, pay } = await given(d);
    expect(pay).toMatchObject({ provider: "razorpay", donationId: g.id, amountPaise: 50_100 });
    const verify = (who: TestUser, signature: string) =>
      app.inject({
        method: "POST",
        url: "/api/payments/razorpay/verify",
        headers: who.headers,
        payload: {
          razorpay_order_id: pay.orderId,
          razorpay_payment_id: "pay_don_1",
          razorpay_signature: signature,
        },
      });
    expect((await verify(d, hmac("wrong", `${pay.orderId}|pay_don_1`))).statusCode).toBe(400);
    expect((await one(d, g.id)).status).toBe("pending");
    const stranger = await createUser(ctx);
    const good = hmac(RAZORPAY_KEY_SECRET, `${pay.orderId}|pay_don_1`);
    expect((await verify(stranger, good)).statusCode).toBe(404);
    const ok = await verify(d, good);
    expect(ok.json().data).toEqual({ donationId: g.id, status: "paid" });
    expect((await one(d, g.id)).receiptNumber).toMatch(/^DR\/2526\/\d{6}$/);
  });

  it("applies a webhook replayed 5 times once; a wrong amount or signature changes nothing", async () => {
    const d = await createUser(ctx);
    const { g, pay } = await given(d);
    const forged = captured(pay.orderId, "pay_forged");
    expect((await webhook(forged, "evt_forged", hmac("wrong", forged))).statusCode).toBe(400);
    expect((await webhook(captured(pay.orderId, "pay_wrong", 1), "evt_don_wrong")).statusCode).toBe(
      200,
    );
    expect((await one(d, g.id)).status).toBe("pending");
    const body = captured(pay.orderId, "pay_don_replayed");
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await webhook(body, "evt_don")).json().data.duplicate);
    expect(answers).toEqual([false, true, true, true, true]);
    // A second event id for the same payment (Razorpay sends order.paid too) is also harmless.
    await webhook(
      JSON.stringify({ ...JSON.parse(body), event: "order.paid" }),
      "evt_don_order_paid",
    );
    const paid = await one(d, g.id);
    expect(paid.status).toBe("paid");
    const mine = (await app.inject({ url: "/api/donations", headers: d.headers })).json();
    expect(mine.data.map((x: { receiptNumber: string }) => x.receiptNumber)).toEqual([
      paid.receiptNumber,
    ]);
  });

  it("is reconciled after a lost webhook", async () => {
    const d = await createUser(ctx);
    const { g, pay } = await given(d);
    fake.orderPayments.set(pay.orderId, [
      { id: "pay_don_lost", status: "captured", amount: 50_100 },
    ]);
    const summary = await reconcile(paymentDeps(app), new Date(START.getTime() + 16 * 60_000));
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect((await one(d, g.id)).status).toBe("paid");
  });
});
