import type { ProductCategory, ProductQuery, Translations } from "@sannidhi/contracts";
import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { products, shopOrderLines, shopOrders, temples } from "../../db/schema/index.js";
import { containsPattern } from "../../lib/like.js";

type Query = Omit<ProductQuery, "page" | "limit"> & { sort?: string };

/** Units unpaid orders hold now; `excludeOrderId` leaves one order's own hold out. */
export function heldUnits(now: Date, excludeOrderId?: string): SQL<number> {
  return sql<number>`coalesce((select sum(${shopOrderLines.amount}) from ${shopOrderLines}
    inner join ${shopOrders} on ${shopOrders.id} = ${shopOrderLines.orderId}
    where ${shopOrderLines.productId} = ${products.id} and ${shopOrders.status} = 'pending'
      and ${shopOrders.holdExpiresAt} > ${now.toISOString()}::timestamptz
      ${excludeOrderId ? sql`and ${shopOrders.id} <> ${excludeOrderId}` : sql``}), 0)::int`;
}

/** What a visitor may see: active products of published temples. */
export const visible = and(eq(products.active, true), eq(temples.published, true)) as SQL;

const ratingAverage = sql<number>`case when ${products.ratingCount} > 0
  then round(${products.ratingSum}::numeric / ${products.ratingCount}, 1) else 0 end`;

/** A product with its temple, its average rating and the units that can be ordered now. */
export function productColumns(now: Date) {
  return {
    id: products.id,
    title: products.title,
    category: products.category,
    description: products.description,
    pricePaise: products.pricePaise,
    gstRate: products.gstRate,
    freeShipping: products.freeShipping,
    image: products.image,
    materialId: products.materialId,
    ratingCount: products.ratingCount,
    rating: ratingAverage.mapWith(Number),
    templeId: temples.id,
    templeName: temples.name,
    templeSlug: temples.slug,
    translations: products.translations,
    templeTranslations: temples.translations,
    available:
      sql<number>`case when ${visible} then greatest(${products.stock} - ${heldUnits(now)}, 0) else 0 end`.mapWith(
        Number,
      ),
  };
}
export interface ProductView {
  id: string;
  title: string;
  category: ProductCategory;
  description: string;
  pricePaise: number;
  gstRate: number;
  freeShipping: boolean;
  image: string | null;
  materialId: string | null;
  ratingCount: number;
  rating: number;
  templeId: string;
  templeName: string;
  templeSlug: string;
  translations: Translations;
  templeTranslations: Translations;
  available: number;
}

/**
 * The catalogue's filters as SQL. A facet is counted over the products the other filters leave,
 * so each count says what choosing it would show (`except` drops the facet's own filter).
 */
function filterOf(q: Query, except?: "category" | "temple" | "rating"): SQL {
  const text = q.q ? containsPattern(q.q) : null;
  return and(
    visible,
    text ? or(ilike(products.title, text), ilike(temples.name, text)) : undefined,
    q.category && except !== "category" ? eq(products.category, q.category) : undefined,
    q.temple_id && except !== "temple" ? eq(products.templeId, q.temple_id) : undefined,
    q.rating && except !== "rating" ? gte(ratingAverage, q.rating) : undefined,
    q.min_price !== undefined ? gte(products.pricePaise, q.min_price * 100) : undefined,
    q.max_price !== undefined ? lte(products.pricePaise, q.max_price * 100) : undefined,
    q.free_shipping ? eq(products.freeShipping, true) : undefined,
  ) as SQL;
}

function orderOf(sort: string | undefined): SQL[] {
  switch (sort) {
    case "price":
      return [asc(products.pricePaise)];
    case "-price":
      return [desc(products.pricePaise)];
    case "rating":
      return [desc(ratingAverage), desc(products.ratingCount)];
    case "newest":
      return [desc(products.createdAt)];
    default:
      // Relevance: what can be bought first, then what devotees liked.
      return [desc(sql`${products.stock} > 0`), desc(ratingAverage), asc(products.title)];
  }
}

export async function listProducts(
  db: Db,
  q: Query,
  page: number,
  limit: number,
  now: Date,
): Promise<{ rows: ProductView[]; total: number }> {
  const where = filterOf(q);
  const [rows, [count]] = await Promise.all([
    db
      .select(productColumns(now))
      .from(products)
      .innerJoin(temples, eq(temples.id, products.templeId))
      .where(where)
      .orderBy(...orderOf(q.sort), asc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(temples, eq(temples.id, products.templeId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One product, visible or not (callers decide what to show). */
export async function findProduct(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({ ...productColumns(now), visible: sql<boolean>`${visible}` })
    .from(products)
    .innerJoin(temples, eq(temples.id, products.templeId))
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

export async function categoryCounts(db: Db, q: Query) {
  return db
    .select({ title: products.category, product: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(temples, eq(temples.id, products.templeId))
    .where(filterOf(q, "category"))
    .groupBy(products.category);
}

export async function brandCounts(db: Db, q: Query) {
  return db
    .select({ id: temples.id, title: temples.name, product: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(temples, eq(temples.id, products.templeId))
    .where(filterOf(q, "temple"))
    .groupBy(temples.id, temples.name)
    .orderBy(asc(temples.name));
}

/** Products rated at least 1, 2, … 5 stars, in one pass. */
export async function ratingCounts(db: Db, q: Query): Promise<number[]> {
  const at = (r: number) => sql<number>`(count(*) filter (where ${ratingAverage} >= ${r}))::int`;
  const [row] = await db
    .select({ r1: at(1), r2: at(2), r3: at(3), r4: at(4), r5: at(5) })
    .from(products)
    .innerJoin(temples, eq(temples.id, products.templeId))
    .where(filterOf(q, "rating"));
  return row ? [row.r1, row.r2, row.r3, row.r4, row.r5] : [0, 0, 0, 0, 0];
}
