import { SHOP } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { addToCart, cartCall, createProduct } from "../../../test/shop.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { signAccessToken, tokenKeys } from "../../plugins/auth.js";

const ctx = await createTestApp();
const { app } = ctx;
const { temple } = await createTemple(ctx, { name: "Srirangam" });
const kumkum = await createProduct(ctx, temple.id, { title: "Kumkum", stock: 50 });
const ghee = await createProduct(ctx, temple.id, { title: "Ghee", stock: 3 });
const soldOut = await createProduct(ctx, temple.id, { title: "Sold out", stock: 0 });

const cartOf = async (u: TestUser) =>
  (await app.inject({ url: "/api/ecommerce/get-cart-list", headers: u.headers })).json().data as {
    id: string;
    amount: number;
    title: string;
  }[];
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("the cart (spec section 4)", () => {
  it("adds a product with amount 1, and a second add makes it 2", async () => {
    const d = await createUser(ctx);
    const first = await cartCall(ctx, d, "add-to-cart", { uid: d.id, productId: kumkum.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject([{ id: kumkum.id, amount: 1, title: "Kumkum" }]);
    const second = await cartCall(ctx, d, "add-to-cart", { productId: kumkum.id });
    expect(second.json().data).toMatchObject([{ id: kumkum.id, amount: 2, brand: "Srirangam" }]);
  });

  it("updates and deletes lines, and survives a sign-in on another device", async () => {
    const d = await createUser(ctx);
    await addToCart(ctx, d, kumkum.id);
    await addToCart(ctx, d, ghee.id);
    const updated = await cartCall(ctx, d, "update-cart-amount", {
      uid: d.id,
      productId: kumkum.id,
      amount: 5,
    });
    expect(updated.json().data.map((l: { amount: number }) => l.amount)).toEqual([5, 1]);
    const deleted = await cartCall(ctx, d, "delete-from-cart", { uid: d.id, productId: ghee.id });
    expect(deleted.json().data).toMatchObject([{ id: kumkum.id, amount: 5 }]);
    // Another device: a second session of the same account reads the same cart.
    const token = await signAccessToken(
      tokenKeys(ctx.config.jwtSecret),
      {
        id: d.id,
        role: "user",
        sessionVersion: 1,
      },
      { fid: crypto.randomUUID() },
    );
    expect(await cartOf({ ...d, headers: { authorization: `Bearer ${token}` } })).toMatchObject([
      { id: kumkum.id, amount: 5 },
    ]);
  });

  it("never shows or changes another person's cart", async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    await addToCart(ctx, a, kumkum.id, 2);
    for (const [path, body] of [
      ["add-to-cart", { uid: a.id, productId: ghee.id }],
      ["update-cart-amount", { uid: a.id, productId: kumkum.id, amount: 9 }],
      ["delete-from-cart", { uid: a.id, productId: kumkum.id }],
    ] as const) {
      const res = await cartCall(ctx, b, path, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ status: "error", code: "NOT_FOUND" });
    }
    expect(await cartOf(a)).toMatchObject([{ id: kumkum.id, amount: 2 }]);
    expect(await cartOf(b)).toEqual([]);
    const anonymous = await app.inject({ url: "/api/ecommerce/get-cart-list" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses what cannot be ordered: sold out, beyond stock, beyond the per-order limit", async () => {
    const d = await createUser(ctx);
    const out = await cartCall(ctx, d, "add-to-cart", { productId: soldOut.id });
    expect(out.statusCode).toBe(409);
    expect(out.json()).toMatchObject({ code: "OUT_OF_STOCK", error: "Sold out is out of stock" });
    await addToCart(ctx, d, ghee.id, 3);
    const fourth = await cartCall(ctx, d, "add-to-cart", { productId: ghee.id });
    expect(fourth.json()).toMatchObject({ code: "OUT_OF_STOCK", error: "Only 3 of Ghee left" });
    const tooMany = await cartCall(ctx, d, "update-cart-amount", { productId: ghee.id, amount: 4 });
    expect(tooMany.statusCode).toBe(409);
    await addToCart(ctx, d, kumkum.id, SHOP.maxAmountPerLine);
    const limit = await cartCall(ctx, d, "add-to-cart", { productId: kumkum.id });
    expect(limit.json()).toMatchObject({ code: "CART_LIMIT" });
    expect(await cartOf(d)).toMatchObject([
      { id: ghee.id, amount: 3 },
      { id: kumkum.id, amount: SHOP.maxAmountPerLine },
    ]);
  });

  it("answers bad input with the error envelope and changes nothing", async () => {
    const d = await createUser(ctx);
    await addToCart(ctx, d, kumkum.id);
    const cases: [string, unknown, number][] = [
      ["update-cart-amount", { productId: kumkum.id, amount: 0 }, 400],
      ["update-cart-amount", { productId: kumkum.id, amount: -3 }, 400],
      ["update-cart-amount", { productId: kumkum.id, amount: 1e9 }, 400],
      ["update-cart-amount", { productId: kumkum.id, amount: 1.5 }, 400],
      ["update-cart-amount", { productId: kumkum.id, amount: "2" }, 400],
      ["update-cart-amount", { productId: kumkum.id }, 400],
      ["update-cart-amount", { productId: ghee.id, amount: 2 }, 404],
      ["add-to-cart", { productId: UNKNOWN }, 404],
      ["add-to-cart", { productId: "x".repeat(10_000) }, 400],
      ["add-to-cart", {}, 400],
      ["add-to-cart", { uid: "firebase-uid", productId: kumkum.id }, 400],
      ["delete-from-cart", { productId: UNKNOWN }, 404],
    ];
    for (const [path, body, status] of cases) {
      const res = await cartCall(ctx, d, path, body as object);
      expect(res.statusCode, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(status);
      expect(res.json().status).toBe("error");
    }
    expect(await cartOf(d)).toMatchObject([{ id: kumkum.id, amount: 1 }]);
  });

  it("is for devotees: guests and staff accounts are told why they cannot order", async () => {
    const guest = await createUser(ctx, "GUEST");
    const admin = await createUser(ctx, "admin");
    const g = await cartCall(ctx, guest, "add-to-cart", { productId: kumkum.id });
    expect(g.statusCode).toBe(403);
    expect(g.json().error).toMatch(/guest accounts cannot order/);
    const s = await cartCall(ctx, admin, "add-to-cart", { productId: kumkum.id });
    expect(s.json().error).toMatch(/devotee account/);
  });
});
