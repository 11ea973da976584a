import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { renderRoute, signedInAs } from "../booking/booking-test-utils";
import CartPage from "./cart-page";
import ShopCheckoutPage from "./checkout-page";
import { line, ORDER_ID, ok, order, PRODUCT_ID, STATE_ID, TEMPLE_ID } from "./shop-test-data";

const OTHER = "77777777-7777-4777-8777-777777777777";
const states = ok([
  { id: STATE_ID, name: "Tamil Nadu", code: "TN", kind: "state", createdAt: "", updatedAt: "" },
  { id: OTHER, name: "Karnataka", code: "KA", kind: "state", createdAt: "", updatedAt: "" },
]);

describe("the cart (spec section 4)", { timeout: 30_000 }, () => {
  it("changes amounts through the server and totals each temple with its delivery", async () => {
    let amount = 2;
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/ecommerce/get-cart-list": () => ok([line(amount, { freeShipping: false })])(),
      "POST /api/ecommerce/update-cart-amount": (body) => {
        amount = (body as { amount: number }).amount;
        return ok([line(amount, { freeShipping: false })])();
      },
    });
    const user = userEvent.setup();
    await renderRoute("/app/cart", "/app/cart", <CartPage />);
    expect(await screen.findByText("Total: ₹460.00")).toBeInTheDocument();
    expect(screen.getByText("Delivery: ₹60.00")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "One more" }));
    expect(await screen.findByText("Total: ₹660.00")).toBeInTheDocument();
    expect(callsTo(api, "/api/ecommerce/update-cart-amount")[0]?.body).toEqual({
      productId: PRODUCT_ID,
      amount: 3,
    });
    expect(screen.getByRole("link", { name: "Check out" })).toHaveAttribute(
      "href",
      `/app/cart/checkout/${TEMPLE_ID}`,
    );
  });

  it("will not check out a line asking for more than is left", async () => {
    mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/ecommerce/get-cart-list": ok([line(3, { totalUnit: 1 })]),
    });
    await renderRoute("/app/cart", "/app/cart", <CartPage />);
    expect(await screen.findByText("Only 1 left")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Check out" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });
});

describe("checkout", { timeout: 30_000 }, () => {
  const render = () =>
    renderRoute(
      "/app/cart/checkout/:templeId",
      `/app/cart/checkout/${TEMPLE_ID}`,
      <ShopCheckoutPage />,
    );
  async function fill(user: ReturnType<typeof userEvent.setup>, pin: string, state: string) {
    await user.type(await screen.findByLabelText(/^Full name/), "Meena Sundaram");
    await user.clear(screen.getByLabelText(/^Mobile number/));
    await user.type(screen.getByLabelText(/^Mobile number/), "98400 12345");
    await user.type(screen.getByLabelText(/^House and street/), "12 North Mada Street");
    await user.type(screen.getByLabelText(/^Town or city/), "Chennai");
    await user.click(screen.getByRole("combobox", { name: /^State/ }));
    await user.click(await screen.findByRole("option", { name: state }));
    await user.type(screen.getByLabelText(/^PIN code/), pin);
  }

  it("checks the PIN code against the state before anything is sent, then places the order", async () => {
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/ecommerce/get-cart-list": ok([line(2)]),
      "GET /api/states": states,
      "POST /api/ecommerce/orders": ok(order()),
    });
    const user = userEvent.setup();
    await render();
    await fill(user, "600004", "Karnataka");
    await user.click(screen.getByRole("button", { name: "Place order and pay ₹400.00" }));
    expect(await screen.findByText("This PIN code is not in the chosen state")).toBeInTheDocument();
    expect(callsTo(api, "/api/ecommerce/orders")).toHaveLength(0);
    await user.click(screen.getByRole("combobox", { name: /^State/ }));
    await user.click(await screen.findByRole("option", { name: "Tamil Nadu" }));
    await user.click(screen.getByRole("button", { name: "Place order and pay ₹400.00" }));
    await waitFor(() =>
      expect(screen.getByTestId("probe")).toHaveTextContent(`/app/orders/${ORDER_ID}`),
    );
    expect(callsTo(api, "/api/ecommerce/orders")[0]?.body).toEqual({
      templeId: TEMPLE_ID,
      totalPaise: 40_000,
      address: {
        name: "Meena Sundaram",
        mobile: "+919840012345",
        line1: "12 North Mada Street",
        line2: "",
        city: "Chennai",
        stateId: STATE_ID,
        pinCode: "600004",
      },
    });
  });

  it("shows why the server refused: a changed total, in words, and stays on the page", async () => {
    mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/ecommerce/get-cart-list": ok([line(2)]),
      "GET /api/states": states,
      "POST /api/ecommerce/orders": () => ({
        status: 409,
        body: {
          status: "error",
          code: "TOTAL_CHANGED",
          error: "The total has changed since you looked; review your cart before paying",
          details: [{ path: "body.totalPaise", message: "the total is now 42000 paise" }],
        },
      }),
    });
    const user = userEvent.setup();
    await render();
    await fill(user, "600004", "Tamil Nadu");
    await user.click(screen.getByRole("button", { name: "Place order and pay ₹400.00" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The total has changed");
    expect(within(screen.getByTestId("probe")).getByText(/checkout/)).toBeInTheDocument();
  });
});
