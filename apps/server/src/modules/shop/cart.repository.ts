import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { cartItems, products, temples } from "../../db/schema/index.js";
import { type ProductView, productColumns } from "./catalogue.repository.js";

export type CartLineView = ProductView & { amount: number };

/** The person's cart, oldest line first, each with its product as the catalogue shows it. */
export async function cartLines(db: Db, userId: string, now: Date): Promise<CartLineView[]> {
  return db
    .select({ ...productColumns(now), amount: cartItems.amount })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(temples, eq(temples.id, products.templeId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(products.id));
}

export async function lineCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

export async function amountOf(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select({ amount: cartItems.amount })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .limit(1);
  return row?.amount;
}

/**
 * Spec section 4: adding a product already in the cart increments its amount, otherwise adds it
 * with amount 1 — one statement, so two quick taps count twice and never lose one. Nothing
 * changes at `max`; returns the new amount, or null when it was already at `max`.
 */
export async function addOne(
  db: Db,
  userId: string,
  productId: string,
  max: number,
): Promise<number | null> {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, productId, amount: 1 })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { amount: sql`${cartItems.amount} + 1` },
      setWhere: sql`${cartItems.amount} < ${max}`,
    })
    .returning({ amount: cartItems.amount });
  return row?.amount ?? null;
}

export async function setAmount(db: Db, userId: string, productId: string, amount: number) {
  const rows = await db
    .update(cartItems)
    .set({ amount })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ amount: cartItems.amount });
  return rows.length > 0;
}

export async function removeLine(db: Db, userId: string, productId: string) {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  return rows.length > 0;
}
