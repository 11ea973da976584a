import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import { renderRoute, signedInAs } from "../booking/booking-test-utils";
import ShopPage from "./shop-page";
import { ok, PRODUCT_ID, product, TEMPLE_ID } from "./shop-test-data";

const facets = {
  "GET /api/ecommerce/get-category-list": ok([
    { title: "pooja_materials", product: 3 },
    { title: "prasadam", product: 1 },
    { title: "lamps", product: 0 },
    { title: "books", product: 0 },
  ]),
  "GET /api/ecommerce/get-brand-list": ok([{ id: TEMPLE_ID, title: "Tirumala", product: 4 }]),
  "GET /api/ecommerce/get-rating-list": ok([5, 4, 3, 2, 1].map((rate) => ({ rate, product: 1 }))),
};
const list = ok([product()], { total: 1, page: 1, limit: 12 });
const urlsOf = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls
    .map(([u]) => new URL(String(u), "http://localhost"))
    .filter((u) => u.pathname === path);

describe("the temple shop (issue 13)", { timeout: 30_000 }, () => {
  it("asks the server for the filters in the URL and shows each facet's product count", async () => {
    const api = mockApi({ "GET /api/ecommerce/get-product-list": list, ...facets });
    await renderRoute(
      "/app/shop",
      `/app/shop?category=prasadam&temple_id=${TEMPLE_ID}&rating=4&min_price=10&max_price=500&free_shipping=true&sort=-price&page=2&rating=x`,
      <ShopPage />,
    );
    expect(await screen.findByRole("heading", { name: "Tirupati laddu" })).toBeInTheDocument();
    const asked = urlsOf(api, "/api/ecommerce/get-product-list")[0]!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      category: "prasadam",
      temple_id: TEMPLE_ID,
      rating: "4",
      min_price: "10",
      max_price: "500",
      free_shipping: "true",
      sort: "-price",
      page: "2",
      limit: "12",
      // Titles come in the devotee's language (issue 37).
      lang: "en",
    });
    // Facets are counted over the other filters, without the page and the order.
    const facetQuery = urlsOf(api, "/api/ecommerce/get-brand-list")[0]!.searchParams;
    expect(facetQuery.has("page")).toBe(false);
    expect(facetQuery.get("category")).toBe("prasadam");
    expect(await screen.findByRole("radio", { name: "Pooja materials (3)" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Tirumala (4)" })).toBeInTheDocument();
    expect(screen.getByText("₹200.00")).toBeInTheDocument();
  });

  it("sends a visitor to sign in, and comes back, before anything goes into a cart", async () => {
    mockApi({ "GET /api/ecommerce/get-product-list": list, ...facets });
    const user = userEvent.setup();
    await renderRoute("/app/shop", "/app/shop?category=prasadam", <ShopPage />);
    await user.click(await screen.findByRole("button", { name: "Add to cart" }));
    await waitFor(() =>
      expect(screen.getByTestId("probe")).toHaveTextContent(`/signin|unauthenticated`),
    );
  });

  it("adds to the cart of a signed-in devotee and says how many are in it", async () => {
    let amount = 0;
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/ecommerce/get-product-list": list,
      "GET /api/ecommerce/get-cart-list": ok([]),
      "POST /api/ecommerce/add-to-cart": () => ({
        body: { status: "success", data: [{ ...product(), amount: ++amount }] },
      }),
      ...facets,
    });
    const user = userEvent.setup();
    await renderRoute("/app/shop", "/app/shop", <ShopPage />);
    const add = await screen.findByRole("button", { name: "Add to cart" });
    await user.click(add);
    expect(await screen.findByText("Tirupati laddu is in your cart (1).")).toBeInTheDocument();
    await user.click(add);
    expect(await screen.findByText("Tirupati laddu is in your cart (2).")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
    const bodies = api.mock.calls
      .filter(([u]) => new URL(String(u), "http://localhost").pathname.endsWith("/add-to-cart"))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{ productId: PRODUCT_ID }, { productId: PRODUCT_ID }]);
  });

  it("keeps a signed-in devotee on the shop when they tap before their session is checked", async () => {
    let answer = () => {};
    const checked = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const profile = signedInAs();
    mockApi({
      "GET /api/auth/profile": async (body, init) => {
        await checked;
        return profile(body, init);
      },
      "GET /api/ecommerce/get-product-list": list,
      "GET /api/ecommerce/get-cart-list": ok([]),
      "POST /api/ecommerce/add-to-cart": () => ({
        body: { status: "success", data: [{ ...product(), amount: 1 }] },
      }),
      ...facets,
    });
    const user = userEvent.setup();
    await renderRoute("/app/shop", "/app/shop", <ShopPage />);
    const add = await screen.findByRole("button", { name: "Add to cart" });
    // Not yet known to be signed in: the button waits (it used to send them to sign in).
    expect(add).toBeDisabled();
    answer();
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByText("Tirupati laddu is in your cart (1).")).toBeInTheDocument();
    expect(screen.getByTestId("probe")).toHaveTextContent("/app/shop");
  });

  it("shows the server's refusal (out of stock) in words", async () => {
    mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/ecommerce/get-product-list": list,
      "GET /api/ecommerce/get-cart-list": ok([]),
      "POST /api/ecommerce/add-to-cart": () => ({
        status: 409,
        body: { status: "error", code: "OUT_OF_STOCK", error: "Only 1 of Tirupati laddu left" },
      }),
      ...facets,
    });
    const user = userEvent.setup();
    await renderRoute("/app/shop", "/app/shop", <ShopPage />);
    await user.click(await screen.findByRole("button", { name: "Add to cart" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only 1 of Tirupati laddu left");
  });
});
