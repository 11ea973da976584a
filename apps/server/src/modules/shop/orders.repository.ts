import type { ShopOrderStatus, StaffOrdersQuery } from "@sannidhi/contracts";
import { and, asc, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  cartItems,
  invoices,
  type OrderAddress,
  productRatings,
  products,
  shopOrderLines,
  shopOrderSeq,
  shopOrders,
  states,
  temples,
  users,
} from "../../db/schema/index.js";
import { containsPattern } from "../../lib/like.js";
import type { TempleScope } from "../../lib/temple-scope.js";
import { heldUnits } from "./catalogue.repository.js";

export type OrderRow = typeof shopOrders.$inferSelect;
export type OrderLineRow = typeof shopOrderLines.$inferSelect;

/**
 * Whose orders a read may return (issue 33): a devotee's own, or those of the temples a staff
 * member acts for. Every view read takes one; there is no read of orders without it.
 */
export type Whose = { buyerId: string } | { scope: TempleScope };
const whoseWhere = (w: Whose) =>
  "scope" in w ? w.scope.where(shopOrders.templeId) : eq(shopOrders.userId, w.buyerId);

export async function findBuyer(db: Db, userId: string) {
  const [row] = await db
    .select({ role: users.role, mobile: users.mobile, verifiedAt: users.mobileVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function stateById(db: Db, id: string) {
  const [row] = await db
    .select({ id: states.id, name: states.name, code: states.code })
    .from(states)
    .where(eq(states.id, id))
    .limit(1);
  return row;
}

/** Unpaid orders of the person whose hold has not lapsed. */
export async function openOrderCount(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.userId, userId),
        eq(shopOrders.status, "pending"),
        gt(shopOrders.holdExpiresAt, now),
      ),
    );
  return row?.n ?? 0;
}

/** Product ids of the cart's lines of one temple (read before their rows are locked). */
export async function cartProductIds(db: Db, userId: string, templeId: string) {
  const rows = await db
    .select({ id: products.id })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(products.templeId, templeId)));
  return rows.map((r) => r.id);
}

/**
 * Locks product rows until the transaction ends, in id order so two checkouts never deadlock.
 * Whoever counts stock and holds must do it in a later statement: a statement sees the database
 * as it was when it started, so a count made in the locking statement itself could miss the
 * order that held the lock before (docs/decisions/123).
 */
export async function lockProducts(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for("update");
}

/** The cart's lines of one temple with stock and the units other unpaid orders hold. */
export async function checkoutLines(db: Db, userId: string, templeId: string, now: Date) {
  return db
    .select({
      productId: products.id,
      amount: cartItems.amount,
      title: products.title,
      image: products.image,
      pricePaise: products.pricePaise,
      gstRate: products.gstRate,
      hsnCode: products.hsnCode,
      freeShipping: products.freeShipping,
      active: products.active,
      stock: products.stock,
      held: heldUnits(now),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(products.templeId, templeId)))
    .orderBy(asc(products.id));
}

/** An order's lines with their products' stock and what other unpaid orders hold. */
export async function orderStock(db: Db, orderId: string, now: Date) {
  return db
    .select({
      productId: shopOrderLines.productId,
      amount: shopOrderLines.amount,
      stock: products.stock,
      held: heldUnits(now, orderId),
    })
    .from(shopOrderLines)
    .innerJoin(products, eq(products.id, shopOrderLines.productId))
    .where(eq(shopOrderLines.orderId, orderId))
    .orderBy(asc(products.id));
}

export async function templeIsPublished(db: Db, templeId: string) {
  const [row] = await db
    .select({ published: temples.published })
    .from(temples)
    .where(eq(temples.id, templeId))
    .limit(1);
  return row?.published === true;
}

export interface NewOrder {
  userId: string;
  templeId: string;
  subtotalPaise: number;
  deliveryPaise: number;
  totalPaise: number;
  address: OrderAddress;
  holdExpiresAt: Date;
  createdAt: Date;
  lines: Omit<OrderLineRow, "orderId">[];
}

export async function insertOrder(db: Db, o: NewOrder): Promise<OrderRow> {
  const { lines, ...order } = o;
  const year = o.createdAt.getUTCFullYear();
  const [row] = await db
    .insert(shopOrders)
    .values({
      ...order,
      status: "pending",
      orderNo: sql`${`SO-${year}-`} || lpad(nextval('${sql.raw(shopOrderSeq.seqName ?? "shop_order_seq")}')::text, 6, '0')`,
    })
    .returning();
  if (!row) throw new Error("order not inserted");
  await db.insert(shopOrderLines).values(lines.map((l) => ({ ...l, orderId: row.id })));
  return row;
}

export async function clearCartLines(db: Db, userId: string, productIds: string[]) {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

export async function lockOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.id, id)).for("update");
  return row;
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.id, id)).limit(1);
  return row;
}

export async function orderLines(db: Db, orderId: string) {
  return db
    .select()
    .from(shopOrderLines)
    .where(eq(shopOrderLines.orderId, orderId))
    .orderBy(asc(shopOrderLines.title));
}

/** Moves an order from one of `from` to a new state; returns the row only if it moved. */
export async function transition(
  db: Db,
  id: string,
  from: ShopOrderStatus[],
  set: Partial<typeof shopOrders.$inferInsert>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(shopOrders)
    .set(set)
    .where(and(eq(shopOrders.id, id), inArray(shopOrders.status, from)))
    .returning();
  return row;
}

