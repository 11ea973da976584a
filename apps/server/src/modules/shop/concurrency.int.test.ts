import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { addToCart, checkout, createProduct, payLocally } from "../../../test/shop.js";
import { createUser } from "../../../test/users.js";
import { products } from "../../db/schema/index.js";
import { clock } from "../bookings/clock.js";

/**
 * Issue 13: stock is never oversold under any concurrency (the discipline of slot capacity,
 * docs/decisions/060 and 123). The race exists only on real PostgreSQL; on PGlite, which runs one
 * transaction at a time, the same test checks the serialised path.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ctx = await createTestApp();
clock.now = () => new Date("2026-03-02T04:00:00Z");

describe(`60 devotees racing for 20 units (${onPostgres ? "PostgreSQL" : "PGlite, serialised"})`, () => {
  it("places exactly 20 orders, and paying them all takes exactly the stock", async () => {
    expect(ctx.database.kind).toBe(onPostgres ? "postgres" : "pglite");
    const { temple } = await createTemple(ctx);
    const scarce = await createProduct(ctx, temple.id, { title: "Scarce laddu", stock: 20 });
    const plenty = await createProduct(ctx, temple.id, { title: "Kumkum", stock: 1_000 });
    const devotees = await Promise.all(Array.from({ length: 60 }, () => createUser(ctx)));
    // Half put the products in the cart in one order, half in the other: locks are always
    // taken in id order, so no two checkouts can deadlock.
    for (const [i, d] of devotees.entries()) {
      const pair = i % 2 ? [scarce.id, plenty.id] : [plenty.id, scarce.id];
      for (const id of pair) expect((await addToCart(ctx, d, id)).statusCode).toBe(200);
    }

    const results = await Promise.all(devotees.map((d) => checkout(ctx, d, temple.id)));
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(20);
    expect(
      results.filter((r) => r.statusCode === 409 && r.json().code === "OUT_OF_STOCK"),
    ).toHaveLength(40);
    const shown = await ctx.app.inject({ url: `/api/ecommerce/products/${scarce.id}` });
    expect(shown.json().data.totalUnit).toBe(0);

    const winners = devotees.filter((_, i) => results[i]!.statusCode === 201);
    const paid = await Promise.all(
      winners.map((d, i) => payLocally(ctx, d, placed[i]!.json().data.id)),
    );
    expect(paid.map((r) => r.json().data?.status)).toEqual(winners.map(() => "processing"));
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, scarce.id));
    expect(row!.stock).toBe(0);
  }, 180_000);
});
