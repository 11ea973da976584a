import type { StaffAccessInput, UserAdminListQuerySchema } from "@sannidhi/contracts";
import type { z } from "zod";
import type { ReadyContext } from "../../app.js";
import type { Db } from "../../db/client.js";
import { AppError, conflict, notFound } from "../../lib/errors.js";
import { type AuthUser, type Role, STAFF_ROLES } from "../../plugins/auth.js";
import { recordAudit } from "../audit/audit.repository.js";
import { revokeRefreshTokens, sessionsChanged } from "../auth/session.service.js";
import type { Tx } from "../cms/resource.js";
import { existingTemples, grantsOf, replaceGrants } from "../staff/staff-scope.repository.js";
import * as admin from "./user-admin.repository.js";
import * as repo from "./users.repository.js";

type Actor = Pick<AuthUser, "id" | "role">;
type ListQuery = z.output<typeof UserAdminListQuerySchema>;
export interface UserChanges {
  id: string;
  name?: string | null | undefined;
  address?: string | null | undefined;
  imgUrl?: string | null | undefined;
  role?: Role | undefined;
  isActive?: boolean | undefined;
  access?: StaffAccessInput | undefined;
}

export const lastSa = () => conflict("There must always be at least one super admin (SA)");
const userNotFound = () => notFound("User not found");

/** The account changes the audit log keeps (issue 12: "every change is in the audit log"). */
const audit = (
  tx: Tx,
  actor: Actor,
  entityId: string,
  action: "create" | "update" | "delete",
  changes: Record<string, { before: unknown; after: unknown }>,
) =>
  recordAudit(tx, {
    actorId: actor.id,
    actorRole: actor.role,
    resource: "users",
    entityId,
    action,
    changes,
  });

/** Roles the SA assigns temples to; an SA acts for the whole trust by role, a devotee for none. */
const GRANTED: readonly Role[] = ["admin", "editor"];
const invalidAccess = (message: string) =>
  new AppError("VALIDATION", message, 400, [{ path: "body.access", message }]);

/** Grants as stored: null for the whole trust, else temple ids in a stable order. */
const asGrants = (a: StaffAccessInput): (string | null)[] =>
  a.trustWide ? [null] : [...new Set(a.templeIds ?? [])].sort();
const describe = (grants: (string | null)[]) =>
  grants.includes(null) ? "trust-wide" : grants.filter(Boolean).sort();

/**
 * The SA sets which temples a staff account acts for (issue 33): only the SA, only from user
 * management, never the person it limits (the route is the SA's; one's own grants are refused),
 * every change in the audit log. A role that is not an admin's or editor's holds no grants.
 */
async function setAccess(
  tx: Tx,
  actor: Actor,
  user: { id: string; role: Role },
  access: StaffAccessInput | undefined,
) {
  const before = await grantsOf(tx, user.id);
  let after: (string | null)[] = before;
  if (!GRANTED.includes(user.role)) {
    if (access && (access.trustWide || access.templeIds?.length)) {
      throw invalidAccess(
        user.role === "SA"
          ? "A super admin acts for every temple already"
          : "Only an admin or editor acts for temples",
      );
    }
    after = [];
  } else if (access) {
    if (user.id === actor.id) throw conflict("You cannot change the temples you act for");
    const wanted = asGrants(access);
    const ids = wanted.filter((t): t is string => t !== null);
    const found = new Set(await existingTemples(tx, ids));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw invalidAccess(`No temple has the id ${missing}`);
    after = wanted;
  }
  const was = describe(before);
  const now = describe(after);
  if (JSON.stringify(was) === JSON.stringify(now)) return;
  await replaceGrants(tx, user.id, after, actor.id);
  await recordAudit(tx, {
    actorId: actor.id,
    actorRole: actor.role,
    resource: "staffGrants",
    entityId: user.id,
    action: "update",
    changes: { temples: { before: was, after: now } },
  });
}

export function listManagedUsers(ctx: ReadyContext, query: ListQuery) {
  const roles: Role[] | undefined =
    query.role === "staff" ? STAFF_ROLES : query.role ? [query.role] : undefined;
  return admin.listManaged(ctx.database.db, {
    page: query.page,
    limit: query.limit,
    q: query.q,
    roles,
    active: query.active === undefined ? undefined : query.active === "true",
  });
}

