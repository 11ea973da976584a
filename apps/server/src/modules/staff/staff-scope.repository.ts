import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { staffTempleGrants, temples } from "../../db/schema/index.js";
import { users } from "../../db/schema/users.js";

export type GrantRow = typeof staffTempleGrants.$inferSelect;

/** The grants of one account: temple ids, and null for the whole trust. */
export async function grantsOf(db: Tx, userId: string): Promise<(string | null)[]> {
  const rows = await db
    .select({ templeId: staffTempleGrants.templeId })
    .from(staffTempleGrants)
    .where(eq(staffTempleGrants.userId, userId));
  return rows.map((r) => r.templeId);
}

/** The grants of several accounts, with the granted temples' names (user management). */
export async function grantsWithNames(db: Tx, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({
      userId: staffTempleGrants.userId,
      templeId: staffTempleGrants.templeId,
      templeName: temples.name,
      grantedBy: staffTempleGrants.grantedBy,
      grantedAt: staffTempleGrants.grantedAt,
    })
    .from(staffTempleGrants)
    .leftJoin(temples, eq(temples.id, staffTempleGrants.templeId))
    .where(inArray(staffTempleGrants.userId, userIds))
    .orderBy(temples.name);
}

/** Replaces an account's grants with `templeIds` (null: the whole trust). */
export async function replaceGrants(
  tx: Tx,
  userId: string,
  templeIds: (string | null)[],
  grantedBy: string,
) {
  await tx.delete(staffTempleGrants).where(eq(staffTempleGrants.userId, userId));
  if (!templeIds.length) return;
  await tx
    .insert(staffTempleGrants)
    .values(templeIds.map((templeId) => ({ userId, templeId, grantedBy })));
}

/** Which of `ids` are temples (a grant names only temples that exist). */
export async function existingTemples(db: Tx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: temples.id }).from(temples).where(inArray(temples.id, ids));
  return rows.map((r) => r.id);
}

const activeStaff = (roles: readonly string[]) =>
  and(
    inArray(users.role, roles as ("SA" | "admin" | "editor")[]),
    eq(users.isActive, true),
    isNull(users.deletedAt),
  );

/** A grant of this account for `templeId` or for the whole trust. */
const grantFor = (templeId: string | null) =>
  sql`exists (select 1 from ${staffTempleGrants} where ${staffTempleGrants.userId} = ${users.id} and ${
    templeId
      ? or(isNull(staffTempleGrants.templeId), eq(staffTempleGrants.templeId, templeId))
      : isNull(staffTempleGrants.templeId)
  })`;

/**
 * Active, undeleted accounts with one of `roles` who act for `templeId`: the SA, and staff granted
 * that temple or the whole trust.
 */
export async function staffOfTemple(
  db: Tx,
  templeId: string,
  roles: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(activeStaff(roles), or(eq(users.role, "SA"), grantFor(templeId))));
  return rows.map((r) => r.id);
}

/** Active, undeleted accounts with one of `roles` who act for the whole trust (the SA always). */
export async function trustWideStaff(db: Tx, roles: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(activeStaff(roles), or(eq(users.role, "SA"), grantFor(null))));
  return rows.map((r) => r.id);
}
