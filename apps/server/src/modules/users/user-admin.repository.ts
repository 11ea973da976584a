import { and, count, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { temples } from "../../db/schema/catalog.js";
import { employees } from "../../db/schema/people.js";
import { users } from "../../db/schema/users.js";
import type { Role } from "../../plugins/auth.js";
import type { Tx } from "../cms/resource.js";
import { grantsWithNames } from "../staff/staff-scope.repository.js";
import type { UserRow } from "./users.repository.js";

/**
 * An account as the SA manages it: the row, the temples it acts for (its grants; an SA acts for
 * every temple by role) and the temple of its active employee record (a directory entry).
 */
export interface ManagedRow extends UserRow {
  temple: { id: string; name: string } | null;
  access: { trustWide: boolean; temples: { id: string; name: string }[] };
}

export interface ManagedQuery {
  page: number;
  limit: number;
  q?: string | undefined;
  roles?: Role[] | undefined;
  active?: boolean | undefined;
  id?: string;
}

/** Accounts that still exist (anonymised ones are gone), newest first, with their temple. */
export async function listManaged(
  db: Db | Tx,
  query: ManagedQuery,
): Promise<{ rows: ManagedRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (query.id) filters.push(eq(users.id, query.id));
  if (query.roles) filters.push(inArray(users.role, query.roles));
  if (query.active !== undefined) filters.push(eq(users.isActive, query.active));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(users.name, like),
        ilike(users.username, like),
        ilike(users.email, like),
        ilike(users.mobile, like),
      ),
    );
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, templeId: temples.id, templeName: temples.name })
    .from(users)
    .leftJoin(employees, and(eq(employees.userId, users.id), eq(employees.active, true)))
    .leftJoin(temples, eq(temples.id, employees.templeId))
    .where(where)
    .orderBy(sql`${users.createdAt} desc`, users.id)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const grants = await grantsWithNames(
    db,
    rows.map((r) => r.user.id),
  );
  const accessOf = (u: UserRow) => {
    const own = grants.filter((g) => g.userId === u.id);
    return {
      trustWide: u.role === "SA" || own.some((g) => g.templeId === null),
      temples: own.flatMap((g) =>
        g.templeId ? [{ id: g.templeId, name: g.templeName ?? "" }] : [],
      ),
    };
  };
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      ...r.user,
      temple: r.templeId ? { id: r.templeId, name: r.templeName ?? "" } : null,
      access: accessOf(r.user),
    })),
  };
}

export async function findManaged(db: Db | Tx, id: string): Promise<ManagedRow | undefined> {
  return (await listManaged(db, { id, page: 1, limit: 1 })).rows[0];
}

/**
 * Writes the SA's changes. A new role or a deactivation bumps the session version, which
 * ends every access token of the account at its next request (plugins/auth.ts).
 */
export async function updateManaged(
  tx: Tx,
  id: string,
  values: Partial<Pick<UserRow, "name" | "address" | "avatar" | "role" | "isActive">>,
  endSessions: boolean,
): Promise<void> {
  await tx
    .update(users)
    .set({
      ...values,
      ...(endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
    })
    .where(eq(users.id, id));
}