/** Payment takes the units from stock; false when fewer are on hand. */
export async function takeStock(db: Db, productId: string, amount: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${amount}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${amount}`))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** A paid order that will not ship gives its units back. */
export async function giveStock(db: Db, orderId: string) {
  await db.execute(sql`update ${products} set stock = ${products.stock} + l.amount
    from ${shopOrderLines} l where l.order_id = ${orderId} and l.product_id = ${products.id}`);
}

/**
 * Status as the person sees it: an unpaid order whose hold lapsed is cancelled (the sweeper
 * writes that later; nothing waits for it).
 */
export function statusIs(status: ShopOrderStatus, now: Date): SQL {
  const lapsed = and(eq(shopOrders.status, "pending"), lte(shopOrders.holdExpiresAt, now));
  if (status === "pending")
    return and(eq(shopOrders.status, "pending"), gt(shopOrders.holdExpiresAt, now)) as SQL;
  if (status === "cancelled") return or(eq(shopOrders.status, "cancelled"), lapsed) as SQL;
  return eq(shopOrders.status, status);
}

/** The sweeper: unpaid orders past their hold become cancelled (their units were free already). */
export async function expireOrders(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(shopOrders)
    .set({
      status: "cancelled",
      cancelledAt: sql`${shopOrders.holdExpiresAt}`,
      cancelReason: "payment_window",
    })
    .where(and(eq(shopOrders.status, "pending"), lte(shopOrders.holdExpiresAt, now)))
    .returning({ id: shopOrders.id });
  return rows.length;
}

function viewQuery(db: Db) {
  return db
    .select({
      order: shopOrders,
      temple: { id: temples.id, name: temples.name, slug: temples.slug, town: temples.town },
      devotee: { name: users.name, mobile: users.mobile },
      invoiceId: invoices.id,
    })
    .from(shopOrders)
    .innerJoin(temples, eq(temples.id, shopOrders.templeId))
    .innerJoin(users, eq(users.id, shopOrders.userId))
    .leftJoin(invoices, eq(invoices.orderId, shopOrders.id));
}
type ViewHead = Awaited<ReturnType<ReturnType<typeof viewQuery>["execute"]>>[number];
export type OrderView = ViewHead & { lines: (OrderLineRow & { myRating: number | null })[] };

/** Lines of several orders in one query, with each buyer's own rating of the product. */
async function withLines(db: Db, heads: ViewHead[]): Promise<OrderView[]> {
  if (!heads.length) return [];
  const lines = await db
    .select({ line: shopOrderLines, myRating: productRatings.rating })
    .from(shopOrderLines)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId))
    .leftJoin(
      productRatings,
      and(
        eq(productRatings.productId, shopOrderLines.productId),
        eq(productRatings.userId, shopOrders.userId),
      ),
    )
    .where(
      inArray(
        shopOrderLines.orderId,
        heads.map((h) => h.order.id),
      ),
    )
    .orderBy(asc(shopOrderLines.title));
  return heads.map((h) => ({
    ...h,
    lines: lines
      .filter((l) => l.line.orderId === h.order.id)
      .map((l) => ({ ...l.line, myRating: l.myRating })),
  }));
}

export async function findView(db: Db, f: Whose & { id: string }): Promise<OrderView | undefined> {
  const heads = await viewQuery(db)
    .where(and(eq(shopOrders.id, f.id), whoseWhere(f)))
    .limit(1);
  const [view] = await withLines(db, heads);
  return view;
}

export interface OrdersFilter {
  page: number;
  limit: number;
  now: Date;
  status?: ShopOrderStatus | undefined;
  templeId?: string | undefined;
  /** An order number, or 4+ digits of the buyer's mobile (staff's search). */
  q?: string | undefined;
}

function listWhere(f: Whose & OrdersFilter): SQL | undefined {
  const text = f.q?.trim();
  const digits = text?.replace(/\D/g, "") ?? "";
  return and(
    whoseWhere(f),
    f.templeId ? eq(shopOrders.templeId, f.templeId) : undefined,
    f.status ? statusIs(f.status, f.now) : undefined,
    text
      ? or(
          ilike(shopOrders.orderNo, containsPattern(text)),
          digits.length >= 4 ? ilike(users.mobile, containsPattern(digits.slice(-10))) : undefined,
        )
      : undefined,
  );
}

/** Staff's list filter as the repository reads it. */
export const staffOrdersFilter = (q: StaffOrdersQuery, now: Date): OrdersFilter => ({
  page: q.page,
  limit: q.limit,
  now,
  status: q.status,
  templeId: q.temple_id,
  q: q.q,
});

export async function listViews(db: Db, f: Whose & OrdersFilter) {
  const { page, limit } = f;
  const where = listWhere(f);
  const [heads, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(shopOrders)
      .innerJoin(users, eq(users.id, shopOrders.userId))
      .where(where),
  ]);
  return { rows: await withLines(db, heads), total: total?.n ?? 0 };
}

/** True when the person has a delivered order with this product (who may rate it). */
export async function received(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .innerJoin(shopOrderLines, eq(shopOrderLines.orderId, shopOrders.id))
    .where(
      and(
        eq(shopOrders.userId, userId),
        eq(shopOrders.status, "delivered"),
        eq(shopOrderLines.productId, productId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** One rating per person and product; the product's sum and count move with it. */
export async function rate(db: Db, userId: string, productId: string, rating: number) {
  const rows = await db
    .insert(productRatings)
    .values({ productId, userId, rating })
    .onConflictDoNothing()
    .returning({ rating: productRatings.rating });
  if (!rows.length) return false;
  await db
    .update(products)
    .set({
      ratingSum: sql`${products.ratingSum} + ${rating}`,
      ratingCount: sql`${products.ratingCount} + 1`,
    })
    .where(eq(products.id, productId));
  return true;
}
