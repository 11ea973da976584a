import { createHmac } from "node:crypto";
import { startFakeRazorpay } from "./fake-razorpay.js";
import { createTestApp } from "./helpers.js";

/** The test keys the app and the fake of Razorpay share. */
export const RAZORPAY_KEY_ID = "rzp_test_fake";
export const RAZORPAY_KEY_SECRET = "key-secret-for-tests";
export const RAZORPAY_WEBHOOK_SECRET = "webhook-secret-for-tests";

/** Hex HMAC-SHA256, as Razorpay signs checkout results (key secret) and webhooks (webhook secret). */
export const hmac = (secret: string, data: string) =>
  createHmac("sha256", secret).update(data).digest("hex");

/**
 * The app wired to the local fake of Razorpay, shared by the bookings, shop and donations
 * payment tests so that all three sign and deliver webhooks exactly the same way.
 */
export async function createRazorpayTestApp() {
  const fake = await startFakeRazorpay(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET);
  const ctx = await createTestApp({
    PAYMENT_PROVIDER: "razorpay",
    RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET,
    RAZORPAY_API_BASE: fake.base,
  });
  /** Delivers a webhook body, signed with the webhook secret unless a signature is given. */
  const webhook = (
    body: string,
    eventId: string,
    signature = hmac(RAZORPAY_WEBHOOK_SECRET, body),
  ) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": signature,
        "x-razorpay-event-id": eventId,
      },
      payload: body,
    });
  return { fake, ctx, webhook };
}
