import type {
  Announcement,
  Notification,
  NotificationIcon,
  NotificationListQuery,
} from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { ReadyContext } from "../../app.js";
import type { Db } from "../../db/client.js";
import { forbidden, notFound } from "../../lib/errors.js";
import type { TempleScope } from "../../lib/temple-scope.js";
import { templeName } from "../bookings/bookings.repository.js";
import { staffToTell } from "../staff/staff-scope.js";
import * as repo from "./notifications.repository.js";

/** What `notifyUsers` needs of the app: the database and the live channel. */
export type NotifyContext = Pick<ReadyContext, "database" | "live">;

/**
 * A notification to store and push (spec section 3's fields). `kind` names what happened
 * (`booking_paid`, `todo_assigned`, …) and `params` carry the values of its text, so the web can
 * show a kind it knows in the reader's language; heading, title and subtitle are the English
 * text every reader sees otherwise.
 */
export interface Notice {
  kind: string;
  heading: string;
  icon: NotificationIcon;
  title: string;
  subtitle?: string;
  /** Where a click goes: a path inside the app, e.g. `/bookings/<id>`. */
  path?: string;
  params?: Record<string, string | number>;
  /** Unread notices with the same key collapse into the newest (one per chat, per event). */
  collapseKey?: string;
}

/** Live events on each person's own topic (`user:<id>`). */
export const NOTIFICATION_EVENTS = {
  /** A new (or collapsed, so renewed) notification: its DTO. */
  added: "notification.added",
  /** Deleted or read in another tab: the list is reloaded. */
  changed: "notification.changed",
} as const;

/** The row that stores `notice` for one person (the demo seed writes past ones the same way). */
export function noticeRow(userId: string, notice: Notice): repo.NotificationInsert {
  return {
    userId,
    kind: notice.kind,
    heading: notice.heading,
    iconName: notice.icon.name,
    iconColor: notice.icon.color,
    title: notice.title,
    subtitle: notice.subtitle ?? "",
    path: notice.path ?? "",
    params: notice.params ?? {},
    collapseKey: notice.collapseKey ?? null,
  };
}

export function toNotificationDto(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    heading: row.heading,
    icon: { name: row.iconName, color: row.iconColor } as NotificationIcon,
    timestamp: row.createdAt.toISOString(),
    title: row.title,
    subtitle: row.subtitle,
    path: row.path,
    read: row.readAt !== null,
    kind: row.kind,
    params: row.params,
  };
}

/**
 * THE way a feature tells staff something (issue 11): stores one notification per person and
 * pushes it to their open tabs at once. Call it from a service after the change it reports has
 * been committed, e.g.
 *
 *   await notifyUsers(app.ctx, [assigneeId], {
 *     kind: "todo_assigned", heading: "Todo", icon: { name: "assignment", color: "primary" },
 *     title: `${by} assigned you “${todo.title}”`, path: `/todo/${todo.id}`,
 *   });
 *
 * Duplicate ids are told once. Throws if the database refuses; use `notifyUsersSafely` where
 * the caller's own work must not fail because of a notification.
 */
export async function notifyUsers(
  ctx: NotifyContext,
  userIds: Iterable<string>,
  notice: Notice,
): Promise<Notification[]> {
  return pushNotifications(ctx, await storeNotifications(ctx.database.db, userIds, notice));
}

/**
 * The first half of `notifyUsers`: one row per person (duplicates told once) in one statement,
 * on `db` — which may be a transaction (the staff notice job, decision 158). Push the rows with
 * `pushNotifications` once that transaction has committed.
 */
export function storeNotifications(
  db: Db,
  userIds: Iterable<string>,
  notice: Notice,
): Promise<repo.NotificationRow[]> {
  const ids = [...new Set(userIds)];
  return repo.insertNotifications(
    db,
    ids.map((userId) => noticeRow(userId, notice)),
  );
}

/** The second half: stored notifications pushed to their people's open tabs. */
export async function pushNotifications(
  ctx: NotifyContext,
  rows: repo.NotificationRow[],
): Promise<Notification[]> {
  const dtos = rows.map(toNotificationDto);
  await Promise.all(
    rows.map((row, i) => ctx.live.toUsers([row.userId], NOTIFICATION_EVENTS.added, dtos[i])),
  );
  return dtos;
}

/** `notifyUsers` for event hooks: a failure is logged, never thrown at the caller. */
export async function notifyUsersSafely(
  ctx: NotifyContext,
  log: FastifyBaseLogger,
  userIds: Iterable<string>,
  notice: Notice,
): Promise<void> {
  try {
    await notifyUsers(ctx, userIds, notice);
  } catch (err) {
    log.warn({ err, kind: notice.kind }, "notification not stored");
  }
}

export async function listNotifications(
  ctx: NotifyContext,
  userId: string,
  query: NotificationListQuery,
) {
  const { rows, total, unread } = await repo.listFor(ctx.database.db, userId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    unreadOnly: query.unread === "true",
  });
  return {
    data: rows.map(toNotificationDto),
    meta: { total, page: query.page, limit: query.limit, unread },
  };
}

/** Deletes (or marks read) one of the user's own, or all; another person's id answers 404. */
export async function changeNotifications(
  ctx: NotifyContext,
  userId: string,
  action: "delete" | "read",
  id?: string,
): Promise<number> {
  const db = ctx.database.db;
  if (id && !(await repo.exists(db, userId, id))) throw notFound("Notification not found");
  const n =
    action === "delete"
      ? await repo.deleteFor(db, userId, id)
      : await repo.markReadFor(db, userId, id);
  if (n) await ctx.live.toUsers([userId], NOTIFICATION_EVENTS.changed, { action, id: id ?? null });
  return n;
}

/**
 * The thing an unread notice with `collapseKey` pointed at was seen elsewhere (a conversation
 * opened): the notice is read too, and the person's other tabs reload their bell.
 */
export async function readNotificationsOf(ctx: NotifyContext, userId: string, collapseKey: string) {
  if (await repo.markReadByKey(ctx.database.db, userId, collapseKey)) {
    await ctx.live.toUsers([userId], NOTIFICATION_EVENTS.changed, { action: "read", id: null });
  }
}

/**
 * `POST /api/notification/add`: an announcement to staff by role. A temple's own admin may
 * announce to their temple's staff only; the SA and the trust's office to anyone (issue 33).
 */
export async function announce(
  ctx: NotifyContext,
  scope: TempleScope,
  input: Announcement & { subtitle: string },
): Promise<number> {
  const db = ctx.database.db;
  if (!input.templeId && !scope.trustWide) {
    throw forbidden("Choose your temple: you announce to your temple's staff");
  }
  if (input.templeId && !scope.covers(input.templeId)) {
    throw forbidden("You may announce to your own temple's staff only");
  }
  if (input.templeId && !(await templeName(db, input.templeId))) throw notFound("Temple not found");
  const audience = input.templeId
    ? await staffToTell(db, input.templeId, input.roles)
    : await repo.activeUsersWithRoles(db, input.roles);
  const sent = await notifyUsers(ctx, audience, {
    kind: "announcement",
    heading: input.heading,
    icon: input.icon ?? { name: "campaign", color: "primary" },
    title: input.title,
    subtitle: input.subtitle,
    path: input.path ?? "/notifications",
  });
  return sent.length;
}
