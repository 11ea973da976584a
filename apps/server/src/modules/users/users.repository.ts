import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { refreshTokens } from "../../db/schema/auth.js";
import { users } from "../../db/schema/users.js";
import { type Role, STAFF_ROLES } from "../../plugins/auth.js";
import type { Tx } from "../cms/resource.js";
import { eraseForUser } from "../donations/donations.repository.js";

export type UserRow = typeof users.$inferSelect;

export async function findById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

export async function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Creates the account for a mobile unless one exists (two first sign-ins may race). */
export async function ensureMobileUser(db: Db, mobile: string, at: Date): Promise<UserRow> {
  await db
    .insert(users)
    .values({ mobile, role: "user", mobileVerifiedAt: at })
    .onConflictDoNothing({ target: users.mobile });
  const row = await findByMobile(db, mobile);
  if (!row) throw new Error("mobile user vanished");
  if (!row.mobileVerifiedAt) {
    await db.update(users).set({ mobileVerifiedAt: at }).where(eq(users.id, row.id));
    row.mobileVerifiedAt = at;
  }
  return row;
}

/** null when the email is taken (unique index), so a race cannot create two accounts. */
export async function insertEmailUser(
  db: Db,
  values: { email: string; username: string; passwordHash: string },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, name: values.username, role: "GUEST" })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function insertUser(
  db: Db | Tx,
  values: { mobile: string; role: Role; name?: string | undefined; address?: string | undefined },
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The name the person gives themselves; the updated row. */
export async function setName(db: Db, id: string, name: string): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ name }).where(eq(users.id, id)).returning();
  return row;
}

export async function setPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Ends every access token of the user at once (plugins/auth.ts compares `sv`). */
export async function bumpSessionVersion(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id));
}

export async function setRole(db: Db, id: string, role: Role): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function countActiveSuperAdmins(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "SA"), eq(users.isActive, true)));
  return row?.n ?? 0;
}

/** Serialises role changes so two SAs cannot demote each other at the same moment. */
export async function lockRoles(db: Db | Tx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('users:roles', 0))`);
}

/**
 * Account deletion (issue 3): the row stays (bookings will keep their financial record) but
 * nothing identifies the person any more, and every session ends.
 */
export async function anonymise(db: Db | Tx, id: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({
      name: null,
      username: null,
      email: null,
      mobile: null,
      avatar: null,
      passwordHash: null,
      mobileVerifiedAt: null,
      isActive: false,
      deletedAt: at,
      sessionVersion: sql`${users.sessionVersion} + 1`,
    })
    .where(eq(users.id, id));
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
  // Issue 18: donations keep only what tax law requires (docs/decisions/174).
  await eraseForUser(db as Db, id, at);
}

/** A staff member as the workspace shows them (spec section 3 member: id, name, avatar). */
export interface StaffMember {
  id: string;
  name: string;
  avatar: string | null;
}

/** A person's name as staff see it: name, else username, else their number. */
export const displayName = (u: { name: AnyPgColumn; username: AnyPgColumn; mobile: AnyPgColumn }) =>
  sql<string>`coalesce(${u.name}, ${u.username}, ${u.mobile}, '')`;

/**
 * Active staff accounts (SA, admin, editor), by name; only `ids` when given. Who may be
 * assigned a todo or join a board (issue 12).
 */
export async function activeStaff(db: Db, ids?: string[]): Promise<StaffMember[]> {
  if (ids && !ids.length) return [];
  return db
    .select({
      id: users.id,
      name: displayName(users),
      avatar: users.avatar,
    })
    .from(users)
    .where(
      and(
        inArray(users.role, STAFF_ROLES),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        ids ? inArray(users.id, ids) : undefined,
      ),
    )
    .orderBy(sql`lower(${displayName(users)})`, users.id);
}