export async function getManagedUser(ctx: ReadyContext, id: string) {
  const row = await admin.findManaged(ctx.database.db, id);
  if (!row) throw userNotFound();
  return row;
}

/** SA adds a person by mobile with a role; they sign in with an OTP as usual. */
export async function addUser(
  ctx: ReadyContext,
  actor: Actor,
  input: {
    mobile: string;
    role: Role;
    name?: string | undefined;
    address?: string | undefined;
    access?: StaffAccessInput | undefined;
  },
) {
  const { access, ...fields } = input;
  const id = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.insertUser(tx, fields);
    if (!row) throw conflict("A user with this mobile number already exists");
    await audit(tx, actor, row.id, "create", {
      mobile: { before: null, after: row.mobile },
      role: { before: null, after: row.role },
      ...(row.name ? { name: { before: null, after: row.name } } : {}),
    });
    await setAccess(tx, actor, row, access);
    return row.id;
  });
  return getManagedUser(ctx, id);
}

/**
 * SA changes an account (ARCHITECTURE.md "Roles"): name, address, picture, role, active. A new
 * role or a deactivation ends every session of the account at once (session version and
 * refresh tokens); the last active SA can neither be demoted nor deactivated, and nobody
 * deactivates their own account here.
 */
export async function updateUser(ctx: ReadyContext, actor: Actor, input: UserChanges) {
  const ended = await ctx.database.db.transaction(async (tx) => {
    await repo.lockRoles(tx);
    const user = await repo.findById(tx, input.id);
    if (!user || user.deletedAt) throw userNotFound();
    const next = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.imgUrl !== undefined && { avatar: input.imgUrl }),
      ...(input.role !== undefined && { role: input.role }),
      ...(input.isActive !== undefined && { isActive: input.isActive }),
    };
    const changes = Object.fromEntries(
      Object.entries(next)
        .filter(([k, v]) => user[k as keyof typeof next] !== v)
        .map(([k, v]) => [
          k === "avatar" ? "imgUrl" : k,
          { before: user[k as keyof typeof next], after: v },
        ]),
    );
    // The temples an account acts for follow its role: a new role keeps none it cannot hold.
    await setAccess(tx, actor, { id: user.id, role: next.role ?? user.role }, input.access);
    if (!Object.keys(changes).length) return false;
    const demoted = changes.role && user.role === "SA";
    const deactivated = changes.isActive && next.isActive === false;
    if (deactivated && user.id === actor.id) {
      throw conflict("You cannot deactivate your own account");
    }
    if ((demoted || deactivated) && user.role === "SA" && user.isActive) {
      if ((await repo.countActiveSuperAdmins(tx)) <= 1) throw lastSa();
    }
    const endSessions = Boolean(changes.role || deactivated);
    await admin.updateManaged(tx, user.id, next, endSessions);
    if (endSessions) await revokeRefreshTokens(ctx, tx as unknown as Db, user.id);
    await audit(tx, actor, user.id, "update", changes);
    return endSessions;
  });
  // Their open live sockets close at once, on every process (issue 35).
  if (ended) await sessionsChanged(ctx, input.id);
  return getManagedUser(ctx, input.id);
}

/**
 * `POST /api/user/delete {id}` from the SA: the account is anonymised exactly as when its owner
 * deletes it (the row stays for the bookings' financial record, nothing identifies the person,
 * every session ends). Irreversible; one's own account is deleted from /deleteaccount.
 */
export async function removeUser(ctx: ReadyContext, actor: Actor, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await repo.lockRoles(tx);
    const user = await repo.findById(tx, id);
    if (!user || user.deletedAt) throw userNotFound();
    if (user.id === actor.id) {
      throw conflict("Delete your own account from the account deletion page");
    }
    if (user.role === "SA" && user.isActive && (await repo.countActiveSuperAdmins(tx)) <= 1) {
      throw lastSa();
    }
    await repo.anonymise(tx, user.id, ctx.clock.now());
    // No personal data in the record: the account is deleted so that it names no one.
    await audit(tx, actor, user.id, "delete", {
      isActive: { before: user.isActive, after: false },
      deletedAt: { before: null, after: ctx.clock.now().toISOString() },
    });
  });
  await sessionsChanged(ctx, id);
}
