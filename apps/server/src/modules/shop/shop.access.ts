import { SHOP } from "@sannidhi/contracts";
import type { AccessRow, Actor } from "../../../test/access.js";
import { address } from "../../../test/shop.js";
import { cartOf, orderOfA, shopProduct, shopTemple } from "./access-fixtures.js";

const all = (n: number) => ({ anonymous: n, devoteeA: n, devoteeB: n, editor: n, admin: n, SA: n });
const signedIn = (n: number) => ({ ...all(n), anonymous: 401 });
/** Devotee A's own cart or order: A gets `ok`, everyone else is told it does not exist. */
const ownerOnly = (ok: number) => ({ ...all(404), anonymous: 401, devoteeA: ok });
/** Devotees shop; staff accounts are told to use a devotee account. */
const devotees = (ok: number) => ({ ...all(403), anonymous: 401, devoteeA: ok, devoteeB: ok });
const staff = { anonymous: 401, devoteeA: 403, devoteeB: 403, editor: 403, admin: 200, SA: 200 };

const isDevotee = (actor: Actor) => actor === "devoteeA" || actor === "devoteeB";

export const access: AccessRow[] = [
  ...["get-product-list", "get-category-list", "get-brand-list", "get-rating-list"].map(
    (path): AccessRow => ({
      method: "GET",
      route: `/api/ecommerce/${path}`,
      expect: all(200),
    }),
  ),
  {
    method: "GET",
    route: "/api/ecommerce/products/:id",
    request: async (fx) => ({ url: `/api/ecommerce/products/${(await shopProduct(fx)).id}` }),
    expect: all(200),
  },
  { method: "GET", route: "/api/ecommerce/get-cart-list", expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/ecommerce/add-to-cart",
    request: async (fx) => ({
      url: "/api/ecommerce/add-to-cart",
      payload: { productId: (await shopProduct(fx)).id },
    }),
    expect: devotees(200),
  },
  {
    // Everyone names devotee A's cart (`uid`); only A may change it.
    method: "POST",
    route: "/api/ecommerce/delete-from-cart",
    request: async (fx) => ({
      url: "/api/ecommerce/delete-from-cart",
      payload: { uid: fx.users.devoteeA.id, productId: (await cartOf(fx, fx.users.devoteeA)).id },
    }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/ecommerce/update-cart-amount",
    request: async (fx) => ({
      url: "/api/ecommerce/update-cart-amount",
      payload: {
        uid: fx.users.devoteeA.id,
        productId: (await cartOf(fx, fx.users.devoteeA)).id,
        amount: 2,
      },
    }),
    expect: ownerOnly(200),
  },
  {
    // A devotee checks out the one product the builder put in their cart (₹50 + ₹60 delivery).
    method: "POST",
    route: "/api/ecommerce/orders",
    request: async (fx, actor) => {
      if (isDevotee(actor)) await cartOf(fx, fx.users[actor as "devoteeA" | "devoteeB"]);
      return {
        url: "/api/ecommerce/orders",
        payload: {
          templeId: await shopTemple(fx),
          address: await address(fx.ctx),
          totalPaise: 5_000 + SHOP.deliveryPaise,
        },
      };
    },
    expect: devotees(201),
  },
  { method: "GET", route: "/api/ecommerce/orders", expect: signedIn(200) },
  {
    method: "GET",
    route: "/api/ecommerce/orders/:id",
    request: async (fx) => ({ url: `/api/ecommerce/orders/${(await orderOfA(fx, "pending")).id}` }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/ecommerce/orders/:id/cancel",
    request: async (fx) => ({
      url: `/api/ecommerce/orders/${(await orderOfA(fx, "pending")).id}/cancel`,
    }),
    expect: ownerOnly(200),
  },
  {
    // Only someone who received the product may rate it.
    method: "POST",
    route: "/api/ecommerce/products/:id/rating",
    request: async (fx, actor) => ({
      url: `/api/ecommerce/products/${
        actor === "devoteeA"
          ? (await orderOfA(fx, "delivered")).productId
          : (await shopProduct(fx)).id
      }/rating`,
      payload: { rating: 5 },
    }),
    expect: { ...all(403), anonymous: 401, devoteeA: 200 },
  },
  { method: "GET", route: "/api/staff/orders", expect: staff },
  {
    method: "GET",
    route: "/api/staff/orders/:id",
    request: async (fx) => ({ url: `/api/staff/orders/${(await orderOfA(fx, "paid")).id}` }),
    expect: staff,
  },
  {
    method: "POST",
    route: "/api/staff/orders/:id/dispatch",
    request: async (fx) => ({
      url: `/api/staff/orders/${(await orderOfA(fx, "paid")).id}/dispatch`,
      payload: { courier: "India Post", trackingNo: "EM1IN" },
    }),
    expect: staff,
  },
  {
    method: "POST",
    route: "/api/staff/orders/:id/cancel",
    request: async (fx) => ({
      url: `/api/staff/orders/${(await orderOfA(fx, "paid")).id}/cancel`,
      payload: { reason: "Out of stock at the temple" },
    }),
    expect: staff,
  },
];
