import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings } from "../../db/schema/bookings.js";
import { notifications } from "../../db/schema/notifications.js";
import { users } from "../../db/schema/users.js";
import { strandedByClosure } from "../bookings/bookings.repository.js";

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;

/**
 * Stores notifications; one with a `collapseKey` replaces its recipient's unread one with the
 * same key (and moves it to the top) instead of adding another.
 */
export async function insertNotifications(
  db: Db,
  rows: NotificationInsert[],
): Promise<NotificationRow[]> {
  if (!rows.length) return [];
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.collapseKey],
      targetWhere: sql`${notifications.readAt} is null and ${notifications.collapseKey} is not null`,
      set: {
        kind: excluded("kind"),
        heading: excluded("heading"),
        iconName: excluded("icon_name"),
        iconColor: excluded("icon_color"),
        title: excluded("title"),
        subtitle: excluded("subtitle"),
        path: excluded("path"),
        params: excluded("params"),
        createdAt: sql`now()`,
      },
    })
    .returning();
}

export async function listFor(
  db: Db,
  userId: string,
  page: { limit: number; offset: number; unreadOnly: boolean },
) {
  const mine = eq(notifications.userId, userId);
  const where = page.unreadOnly ? and(mine, isNull(notifications.readAt)) : mine;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where})::int`,
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
      })
      .from(notifications)
      .where(mine),
  ]);
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** Deletes the user's own notifications: `id` one, else all. Returns how many went. */
export async function deleteFor(db: Db, userId: string, id?: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), id ? eq(notifications.id, id) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks the user's unread notification with `collapseKey` read (its subject was seen). */
export async function markReadByKey(db: Db, userId: string, collapseKey: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        eq(notifications.collapseKey, collapseKey),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks the user's own notification (`id`) or all of them read. Returns how many changed. */
export async function markReadFor(db: Db, userId: string, id?: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id ? eq(notifications.id, id) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function exists(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return (row?.n ?? 0) > 0;
}

/** Active staff accounts with one of `roles` (an announcement's audience). */
export async function activeUsersWithRoles(db: Db, roles: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.role, roles as ("SA" | "admin" | "editor")[]),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  return rows.map((r) => r.id);
}

/** What to call a staff member in a message: name, else username, else mobile. */
export async function userName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({
      name: sql<string | null>`coalesce(${users.name}, ${users.username}, ${users.mobile})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? null;
}

/** How many bookings a closure of `templeId` between two dates would strand. */
export async function liveBookingsBetween(
  db: Db,
  templeId: string,
  from: string,
  to: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(strandedByClosure(templeId, from, to, now));
  return row?.n ?? 0;
}
