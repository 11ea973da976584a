import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { renderRoute, signedInAs } from "../booking/booking-test-utils";
import MyOrdersPage from "./my-orders-page";
import { ok, order } from "./shop-test-data";

const LIST = "/api/ecommerce/orders";

describe("My orders (the devotee's own list)", { timeout: 30_000 }, () => {
  it("says what went wrong, tries again on request, and points an empty list to the shop", async () => {
    let failing = true;
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/ecommerce/get-cart-list": ok([]),
      "GET /api/ecommerce/orders": () =>
        failing
          ? {
              status: 503,
              body: { status: "error", code: "BUSY", error: "The server is busy; try again." },
            }
          : ok([], { total: 0, page: 1, limit: 10 })(),
    });
    const user = userEvent.setup();
    await renderRoute("/app/orders", "/app/orders", <MyOrdersPage />);
    expect(await screen.findByText("The server is busy; try again.")).toBeInTheDocument();
    expect(callsTo(api, LIST)).toHaveLength(1);

    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("You have not ordered anything yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the shop" })).toHaveAttribute(
      "href",
      "/app/shop",
    );
    expect(callsTo(api, LIST)).toHaveLength(2);
  });

  it("lists each order as a link to it, and pages by the URL", async () => {
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/ecommerce/get-cart-list": ok([]),
      "GET /api/ecommerce/orders": ok([order()], { total: 11, page: 1, limit: 10 }),
    });
    const user = userEvent.setup();
    await renderRoute("/app/orders", "/app/orders", <MyOrdersPage />);
    const link = await screen.findByRole("link", { name: new RegExp(order().temple.name) });
    expect(link).toHaveAttribute("href", `/app/orders/${order().id}`);
    expect(link).toHaveTextContent(`Order ${order().orderNo}`);
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() =>
      expect(api.mock.calls.map((c) => String(c[0]))).toContain(
        "/api/ecommerce/orders?page=2&limit=10",
      ),
    );
  });
});
