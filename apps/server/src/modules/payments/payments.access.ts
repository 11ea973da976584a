import type { AccessRow } from "../../../test/access.js";
import { bookingOfA } from "../bookings/access-fixtures.js";

const all = (n: number) => ({ anonymous: n, devoteeA: n, devoteeB: n, editor: n, admin: n, SA: n });
const ownerOnly = { ...all(404), anonymous: 401, devoteeA: 200 };

/** Rows for the default (local provider) configuration the matrix runs with. */
export const access: AccessRow[] = [
  {
    method: "POST",
    route: "/api/payments/order",
    request: async (fx) => ({
      url: "/api/payments/order",
      payload: { bookingId: (await bookingOfA(fx, false)).id },
    }),
    expect: ownerOnly,
  },
  {
    method: "POST",
    route: "/api/payments/local/complete",
    request: async (fx) => {
      const b = await bookingOfA(fx, false);
      return {
        url: "/api/payments/local/complete",
        payload: {
          bookingId: b.id,
          orderId: b.orderId,
          outcome: "success",
          signature: b.signature,
        },
      };
    },
    expect: ownerOnly,
  },
  {
    // Razorpay is not configured under the local provider: the route answers 404 to everyone
    // signed in (razorpay.int.test.ts covers it configured).
    method: "POST",
    route: "/api/payments/razorpay/verify",
    request: () => ({
      url: "/api/payments/razorpay/verify",
      payload: {
        razorpay_order_id: "order_x",
        razorpay_payment_id: "pay_x",
        razorpay_signature: "0",
      },
    }),
    expect: { ...all(404), anonymous: 401 },
  },
  {
    method: "POST",
    route: "/api/payments/razorpay/webhook",
    request: () => ({
      url: "/api/payments/razorpay/webhook",
      payload: { event: "payment.captured" },
      headers: { "x-razorpay-signature": "0", "x-razorpay-event-id": "evt_matrix" },
    }),
    expect: all(404),
  },
];
