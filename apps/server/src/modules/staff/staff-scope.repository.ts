import { and, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { employees } from "../../db/schema/people.js";
import { users } from "../../db/schema/users.js";

/** Temples of the active employee records linked to this account (at most one today). */
export async function employeeTemplesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ templeId: employees.templeId })
    .from(employees)
    .where(and(eq(employees.userId, userId), eq(employees.active, true)));
  return rows.flatMap((r) => (r.templeId ? [r.templeId] : []));
}

/**
 * Active, undeleted accounts with one of `roles` who work at `templeId` or for the whole trust
 * (no temple on their employee record, or no employee record at all).
 */
export async function staffOfTemple(
  db: Db,
  templeId: string,
  roles: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .leftJoin(employees, and(eq(employees.userId, users.id), eq(employees.active, true)))
    .where(
      and(
        inArray(users.role, roles as ("SA" | "admin" | "editor")[]),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        or(isNull(employees.templeId), eq(employees.templeId, templeId)),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Active, undeleted accounts with one of `roles` who act for the whole trust: SA always, others
 * when no active employee record ties them to a temple.
 */
export async function trustWideStaff(db: Db, roles: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .leftJoin(
      employees,
      and(
        eq(employees.userId, users.id),
        eq(employees.active, true),
        isNotNull(employees.templeId),
      ),
    )
    .where(
      and(
        inArray(users.role, roles as ("SA" | "admin" | "editor")[]),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        or(eq(users.role, "SA"), isNull(employees.userId)),
      ),
    );
  return rows.map((r) => r.id);
}
