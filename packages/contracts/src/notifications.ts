import { z } from "zod";
import { RoleSchema } from "./auth.js";
import { ListMetaSchema, successOf } from "./envelope.js";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./paging.js";

/**
 * Staff notifications (issue 11; spec section 3 "Notification: id, heading, icon {name, color},
 * timestamp, title, subtitle, path"; section 7 `/api/notification…`).
 */

/** Icons a notification may carry: Material icon names the web knows how to draw. */
export const NOTIFICATION_ICONS = [
  "receipt_long",
  "money_off",
  "mail",
  "event_busy",
  "chat",
  "campaign",
  "assignment",
  "shopping_cart",
  "info",
] as const;
/** Palette colours of the spec's mock (primary, secondary, error) and the rest of the theme's. */
export const NOTIFICATION_COLORS = [
  "primary",
  "secondary",
  "error",
  "warning",
  "info",
  "success",
] as const;

export const NotificationIconSchema = z.object({
  name: z.enum(NOTIFICATION_ICONS),
  color: z.enum(NOTIFICATION_COLORS),
});
export type NotificationIcon = z.infer<typeof NotificationIconSchema>;

export { NOTIFICATION_KINDS } from "./workspace-rules.js";

export const NOTIFICATION_LIMITS = { heading: 60, title: 120, subtitle: 300, path: 300 } as const;

/**
 * An address inside the app: starts with one `/`, no scheme, no `//` (a notification must never
 * send staff to another site), no spaces or control characters.
 */
export const AppPathSchema = z
  .string()
  .trim()
  .max(NOTIFICATION_LIMITS.path)
  .regex(/^\/(?!\/)[^\s\\]*$/, "must be a path inside the app, such as /bookings");

export const NotificationSchema = z.object({
  id: z.string(),
  heading: z.string(),
  icon: NotificationIconSchema,
  /** When it happened (ISO 8601). */
  timestamp: z.string(),
  title: z.string(),
  subtitle: z.string(),
  path: z.string(),
  read: z.boolean(),
  /** What happened (`booking_paid`, …): the web shows known kinds in the reader's language. */
  kind: z.string(),
  /** The values the translated text needs (temple, receipt, amount, name…). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  unread: z.enum(["true", "false"]).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationListResponseSchema = z.object({
  status: z.literal("success"),
  data: z.array(NotificationSchema),
  meta: ListMetaSchema.extend({ unread: z.number().int() }),
});
export type NotificationList = z.infer<typeof NotificationListResponseSchema>;

const STAFF_ROLE = RoleSchema.extract(["SA", "admin", "editor"]);

/** `POST /api/notification/add`: an SA's or admin's announcement to staff, by role. */
export const AnnouncementSchema = z.object({
  roles: z.array(STAFF_ROLE).min(1, "choose at least one role").max(3),
  /** Only that temple's own staff and the trust-wide staff (decision 190). */
  templeId: z.uuid().optional(),
  heading: z.string().trim().min(1, "is required").max(NOTIFICATION_LIMITS.heading),
  title: z.string().trim().min(1, "is required").max(NOTIFICATION_LIMITS.title),
  subtitle: z.string().trim().max(NOTIFICATION_LIMITS.subtitle).default(""),
  path: AppPathSchema.optional(),
  icon: NotificationIconSchema.optional(),
});
export type Announcement = z.input<typeof AnnouncementSchema>;

export const AnnouncementResultSchema = successOf(z.object({ sent: z.number().int() }));

export const NotificationIdSchema = z.object({ id: z.uuid() });
export const NotificationCountSchema = successOf(z.object({ count: z.number().int() }));
