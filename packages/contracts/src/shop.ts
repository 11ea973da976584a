import { z } from "zod";
import { CancelPreviewSchema } from "./bookings.js";
import { optionalText, required } from "./cms/fields.js";
import { LangQuerySchema } from "./discovery.js";
import { listOf, successOf } from "./envelope.js";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./paging.js";
import { RefundStateSchema } from "./payments.js";
import {
  PIN_CODE,
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  SHOP,
  SHOP_ORDER_STATUSES,
} from "./shop-rules.js";

export * from "./shop-rules.js";

/** "+919876543210" from "9876543210", "+91 98765 43210" or "09876543210". */
const indianMobile = z
  .string({ message: "Mobile is required" })
  .trim()
  .transform((s) => s.replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .regex(/^(\+91|0)?[6-9]\d{9}$/, "Enter a 10-digit Indian mobile number")
      .transform((s) => `+91${s.slice(-10)}`),
  );

/** Where an order is delivered; the state is checked against the PIN code's postal zone. */
export const DeliveryAddressSchema = z.object({
  name: required("Name", 100),
  mobile: indianMobile,
  line1: required("House and street", 200),
  line2: optionalText("Area or landmark", 200).default(""),
  city: required("Town or city", 100),
  stateId: z.uuid({ message: "Choose a state" }),
  pinCode: z
    .string({ message: "PIN code is required" })
    .trim()
    .regex(PIN_CODE, "PIN code must be 6 digits and not start with 0"),
});
export type DeliveryAddress = z.input<typeof DeliveryAddressSchema>;

// ---- Catalogue (spec section 3 "Product") -----------------------------------------------------

/** A product as the spec's e-commerce shows it; money also in paise (ARCHITECTURE.md). */
export const ShopProductSchema = z.object({
  id: z.uuid(),
  imgUrl: z.string().nullable(),
  /** Rupees, GST included (the spec's field); `pricePaise` is the exact amount. */
  price: z.number(),
  pricePaise: z.number().int(),
  /** Units a devotee can order now: stock less what unpaid orders hold. */
  totalUnit: z.number().int(),
  title: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  /** The selling temple's name. */
  brand: z.string(),
  brandId: z.uuid(),
  templeSlug: z.string(),
  /** Average of devotees' ratings, one decimal; 0 until someone rates it. */
  rating: z.number(),
  ratingCount: z.number().int(),
  freeShipping: z.boolean(),
  description: z.string(),
  gstRate: z.number().int(),
  materialId: z.uuid().nullable(),
});
export type ShopProduct = z.infer<typeof ShopProductSchema>;

const flag = z.enum(["true", "false"]).transform((v) => v === "true");
const rupees = z.coerce.number().int("must be whole rupees").min(0).max(1_000_000);

/** Filters of the product list; the facet lists take the same ones. */
export const ProductQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    q: z.string().trim().max(100).optional(),
    category: z.enum(PRODUCT_CATEGORIES).optional(),
    /** The selling temple (a `brand` facet's id). */
    temple_id: z.uuid().optional(),
    /** At least this many stars. */
    rating: z.coerce.number().int().min(1).max(5).optional(),
    min_price: rupees.optional(),
    max_price: rupees.optional(),
    free_shipping: flag.optional(),
    sort: z.enum(PRODUCT_SORTS).default("relevance"),
    /** The devotee's language for titles and descriptions (issue 37); else the cookie. */
    lang: LangQuerySchema.shape.lang,
  })
  .refine(
    (q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price,
    {
      message: "min_price must not be more than max_price",
      path: ["min_price"],
    },
  );
export type ProductQuery = z.infer<typeof ProductQuerySchema>;

export const ProductListResponseSchema = listOf(ShopProductSchema);
export const ProductResponseSchema = successOf(ShopProductSchema);

/** Facets carry their count in a field named `product` (spec section 3). */
export const CategoryFacetSchema = z.object({
  title: z.enum(PRODUCT_CATEGORIES),
  product: z.number().int(),
});
export const BrandFacetSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  product: z.number().int(),
});
/** Products rated `rate` stars or more. */
export const RatingFacetSchema = z.object({
  rate: z.number().int().min(1).max(5),
  product: z.number().int(),
});
export type CategoryFacet = z.infer<typeof CategoryFacetSchema>;
export type BrandFacet = z.infer<typeof BrandFacetSchema>;
export type RatingFacet = z.infer<typeof RatingFacetSchema>;
export const CategoryFacetsResponseSchema = successOf(z.array(CategoryFacetSchema));
export const BrandFacetsResponseSchema = successOf(z.array(BrandFacetSchema));
export const RatingFacetsResponseSchema = successOf(z.array(RatingFacetSchema));

