import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { renderRoute, signedInAs } from "../booking/booking-test-utils";
import OrderPage from "./order-page";
import { ORDER_ID, ok, order, PRODUCT_ID } from "./shop-test-data";

const PATTERN = "/app/orders/:id";
const PATH = `/app/orders/${ORDER_ID}`;
const payment = {
  provider: "local",
  shopOrderId: ORDER_ID,
  orderId: "local_order_1",
  amountPaise: 40_000,
  currency: "INR",
  keyId: null,
  signature: "abc",
};

describe("an order (issue 13)", { timeout: 30_000 }, () => {
  it("is paid with the local provider while its products are held, then shows paid", async () => {
    let paid = false;
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/ecommerce/get-cart-list": ok([]),
      [`GET /api/ecommerce/orders/${ORDER_ID}`]: () =>
        ok(
          paid
            ? order({ status: "processing", holdExpiresAt: null, paidAt: new Date().toISOString() })
            : order(),
        )(),
      "POST /api/payments/order": ok(payment),
      "POST /api/payments/local/complete": () => {
        paid = true;
        return ok({ shopOrderId: ORDER_ID, status: "processing" })();
      },
    });
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <OrderPage />);
    expect(await screen.findByRole("timer")).toHaveTextContent(
      /Your products are kept for (10:00|9:59) more/,
    );
    await user.click(await screen.findByRole("button", { name: "Pay ₹400.00" }));
    expect(await screen.findByText("Paid — being packed")).toBeInTheDocument();
    expect(callsTo(api, "/api/payments/local/complete")[0]?.body).toEqual({
      shopOrderId: ORDER_ID,
      orderId: "local_order_1",
      outcome: "success",
      signature: "abc",
    });
  });

  it("once delivered, lets the devotee rate what came, once", async () => {
    let rated: number | null = null;
    const delivered = () =>
      order({
        status: "delivered",
        holdExpiresAt: null,
        dispatchedAt: new Date().toISOString(),
        courier: "India Post",
        trackingNo: "EM1IN",
        lines: [{ ...order().lines[0]!, myRating: rated }],
        cancel: { ...order().cancel, cancellable: false },
      });
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/ecommerce/get-cart-list": ok([]),
      [`GET /api/ecommerce/orders/${ORDER_ID}`]: () => ok(delivered())(),
      [`POST /api/ecommerce/products/${PRODUCT_ID}/rating`]: (body) => {
        rated = (body as { rating: number }).rating;
        return ok({})();
      },
    });
    await renderRoute(PATTERN, PATH, <OrderPage />);
    expect(await screen.findByText("Delivered")).toBeInTheDocument();
    expect(screen.getByText("EM1IN")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    // MUI Rating takes its value from the change of its radio input (pointer position aside).
    fireEvent.click(screen.getByRole("radio", { name: "4 Stars" }));
    expect(await screen.findByText("Your rating:")).toBeInTheDocument();
    expect(callsTo(api, `/api/ecommerce/products/${PRODUCT_ID}/rating`)[0]?.body).toEqual({
      rating: 4,
    });
  });

  it("shows the refund before cancelling a paid order, then the refund", async () => {
    let cancelled = false;
    const paid = order({
      status: "processing",
      holdExpiresAt: null,
      cancel: {
        cancellable: true,
        refundPaise: 40_000,
        amountPaise: 40_000,
        deadline: new Date().toISOString(),
        reason: null,
      },
    });
    mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/ecommerce/get-cart-list": ok([]),
      [`GET /api/ecommerce/orders/${ORDER_ID}`]: () => ok(paid)(),
      [`POST /api/ecommerce/orders/${ORDER_ID}/cancel`]: () => {
        cancelled = true;
        return ok(
          order({
            status: "refunded",
            holdExpiresAt: null,
            cancelReason: "devotee",
            refund: { amountPaise: 40_000, status: "processed", at: new Date().toISOString() },
            cancel: { ...paid.cancel, cancellable: false },
          }),
        )();
      },
    });
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <OrderPage />);
    await user.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    expect(await screen.findByText("You will get back ₹400.00 of ₹400.00.")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Cancel order" }).at(-1)!);
    expect(await screen.findByText("₹400.00 has been refunded to you.")).toBeInTheDocument();
    expect(cancelled).toBe(true);
    expect(dialog).toBeTruthy();
  });
});
