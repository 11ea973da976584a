import { EAST_TEMPLES } from "./temples-east.js";
import { NORTH_TEMPLES } from "./temples-north.js";
import { SOUTH_TEMPLES } from "./temples-south.js";
import { TAMIL_NADU_TEMPLES } from "./temples-tamil-nadu.js";
import { WEST_TEMPLES } from "./temples-west.js";
import type { SeedTemple } from "./types.js";

/**
 * Real temples with their real location and a sample set of bookable poojas.
 * Names, places, coordinates, descriptions and history are factual; the pooja
 * catalogue (names follow each temple's traditions) and its prices, slots and
 * capacities are illustrative demo values, not the temples' published rates.
 * The data is split by region only to keep each file a manageable size.
 */
export const TEMPLES: SeedTemple[] = [
  ...SOUTH_TEMPLES,
  ...TAMIL_NADU_TEMPLES,
  ...NORTH_TEMPLES,
  ...WEST_TEMPLES,
  ...EAST_TEMPLES,
];
