/**
 * The CMS's option lists and picker limit without zod (issue 14's budget, decision 136), so the
 * staff CMS list pages can declare their columns and forms' layout through
 * `@sannidhi/contracts/cms-rules` without the contracts barrel and zod. The schema modules
 * (`cms/catalog.ts`, `cms/content.ts`, `paging.ts`) re-export them: the barrel still offers
 * every name.
 */

/**
 * Rows per page of every list (the list queries' `limit`), here so the back-office lists' shared
 * pager (`components/staff-list.tsx`) reads them without the barrel (issue 38, item 8).
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Spec section 9: the category picker asks for 49 at once. */
export const CATEGORY_SEARCH_LIMIT = 49;

/**
 * How a temple is built (issue 19): its generated illustration is drawn in this style until
 * staff upload a photo. Null lets the illustration guess from the temple's state.
 */
export const TEMPLE_STYLES = [
  "dravidian",
  "nagara",
  "vesara",
  "kalinga",
  "maru-gurjara",
  "kerala",
  "bengal",
  "himalayan",
] as const;

export const POOJA_KINDS = ["pooja", "archanai", "abhishekam", "homam", "other"] as const;

export const ARTICLE_STATUSES = ["draft", "published", "archived"] as const;

export const CALENDAR_EVENT_KINDS = [
  "festival",
  "ekadashi",
  "utsavam",
  "pradosham",
  "amavasya",
  "pournami",
  "other",
  // Closes bookings at the event's temple on every temple-local date it covers (decision 066).
  "closure",
] as const;
