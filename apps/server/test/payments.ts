import type { TestContext } from "./helpers.js";
import type { TestUser } from "./users.js";

/** What a payment order is for: one booking, one shop order or one donation. */
export type Payable = { bookingId: string } | { shopOrderId: string } | { donationId: string };

/**
 * Pays `payable` with the local provider as its checkout page does: a payment order, then the
 * page's signed callback. Answers the order's reply when the order itself is refused.
 */
export async function payWithLocalProvider(
  ctx: TestContext,
  user: TestUser,
  payable: Payable,
  outcome: "success" | "failure" = "success",
) {
  const order = await ctx.app.inject({
    method: "POST",
    url: "/api/payments/order",
    headers: user.headers,
    payload: payable,
  });
  if (order.statusCode !== 200) return order;
  const { orderId, signature } = order.json().data as { orderId: string; signature: string };
  return ctx.app.inject({
    method: "POST",
    url: "/api/payments/local/complete",
    headers: user.headers,
    payload: { ...payable, orderId, outcome, signature },
  });
}