// ---- Cart (spec section 4) ---------------------------------------------------------------------

export const CartLineSchema = ShopProductSchema.extend({ amount: z.number().int() });
export type CartLine = z.infer<typeof CartLineSchema>;
export const CartResponseSchema = successOf(z.array(CartLineSchema));

/**
 * `uid` is the spec's field: the cart is always the signed-in person's own, so a `uid` that is
 * not theirs answers 404 like any other person's object.
 */
const cartOwner = { uid: z.uuid({ message: "uid must be a user id" }).optional() };
export const AddToCartSchema = z.object({ ...cartOwner, productId: z.uuid() });
export const DeleteFromCartSchema = AddToCartSchema;
export const UpdateCartAmountSchema = z.object({
  ...cartOwner,
  productId: z.uuid(),
  amount: z
    .number({ message: "amount must be a number" })
    .int("amount must be a whole number")
    .min(1, "amount must be at least 1")
    .max(SHOP.maxAmountPerLine, `amount must be at most ${SHOP.maxAmountPerLine}`),
});

// ---- Orders -----------------------------------------------------------------------------------

/**
 * Checkout of the cart's products from one temple. `totalPaise` is the total the devotee was
 * shown: the server computes its own and refuses a different one instead of charging it.
 */
export const ShopOrderCreateSchema = z.object({
  templeId: z.uuid({ message: "Choose the temple whose products to order" }),
  address: DeliveryAddressSchema,
  totalPaise: z.number().int().min(0).max(100_000_000),
});
export type ShopOrderCreate = z.input<typeof ShopOrderCreateSchema>;

export const ShopOrderLineSchema = z.object({
  productId: z.uuid(),
  title: z.string(),
  imgUrl: z.string().nullable(),
  unitPaise: z.number().int(),
  amount: z.number().int(),
  gstRate: z.number().int(),
  linePaise: z.number().int(),
  /** The devotee's own rating of this product, once given. */
  myRating: z.number().int().nullable(),
});

export const ShopOrderSchema = z.object({
  id: z.uuid(),
  orderNo: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  temple: z.object({ id: z.uuid(), name: z.string(), slug: z.string(), town: z.string() }),
  lines: z.array(ShopOrderLineSchema),
  subtotalPaise: z.number().int(),
  deliveryPaise: z.number().int(),
  totalPaise: z.number().int(),
  address: z.object({
    name: z.string(),
    mobile: z.string(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    pinCode: z.string(),
  }),
  createdAt: z.string(),
  /** Until when an unpaid order holds its stock. */
  holdExpiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  refund: RefundStateSchema.nullable(),
  invoiceId: z.uuid().nullable(),
  /** What cancelling now would refund (POLICY, spec section 9). */
  cancel: CancelPreviewSchema,
});
export type ShopOrder = z.infer<typeof ShopOrderSchema>;
export const ShopOrderResponseSchema = successOf(ShopOrderSchema);
export const ShopOrderListResponseSchema = listOf(ShopOrderSchema);

export const MyOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  status: z.enum(SHOP_ORDER_STATUSES).optional(),
});

export const RateProductSchema = z.object({
  rating: z
    .number({ message: "rating must be a number" })
    .int("rating must be a whole number of stars")
    .min(1, "rating must be 1 to 5")
    .max(5, "rating must be 1 to 5"),
});

// ---- Staff ------------------------------------------------------------------------------------

export const StaffShopOrderSchema = ShopOrderSchema.extend({
  devotee: z.object({ name: z.string().nullable(), mobile: z.string().nullable() }),
});
export type StaffShopOrder = z.infer<typeof StaffShopOrderSchema>;
export const StaffShopOrderResponseSchema = successOf(StaffShopOrderSchema);
export const StaffShopOrderListResponseSchema = listOf(StaffShopOrderSchema);

export const StaffOrdersQuerySchema = MyOrdersQuerySchema.extend({
  temple_id: z.uuid().optional(),
  /** An order number (SO-2026-000123) or 4+ digits of the devotee's mobile. */
  q: z.string().trim().max(40).optional(),
});
export type StaffOrdersQuery = z.infer<typeof StaffOrdersQuerySchema>;

/** Handing a paid order to the post or a courier (issue 13, "the dispatch step"). */
export const DispatchSchema = z.object({
  courier: required("Courier", 60),
  trackingNo: optionalText("Tracking number", 60).default(""),
});
export type Dispatch = z.input<typeof DispatchSchema>;

/** Staff cancel an order the temple cannot fulfil: whatever was paid is refunded in full. */
export const StaffCancelOrderSchema = z.object({ reason: required("Reason", 200) });
export type StaffCancelOrder = z.input<typeof StaffCancelOrderSchema>;
