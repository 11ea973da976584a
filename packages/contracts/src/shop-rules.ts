/**
 * The temple shop's rules and words as plain values, without zod (issue 13): public pages import
 * `@sannidhi/contracts/shop-rules` and stay light; the schemas in shop.ts use the same values.
 */

/**
 * What temples sell (issue 13): pooja materials and prasadam first. Stable keys; the web
 * translates them (`cms:options.<key>`, `shop:category.<key>`).
 */
export const PRODUCT_CATEGORIES = ["pooja_materials", "prasadam", "lamps", "books"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** GST rates a temple shop's goods take (prasadam and most pooja items: 0, exempt). */
export { GST_RATES, type GstRate } from "./gst-rules.js";

/** Limits of the temple shop (issue 13); one place, read by the server and the web. */
export const SHOP = {
  /** Units of one product in a cart or an order: keeps touts from emptying a temple's stock. */
  maxAmountPerLine: 10,
  /** Products in one cart. */
  maxCartLines: 30,
  /** Unpaid orders a devotee may hold at once (each holds stock until it is paid or lapses). */
  maxOpenOrders: 3,
  /** New orders a devotee may place in an hour (each may create a provider order). */
  ordersPerHour: 10,
  /** Minutes an unpaid order holds its stock. */
  paymentWindowMinutes: 15,
  /** Delivery charge of an order with any product that does not ship free. */
  deliveryPaise: 6_000,
} as const;

/**
 * India Post's first PIN digit is a postal zone; each state and union territory lies in one zone
 * (Puducherry in two: Yanam is in zone 5). Keyed by the state codes of `/api/states`. Zone 9 is
 * the Army Postal Service, which delivers anywhere.
 */
export const PIN_ZONES: Record<string, readonly number[]> = {
  DL: [1],
  HR: [1],
  PB: [1],
  HP: [1],
  JK: [1],
  LA: [1],
  CH: [1],
  UP: [2],
  UK: [2],
  RJ: [3],
  GJ: [3],
  DH: [3],
  MH: [4],
  GA: [4],
  MP: [4],
  CG: [4],
  AP: [5],
  TG: [5],
  KA: [5],
  PY: [5, 6],
  TN: [6],
  KL: [6],
  LD: [6],
  WB: [7],
  OD: [7],
  AS: [7],
  AR: [7],
  MN: [7],
  ML: [7],
  MZ: [7],
  NL: [7],
  TR: [7],
  SK: [7],
  AN: [7],
  BR: [8],
  JH: [8],
};

export const PIN_CODE = /^[1-9]\d{5}$/;

/** True when `pin` can be in the state with `stateCode` (unknown codes are not refused). */
export function pinFitsState(pin: string, stateCode: string): boolean {
  const zone = Number(pin[0]);
  const zones = PIN_ZONES[stateCode];
  return zone === 9 || !zones || zones.includes(zone);
}

export const PRODUCT_SORTS = ["relevance", "price", "-price", "rating", "newest"] as const;
/** The spec's invoice statuses (section 4), plus cancelled and refunded (issue 13). */
export const SHOP_ORDER_STATUSES = [
  "pending",
  "processing",
  "delivered",
  "cancelled",
  "refunded",
] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
