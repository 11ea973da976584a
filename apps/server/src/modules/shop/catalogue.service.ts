import {
  type CategoryFacet,
  PRODUCT_CATEGORIES,
  type ProductQuery,
  type RatingFacet,
  SHOP,
} from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import * as cartRepo from "./cart.repository.js";
import * as repo from "./catalogue.repository.js";
import { assertCanShop } from "./orders.service.js";

/** Every category, each with the products the other filters leave (spec section 3 facet). */
export async function categoryFacets(db: Db, q: ProductQuery): Promise<CategoryFacet[]> {
  const counts = new Map((await repo.categoryCounts(db, q)).map((c) => [c.title, c.product]));
  return PRODUCT_CATEGORIES.map((title) => ({ title, product: counts.get(title) ?? 0 }));
}

/** "4 stars and up" first: each facet counts the products rated at least `rate`. */
export async function ratingFacets(db: Db, q: ProductQuery): Promise<RatingFacet[]> {
  const counts = await repo.ratingCounts(db, q);
  return [5, 4, 3, 2, 1].map((rate) => ({ rate, product: counts[rate - 1] ?? 0 }));
}

/** A product a visitor may see. */
export async function visibleProduct(db: Db, id: string, now: Date) {
  const p = await repo.findProduct(db, id, now);
  if (!p?.visible) throw notFound("Product not found");
  return p;
}

function outOfStock(title: string, left: number): AppError {
  return new AppError(
    "OUT_OF_STOCK",
    left <= 0 ? `${title} is out of stock` : `Only ${left} of ${title} left`,
    409,
  );
}

/** The cart's owner is the caller; a `uid` naming anyone else is another person's cart. */
export function assertOwnCart(uid: string | undefined, userId: string) {
  if (uid !== undefined && uid !== userId) throw notFound("Cart not found");
}

/**
 * Spec section 4: an existing product's amount goes up by one, a new one comes in at 1. The cart
 * holds no stock (checkout does); it refuses only what could not be ordered now.
 */
export async function addToCart(db: Db, userId: string, productId: string, now: Date) {
  await assertCanShop(db, userId);
  const p = await visibleProduct(db, productId, now);
  const current = (await cartRepo.amountOf(db, userId, productId)) ?? 0;
  if (!current && (await cartRepo.lineCount(db, userId)) >= SHOP.maxCartLines) {
    throw new AppError("CART_FULL", `A cart holds at most ${SHOP.maxCartLines} products`, 409);
  }
  if (current + 1 > p.available) throw outOfStock(p.title, p.available);
  const amount = await cartRepo.addOne(db, userId, productId, SHOP.maxAmountPerLine);
  if (amount === null) {
    throw new AppError(
      "CART_LIMIT",
      `At most ${SHOP.maxAmountPerLine} of one product per order`,
      409,
    );
  }
}

export async function updateCartAmount(
  db: Db,
  userId: string,
  productId: string,
  amount: number,
  now: Date,
) {
  await assertCanShop(db, userId);
  const p = await repo.findProduct(db, productId, now);
  if (!p || (await cartRepo.amountOf(db, userId, productId)) === undefined) {
    throw notFound("This product is not in your cart");
  }
  if (amount > p.available) throw outOfStock(p.title, p.available);
  await cartRepo.setAmount(db, userId, productId, amount);
}

export async function deleteFromCart(db: Db, userId: string, productId: string) {
  if (!(await cartRepo.removeLine(db, userId, productId))) {
    throw notFound("This product is not in your cart");
  }
}
