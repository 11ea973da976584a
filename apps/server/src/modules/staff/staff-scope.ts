import type { Db } from "../../db/client.js";
import type { AuthUser, Role } from "../../plugins/auth.js";
import { employeeTemplesOf, staffOfTemple, trustWideStaff } from "./staff-scope.repository.js";

/**
 * Which temples a staff member acts for (docs/decisions/190). A super admin acts for every
 * temple; so does an admin or editor whose account has no employee record at a temple (the
 * trust's office). An account linked to an employee of one temple acts for that temple only.
 */
export type StaffScope = { kind: "all" } | { kind: "temples"; templeIds: string[] };

export async function staffScopeOf(
  db: Db,
  user: Pick<AuthUser, "id" | "role">,
): Promise<StaffScope> {
  if (user.role === "SA") return { kind: "all" };
  const templeIds = await employeeTemplesOf(db, user.id);
  return templeIds.length ? { kind: "temples", templeIds } : { kind: "all" };
}

/** True when the scope covers `templeId`. */
export const scopeCovers = (scope: StaffScope, templeId: string) =>
  scope.kind === "all" || scope.templeIds.includes(templeId);

/** The accounts to tell about something at a temple: its own staff and the trust-wide staff. */
export const staffToTell = (db: Db, templeId: string, roles: readonly Role[] = ["SA", "admin"]) =>
  staffOfTemple(db, templeId, roles);

/**
 * The trust's office: accounts with `roles` that act for every temple (SA, and admins or editors
 * not tied to one temple). Told what concerns no single temple, such as contact-form messages.
 */
export const trustOffice = (db: Db, roles: readonly Role[] = ["SA", "admin"]) =>
  trustWideStaff(db, roles);
