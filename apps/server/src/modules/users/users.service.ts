import type { UserListQuery } from "@sannidhi/contracts";
import type { ReadyContext } from "../../app.js";
import type { Db } from "../../db/client.js";
import { AppError, conflict, notFound } from "../../lib/errors.js";
import { type Role, STAFF_ROLES } from "../../plugins/auth.js";
import { verifyOtp } from "../auth/otp.service.js";
import { revokeRefreshTokens } from "../auth/session.service.js";
import type { UserRow } from "./users.repository.js";
import * as repo from "./users.repository.js";

const lastSa = () => conflict("There must always be at least one super admin (SA)");

/**
 * Account deletion (spec section 6, issue 3): a fresh OTP with purpose `delete` proves the
 * number; the account is deactivated and anonymised, its sessions end. A number without an
 * account gets the same answer (nothing to remove, nothing revealed).
 */
export async function deleteAccount(
  ctx: ReadyContext,
  input: { reason: string; mobile: string; otp: string; requestId: string; ip: string },
  log: { info(obj: object, msg: string): void },
): Promise<void> {
  await verifyOtp(ctx, { ...input, purpose: "delete" });
  const { db } = ctx.database;
  const user = await repo.findByMobile(db, input.mobile);
  if (!user) return;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (user.role === "SA") {
      await repo.lockRoles(tx);
      if ((await repo.countActiveSuperAdmins(tx)) <= 1) throw lastSa();
    }
    await repo.anonymise(tx, user.id, ctx.clock.now());
  });
  // The reason is product feedback; it names no one once the row is anonymised.
  log.info({ userId: user.id, reason: input.reason }, "account removed");
}

export async function listUsers(
  ctx: ReadyContext,
  query: { page: number; limit: number; q?: string | undefined; role?: UserListQuery["role"] },
): Promise<{ rows: UserRow[]; total: number }> {
  const roles: Role[] | undefined =
    query.role === "staff" ? STAFF_ROLES : query.role ? [query.role] : undefined;
  return repo.list(ctx.database.db, {
    page: query.page,
    limit: query.limit,
    q: query.q,
    roles,
  });
}

/** SA adds a person by mobile with a role; they sign in with an OTP as usual. */
export async function createUser(
  ctx: ReadyContext,
  input: { mobile: string; role: Role; name?: string | undefined },
): Promise<UserRow> {
  const row = await repo.insertUser(ctx.database.db, input);
  if (!row) throw conflict("A user with this mobile number already exists");
  return row;
}

/**
 * SA changes a role (ARCHITECTURE.md "Roles"). The change ends the person's sessions at once
 * (session version + refresh tokens), and the last SA can never be demoted.
 */
export async function changeRole(ctx: ReadyContext, id: string, role: Role): Promise<UserRow> {
  const { db } = ctx.database;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await repo.lockRoles(tx);
    const user = await repo.findById(tx, id);
    if (!user || user.deletedAt) throw notFound("User not found");
    if (!user.isActive) throw new AppError("INACTIVE", "This account is deactivated", 409);
    if (user.role === role) return user;
    if (user.role === "SA" && (await repo.countActiveSuperAdmins(tx)) <= 1) throw lastSa();
    const updated = await repo.setRole(tx, id, role);
    if (!updated) throw notFound("User not found");
    await revokeRefreshTokens(ctx, tx, id);
    return updated;
  });
}
