/**
 * The staff workspace's constants without zod (issue 14's budget, decision 133), so the
 * back-office shell — its live client, notification bell, chat popup and upload helper — can
 * import them at run time through `@sannidhi/contracts/workspace-rules` without the contracts
 * barrel and zod (≈ 40 KB gzip). The schema modules re-export them: the barrel still offers
 * every name.
 */

/** The live push channel's path (docs/decisions/100; `live.ts`). */
export const LIVE_PATH = "/api/live";

/** WebSocket close codes of the channel (4000–4999 are the application's own). */
export const LIVE_CLOSE = {
  /** No valid token in time, or the token expired without a renewal. */
  unauthorized: 4401,
  /**
   * Signed in, but this account has as many connections open as it may (a devotee's are for a
   * release's queue only; docs/decisions/197): opening another again would not help.
   */
  forbidden: 4403,
  /** The client sent more than it may (frames too large or too many bad frames). */
  policy: 4408,
} as const;

/**
 * Kinds the web translates from `params` (`notifications:kinds.<kind>.*`); any other kind is
 * shown with its stored heading, title and subtitle as written (announcements, future features).
 */
export const NOTIFICATION_KINDS = [
  "booking_paid",
  "booking_cancelled",
  "booking_refunded",
  "contact_message",
  "inbox_message",
  "closure_bookings",
  "chat_message",
  "todo_assigned",
  "card_assigned",
  "order_paid",
  "announcement",
] as const;

/**
 * The chat popup (issue 11; spec section 5: empty or whitespace-only text is ignored after
 * trimming; section 9: the input grows to at most 4 rows and the popup is 360 px wide).
 */
export const CHAT_LIMITS = { text: 2000, page: 50, inputRows: 4, popupWidth: 360 } as const;

/** Upload limit of POST /api/media; larger files are refused with 413. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
