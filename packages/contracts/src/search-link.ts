/**
 * The temple search's link (decision 080): its filters live in the URL, so a link is shareable,
 * a reload keeps them and the back button undoes the last change. The web app's search page
 * (features/discovery/search-params.ts) and the server's light search page
 * (modules/public-pages/search-page.ts, decision 164) read and write the same links, so a
 * shared link opens the same search in either. Ids are the CMS rows' UUIDs. No zod here: the
 * web app's first load imports it.
 */
export interface SearchFilters {
  q?: string;
  state?: string;
  district?: string;
  category?: string;
  deity?: string;
  /** "lat,lng" of the visitor, rounded to four decimals. */
  near?: string;
  page: number;
}

/** The filters of a search link, in the order they are written. */
export const SEARCH_FILTER_KEYS = ["q", "state", "district", "category", "deity", "near"] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/** The query string for `f`, in a stable order and without empty values or page 1. */
export function writeSearchFilters(f: SearchFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) {
    const v = f[key];
    if (v) out.set(key, v);
  }
  if (f.page > 1) out.set("page", String(f.page));
  return out;
}
