import {
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  type ProductCategory,
} from "@sannidhi/contracts/shop-rules";

/**
 * The shop's filters live in the URL, like temple search (decision 080): shareable, kept on
 * reload, undone by the back button. Names are the API's (issue 13, `get-product-list`).
 */
export interface ShopFilters {
  q?: string;
  category?: ProductCategory;
  temple_id?: string;
  rating?: number;
  min_price?: number;
  max_price?: number;
  free_shipping?: boolean;
  sort?: (typeof PRODUCT_SORTS)[number];
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rupees = (v: string | null) => {
  const n = Number(v);
  return v !== null && v !== "" && Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : undefined;
};

/** What the URL says, ignoring anything malformed (a hand-edited link never becomes a 400). */
export function readShopFilters(params: URLSearchParams): ShopFilters {
  const f: ShopFilters = { page: 1 };
  const q = params.get("q")?.trim();
  if (q && q.length <= 100) f.q = q;
  const category = params.get("category");
  if ((PRODUCT_CATEGORIES as readonly string[]).includes(category ?? "")) {
    f.category = category as ProductCategory;
  }
  const temple = params.get("temple_id");
  if (temple && UUID.test(temple)) f.temple_id = temple;
  const rating = Number(params.get("rating"));
  if (Number.isInteger(rating) && rating >= 1 && rating <= 5) f.rating = rating;
  f.min_price = rupees(params.get("min_price"));
  f.max_price = rupees(params.get("max_price"));
  if (f.min_price !== undefined && f.max_price !== undefined && f.min_price > f.max_price) {
    delete f.max_price;
  }
  if (params.get("free_shipping") === "true") f.free_shipping = true;
  const sort = params.get("sort");
  if ((PRODUCT_SORTS as readonly string[]).includes(sort ?? "") && sort !== "relevance") {
    f.sort = sort as ShopFilters["sort"];
  }
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1 && page <= 100_000) f.page = page;
  return f;
}

/** The query string of `f` without empty values or page 1 (the URL and the API share it). */
export function writeShopFilters(f: Partial<ShopFilters>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) {
    if (value === undefined || value === "" || value === false) continue;
    if (key === "page" && value === 1) continue;
    out.set(key, String(value));
  }
  return out;
}
