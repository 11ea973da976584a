import type { ReadyContext } from "../../app.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";
import { verifyOtp } from "../auth/otp.service.js";
import { sessionsChanged } from "../auth/session.service.js";
import { lastSa } from "./user-admin.service.js";
import * as repo from "./users.repository.js";

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
  await sessionsChanged(ctx, user.id);
  // The reason is product feedback; it names no one once the row is anonymised.
  log.info({ userId: user.id, reason: input.reason }, "account removed");
}

/** The signed-in person names themselves (issue 37); staff see the name on their bookings. */
export async function setOwnName(ctx: ReadyContext, userId: string, name: string) {
  const row = await repo.setName(ctx.database.db, userId, name);
  if (!row) throw notFound("User not found");
  return row;
}
