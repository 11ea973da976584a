import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import {
  createRazorpayTestApp,
  hmac,
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
} from "../../../test/razorpay.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { clock } from "../bookings/clock.js";
import { TEXT_SIZE_SCRIPT_HASH } from "../public-pages/public-document.js";
import { paymentDeps } from "./deps.js";
import { reconcile } from "./payments.service.js";

const { fake, ctx, webhook } = await createRazorpayTestApp();
const { app } = ctx;
const START = new Date("2026-03-02T04:00:00Z");
clock.now = () => START;
const { temple } = await createTemple(ctx);
const pooja = await createPooja(ctx, temple.id, { pricePaise: 25_000 });

async function heldOrder(devotee: TestUser) {
  const booking = await app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: devotee.headers,
    payload: {
      poojaId: pooja.id,
      date: "2026-03-05",
      slot: "06:00",
      participants: [{ name: "Sita" }],
    },
  });
  const order = await app.inject({
    method: "POST",
    url: "/api/payments/order",
    headers: devotee.headers,
    payload: { bookingId: booking.json().data.id },
  });
  return { booking: booking.json().data, order: order.json().data };
}
const status = async (d: TestUser, id: string) =>
  (await app.inject({ url: `/api/bookings/${id}`, headers: d.headers })).json().data.status;

const captured = (orderId: string, paymentId: string, amount = 25_000) =>
  JSON.stringify({
    entity: "event",
    event: "payment.captured",
    payload: {
      payment: { entity: { id: paymentId, order_id: orderId, amount, status: "captured" } },
    },
  });

describe("Razorpay adapter (against a local fake of its API)", () => {
  it("creates the order on the server with basic auth, the amount in paise and a unique receipt", async () => {
    const d = await createUser(ctx);
    const { booking, order } = await heldOrder(d);
    expect(order).toMatchObject({
      provider: "razorpay",
      keyId: RAZORPAY_KEY_ID,
      amountPaise: 25_000,
    });
    const sent = fake.requests.find(
      (r) => r.path === "/v1/orders" && r.body?.receipt === booking.receiptNumber,
    );
    expect(sent?.body).toMatchObject({ amount: 25_000, currency: "INR" });
    // Asking again reuses the open order instead of creating a second one.
    const again = await app.inject({
      method: "POST",
      url: "/api/payments/order",
      headers: d.headers,
      payload: { bookingId: booking.id },
    });
    expect(again.json().data.orderId).toBe(order.orderId);
  });

  it("confirms on a valid checkout signature over the stored order id and rejects a forged one", async () => {
    const d = await createUser(ctx);
    const { booking, order } = await heldOrder(d);
    const verify = (payload: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/api/payments/razorpay/verify",
        headers: d.headers,
        payload,
      });
    const forged = await verify({
      razorpay_order_id: order.orderId,
      razorpay_payment_id: "pay_1",
      razorpay_signature: hmac("wrong-secret", `${order.orderId}|pay_1`),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("BAD_SIGNATURE");
    expect(await status(d, booking.id)).toBe("pending_payment");

    const ok = await verify({
      razorpay_order_id: order.orderId,
      razorpay_payment_id: "pay_1",
      razorpay_signature: hmac(RAZORPAY_KEY_SECRET, `${order.orderId}|pay_1`),
    });
    expect(ok.statusCode).toBe(200);
    expect(await status(d, booking.id)).toBe("confirmed");
  });

  it("rejects a webhook body with one character changed and changes nothing", async () => {
    const d = await createUser(ctx);
    const { booking, order } = await heldOrder(d);
    const body = captured(order.orderId, "pay_tampered");
    const tampered = body.replace("25000", "25001");
    expect(tampered).not.toBe(body);
    const res = await webhook(tampered, "evt_tampered", hmac(RAZORPAY_WEBHOOK_SECRET, body));
    expect(res.statusCode).toBe(400);
    expect(await status(d, booking.id)).toBe("pending_payment");
  });

  it("applies a webhook replayed 10 times once, and never moves a booking back", async () => {
    const d = await createUser(ctx);
    const { booking, order } = await heldOrder(d);
    const body = captured(order.orderId, "pay_replayed");
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push((await webhook(body, "evt_replayed")).json().data.duplicate);
    expect(answers).toEqual([false, true, true, true, true, true, true, true, true, true]);
    expect(await status(d, booking.id)).toBe("confirmed");
    const failed = JSON.stringify({
      event: "payment.failed",
      payload: {
        payment: { entity: { id: "pay_late_fail", order_id: order.orderId, amount: 25_000 } },
      },
    });
    expect((await webhook(failed, "evt_failed_after")).statusCode).toBe(200);
    expect(await status(d, booking.id)).toBe("confirmed");
  });

  it("refunds through the provider with an idempotency key", async () => {
    const d = await createUser(ctx);
    const { booking, order } = await heldOrder(d);
    await webhook(captured(order.orderId, "pay_refund_me"), "evt_refund_me");
    clock.now = () => new Date(START.getTime() + 30_000);
    const res = await app.inject({
      method: "POST",
      url: `/api/bookings/${booking.id}/cancel`,
      headers: d.headers,
    });
    clock.now = () => START;
    expect(res.json().data).toMatchObject({ status: "refunded", refund: { amountPaise: 25_000 } });
    const call = fake.requests.find((r) => r.path === "/v1/payments/pay_refund_me/refund");
    expect(call?.headers["x-refund-idempotency"]).toBe(`refund_${booking.id}`);
    expect(call?.body).toMatchObject({ amount: 25_000 });
  });

  it("reconciles orders unpaid after 15 minutes by asking the provider", async () => {
    const d = await createUser(ctx);
    const paid = await heldOrder(d);
    const abandoned = await heldOrder(await createUser(ctx));
    fake.orderPayments.set(paid.order.orderId, [
      { id: "pay_lost_webhook", status: "captured", amount: 25_000 },
    ]);

    const early = await reconcile(paymentDeps(app), new Date(START.getTime() + 14 * 60_000));
    expect(early.checked).toBe(0);
    const later = new Date(START.getTime() + 16 * 60_000);
    const summary = await reconcile(paymentDeps(app), later);
    expect(summary).toMatchObject({ paid: 1, errors: 0 });
    expect(summary.abandoned).toBeGreaterThanOrEqual(1);
    expect(await status(d, paid.booking.id)).toBe("confirmed");
    expect(
      fake.requests.some((r) => r.path === `/v1/orders/${abandoned.order.orderId}/payments`),
    ).toBe(true);
  });
});

describe("Content-Security-Policy with Razorpay configured", () => {
  it("lets the checkout page load Razorpay Checkout and open its frame, and nothing more", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    // Besides Razorpay, only the light pages' one inline line, allowed by its hash (decision 163).
    expect(csp).toContain(
      `script-src 'self' ${TEXT_SIZE_SCRIPT_HASH} https://checkout.razorpay.com;`,
    );
    expect(csp).toContain(
      "frame-src 'self' https://checkout.razorpay.com https://api.razorpay.com;",
    );
    expect(csp).toContain("connect-src 'self';");
  });
});
