import { z } from "zod";
import { GST_RATES, HSN_PATTERN } from "../gst-rules.js";
import { PRODUCT_CATEGORIES } from "../shop-rules.js";
import {
  count,
  entity,
  imageUrl,
  optionalRef,
  optionalText,
  paise,
  RefSchema,
  ref,
  required,
  updateOf,
} from "./fields.js";
import { translatable } from "./translations.js";

export const gstRate = z
  .number({ message: "GST rate must be a number" })
  .refine(
    (r) => (GST_RATES as readonly number[]).includes(r),
    `GST rate must be one of ${GST_RATES.join(", ")} (0 for exempt goods such as prasadam)`,
  );

/** An HSN code (goods) or SAC (services): 4, 6 or 8 digits (CGST Rules rule 46(g)). */
export const hsnCode = z
  .string({ message: "HSN code must be text" })
  .trim()
  .regex(HSN_PATTERN, "HSN code must be 4, 6 or 8 digits");

/**
 * A product of a temple's shop (`/api/products`, a CMS resource like the others); its title and
 * description translatable as a pooja's are (issue 37: the shop in the devotee's language).
 */
const ProductFieldsSchema = z.object({
  /** The selling temple: the spec's `brand`. */
  templeId: ref("temple"),
  title: required("Title", 150),
  category: z.enum(PRODUCT_CATEGORIES, { message: "Choose a category" }),
  /** The pooja material this product is, when it is one (issue 13). */
  materialId: optionalRef("material").default(null),
  description: optionalText("Description", 2000).default(""),
  /** Price to the devotee, GST included. */
  pricePaise: paise("Price").min(100, "Price must be at least ₹1"),
  /** Units on hand; paid orders take from it, cancelled ones give back. */
  stock: count("Stock", 0, 100_000).default(0),
  /** 0 = exempt or nil-rated (prasadam, most pooja items): sold on a bill of supply. */
  gstRate: gstRate.default(0),
  /** Printed on the tax invoice or bill of supply beside the line (decision 230). */
  hsnCode: hsnCode.nullable().default(null),
  freeShipping: z.boolean().default(false),
  image: imageUrl.nullable().default(null),
  active: z.boolean().default(true),
});
export const ProductCreateSchema = translatable(ProductFieldsSchema, ["title", "description"]);
export const ProductUpdateSchema = updateOf(ProductCreateSchema);
export const ProductSchema = ProductCreateSchema.extend({
  ...entity,
  temple: RefSchema,
  material: RefSchema,
});
export type ProductCreate = z.input<typeof ProductCreateSchema>;
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;
export type Product = z.infer<typeof ProductSchema>;
