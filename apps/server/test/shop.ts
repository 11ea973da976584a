import type { ProductCategory } from "@sannidhi/contracts";
import { eq } from "drizzle-orm";
import { products, states } from "../src/db/schema/index.js";
import type { TestContext } from "./helpers.js";
import { payWithLocalProvider } from "./payments.js";
import type { TestUser } from "./users.js";

export interface ProductOptions {
  title?: string;
  category?: ProductCategory;
  pricePaise?: number;
  stock?: number;
  gstRate?: number;
  hsnCode?: string | null;
  freeShipping?: boolean;
  active?: boolean;
  ratingSum?: number;
  ratingCount?: number;
}

/** A product of a temple's shop, straight in the database. */
export async function createProduct(ctx: TestContext, templeId: string, o: ProductOptions = {}) {
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      templeId,
      title: o.title ?? "Kumkum",
      category: o.category ?? "pooja_materials",
      pricePaise: o.pricePaise ?? 5_000,
      stock: o.stock ?? 100,
      gstRate: o.gstRate ?? 0,
      hsnCode: o.hsnCode ?? null,
      freeShipping: o.freeShipping ?? false,
      active: o.active ?? true,
      ratingSum: o.ratingSum ?? 0,
      ratingCount: o.ratingCount ?? 0,
    })
    .returning();
  return row!;
}

/** A state with a real code (its PIN zone is checked), created once per database. */
export async function stateWithCode(ctx: TestContext, code: string, name: string) {
  const db = ctx.database.db;
  await db.insert(states).values({ name, code, kind: "state" }).onConflictDoNothing();
  const [row] = await db.select().from(states).where(eq(states.code, code));
  return row!;
}

/** A delivery address in Tamil Nadu (PIN zone 6). */
export async function address(ctx: TestContext, over: Record<string, unknown> = {}) {
  const tn = await stateWithCode(ctx, "TN", "Tamil Nadu");
  return {
    name: "Meena Sundaram",
    mobile: "98400 12345",
    line1: "12 North Mada Street",
    line2: "Mylapore",
    city: "Chennai",
    stateId: tn.id,
    pinCode: "600004",
    ...over,
  };
}

export const cartCall = (ctx: TestContext, user: TestUser, path: string, payload: object) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/ecommerce/${path}`,
    headers: user.headers,
    payload,
  });

/** Adds `amount` units of a product to the user's cart, one tap at a time. */
export async function addToCart(ctx: TestContext, user: TestUser, productId: string, amount = 1) {
  let res = await cartCall(ctx, user, "add-to-cart", { productId });
  for (let i = 1; i < amount; i++) res = await cartCall(ctx, user, "add-to-cart", { productId });
  return res;
}

/** Checks out the user's cart lines of one temple at the total the cart shows. */
export async function checkout(
  ctx: TestContext,
  user: TestUser,
  templeId: string,
  over: Record<string, unknown> = {},
) {
  const cart = (
    await ctx.app.inject({ url: "/api/ecommerce/get-cart-list", headers: user.headers })
  ).json().data as { brandId: string; pricePaise: number; amount: number; freeShipping: boolean }[];
  const lines = cart.filter((l) => l.brandId === templeId);
  const subtotal = lines.reduce((n, l) => n + l.pricePaise * l.amount, 0);
  const delivery = lines.every((l) => l.freeShipping) ? 0 : 6_000;
  return ctx.app.inject({
    method: "POST",
    url: "/api/ecommerce/orders",
    headers: user.headers,
    payload: {
      templeId,
      address: await address(ctx),
      totalPaise: subtotal + delivery,
      ...over,
    },
  });
}

/** Pays a shop order with the local provider (its checkout page's signed callback). */
export const payLocally = (
  ctx: TestContext,
  user: TestUser,
  shopOrderId: string,
  outcome: "success" | "failure" = "success",
) => payWithLocalProvider(ctx, user, { shopOrderId }, outcome);

export { employAt } from "./staff.js";
