import type { ProductCategory, ShopOrderStatus } from "@sannidhi/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { poojaMaterials, temples } from "./catalog.js";
import { createdAt, id, translations, updatedAt } from "./common.js";
import { users } from "./users.js";

/**
 * A temple shop's product (issue 13; a CMS resource). `stock` is what the temple has on hand:
 * payment takes units from it, cancellation of a paid order gives them back. Units unpaid
 * orders hold are counted from those orders, never kept in a counter (docs/decisions/123).
 */
export const products = pgTable(
  "products",
  {
    id: id(),
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "restrict" }),
    materialId: uuid("material_id").references(() => poojaMaterials.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    category: text("category").$type<ProductCategory>().notNull(),
    description: text("description").notNull().default(""),
    /** Title and description in the other languages (issue 37), as the catalogue's rows keep. */
    translations: translations(),
    pricePaise: integer("price_paise").notNull(),
    stock: integer("stock").notNull().default(0),
    gstRate: integer("gst_rate").notNull().default(0),
    /** HSN code printed on the tax invoice or bill of supply (issue 38). */
    hsnCode: text("hsn_code"),
    freeShipping: boolean("free_shipping").notNull().default(false),
    image: text("image"),
    active: boolean("active").notNull().default(true),
    /** Kept with each rating in the same transaction, so lists and facets read no ratings. */
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_temple_idx").on(t.templeId),
    index("products_material_idx").on(t.materialId),
    index("products_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    check(
      "products_category_check",
      sql`${t.category} in ('pooja_materials','prasadam','lamps','books')`,
    ),
    check("products_price_check", sql`${t.pricePaise} > 0`),
    check("products_stock_check", sql`${t.stock} >= 0`),
    // Today's rates (GST_RATES) and 12, which products kept from before 22 September 2025 until
    // staff reclassify them (the contract takes today's rates only: decision 230).
    check("products_gst_rate_check", sql`${t.gstRate} in (0, 3, 5, 12, 18, 40)`),
    check(
      "products_hsn_code_check",
      sql`${t.hsnCode} is null or ${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`,
    ),
  ],
);

/** One signed-in person's cart (spec section 4: uid, productId, amount). */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("cart_items_product_idx").on(t.productId),
    check("cart_items_amount_check", sql`${t.amount} between 1 and 1000`),
  ],
);

/** Order numbers SO-<year>-<6 digits>: unique, short, readable over the phone. */
export const shopOrderSeq = pgSequence("shop_order_seq", { startWith: 1 });

export interface OrderAddress {
  name: string;
  mobile: string;
  line1: string;
  line2: string;
  city: string;
  stateId: string;
  state: string;
  pinCode: string;
}

/** One checkout of one temple's products, paid through the payments module (issue 13). */
export const shopOrders = pgTable(
  "shop_orders",
  {
    id: id(),
    orderNo: text("order_no").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "restrict" }),
    status: text("status").$type<ShopOrderStatus>().notNull().default("pending"),
    subtotalPaise: integer("subtotal_paise").notNull(),
    deliveryPaise: integer("delivery_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    address: jsonb("address").$type<OrderAddress>().notNull(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    courier: text("courier"),
    trackingNo: text("tracking_no"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    refundPaise: integer("refund_paise"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("shop_orders_user_idx").on(t.userId, t.createdAt),
    index("shop_orders_temple_status_idx").on(t.templeId, t.status, t.createdAt),
    index("shop_orders_pending_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'pending'`),
    check(
      "shop_orders_status_check",
      sql`${t.status} in ('pending','processing','delivered','cancelled','refunded')`,
    ),
    check(
      "shop_orders_total_check",
      sql`${t.totalPaise} = ${t.subtotalPaise} + ${t.deliveryPaise} and ${t.totalPaise} > 0`,
    ),
  ],
);

/** What was ordered, at the price and rate of the moment of ordering. */
export const shopOrderLines = pgTable(
  "shop_order_lines",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => shopOrders.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    imgUrl: text("img_url"),
    unitPaise: integer("unit_paise").notNull(),
    amount: integer("amount").notNull(),
    gstRate: integer("gst_rate").notNull(),
    /** The product's HSN code when ordered (issue 38), printed on its invoice. */
    hsnCode: text("hsn_code"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    index("shop_order_lines_product_idx").on(t.productId),
    check("shop_order_lines_amount_check", sql`${t.amount} > 0`),
  ],
);

/** A devotee's one rating of a product they received (issue 13). */
export const productRatings = pgTable(
  "product_ratings",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.userId] }),
    check("product_ratings_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);
