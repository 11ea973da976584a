import type { StaffAccess } from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import { type ScopeResolver, TempleScope } from "../../lib/temple-scope.js";
import type { Role } from "../../plugins/auth.js";
import {
  grantsOf,
  grantsWithNames,
  staffOfTemple,
  trustWideStaff,
} from "./staff-scope.repository.js";

/** Roles whose access is narrowed by grants (the SA acts for every temple by role). */
const GRANTED_ROLES: readonly string[] = ["admin", "editor"];

/**
 * Which temples an account acts for (issue 33, docs/decisions/200, superseding 190): exactly its
 * grants. The SA acts for the whole trust by role; an admin or editor with no grant acts for no
 * temple; a devotee acts for none. Nothing here reads the employee records: those are a
 * directory, and editing one changes nobody's access.
 */
export async function scopeOf(db: Db, user: { id: string; role: string }): Promise<TempleScope> {
  if (user.role === "SA") return TempleScope.system();
  if (!GRANTED_ROLES.includes(user.role)) return TempleScope.fromGrants(false, []);
  const grants = await grantsOf(db, user.id);
  return TempleScope.fromGrants(
    grants.includes(null),
    grants.flatMap((t) => (t ? [t] : [])),
  );
}

/**
 * What the back-office tells a signed-in person of their own access (`GET /api/user/access`):
 * the whole trust, or the temples by name — none, for an account the SA has not assigned yet.
 */
export async function accessOf(db: Db, user: { id: string; role: string }): Promise<StaffAccess> {
  if (user.role === "SA") return { trustWide: true, temples: [] };
  if (!GRANTED_ROLES.includes(user.role)) return { trustWide: false, temples: [] };
  const grants = await grantsWithNames(db, [user.id]);
  return {
    trustWide: grants.some((g) => g.templeId === null),
    temples: grants.flatMap((g) =>
      g.templeId ? [{ id: g.templeId, name: g.templeName ?? "" }] : [],
    ),
  };
}

/** The resolver app.ts gives the route guards. */
export const grantScopes = (db: () => Db): ScopeResolver => ({ of: (user) => scopeOf(db(), user) });

/** The accounts to tell about something at a temple: its own staff and the trust-wide staff. */
export const staffToTell = (db: Db, templeId: string, roles: readonly Role[] = ["SA", "admin"]) =>
  staffOfTemple(db, templeId, roles);

/**
 * The trust's office: accounts with `roles` that act for the whole trust (the SA, and staff with a
 * trust-wide grant). Told what concerns no single temple, such as contact-form messages.
 */
export const trustOffice = (db: Db, roles: readonly Role[] = ["SA", "admin"]) =>
  trustWideStaff(db, roles);
