import {
  PRODUCT_CATEGORIES,
  ProductCreateSchema,
  ProductSchema,
  ProductUpdateSchema,
} from "@sannidhi/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { poojaMaterials, products, shopOrderLines, temples } from "../../../db/schema/index.js";
import { defineResource } from "../resource.js";

/** Issue 13: a temple shop's products, managed by staff like any other CMS resource. */
export const productResource = defineResource({
  key: "products",
  table: products,
  id: products.id,
  nameColumn: products.title,
  create: ProductCreateSchema,
  update: ProductUpdateSchema,
  dto: ProductSchema,
  search: [products.title],
  templeOf: products.templeId,
  sort: {
    title: products.title,
    pricePaise: products.pricePaise,
    stock: products.stock,
    createdAt: products.createdAt,
  },
  defaultSort: "title",
  filters: {
    temple_id: { schema: z.uuid(), where: (v: string) => eq(products.templeId, v) },
    category: {
      schema: z.enum(PRODUCT_CATEGORIES),
      where: (v: (typeof PRODUCT_CATEGORIES)[number]) => eq(products.category, v),
    },
  },
  refs: [
    { field: "templeId", as: "temple", id: temples.id, name: temples.name },
    { field: "materialId", as: "material", id: poojaMaterials.id, name: poojaMaterials.name },
  ],
  referencedBy: [{ column: shopOrderLines.productId, noun: ["order", "orders"] }],
});
