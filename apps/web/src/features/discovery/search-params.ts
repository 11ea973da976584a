import {
  SEARCH_FILTER_KEYS,
  type SearchFilterKey,
  type SearchFilters,
  writeSearchFilters,
} from "@sannidhi/contracts/search-link";

/** The search link's filters and how they are written are shared with the light search page. */
export type { SearchFilters };
export const FILTER_KEYS = SEARCH_FILTER_KEYS;
type FilterKey = SearchFilterKey;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NEAR = /^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/;

// A hand-edited or truncated link must not turn into a 400 from the server: what does not look
// like its kind of value is ignored, as if it were not there.
const valid: Record<FilterKey, (v: string) => boolean> = {
  q: (v) => v.trim().length > 0 && v.length <= 100,
  state: (v) => UUID.test(v),
  district: (v) => UUID.test(v),
  category: (v) => UUID.test(v),
  deity: (v) => UUID.test(v),
  near: (v) => NEAR.test(v),
};

export function readFilters(params: URLSearchParams): SearchFilters {
  const f: SearchFilters = { page: 1 };
  for (const key of FILTER_KEYS) {
    const v = params.get(key);
    if (v !== null && valid[key](v)) f[key] = key === "q" ? v.trim() : v;
  }
  // A district belongs to a state: without the state it cannot be shown in the picker.
  if (!f.state) delete f.district;
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1 && page <= 100_000) f.page = page;
  return f;
}

/** The query string for `f`, in a stable order and without empty values or page 1. */
export const writeFilters = writeSearchFilters;

/**
 * Four decimals (about 11 m) are plenty to sort temples by distance and keep a shared link from
 * carrying the visitor's exact position.
 */
export function roundNear(lat: number, lng: number): string {
  return `${lat.toFixed(4)},${lng.toFixed(4)}`;
}
