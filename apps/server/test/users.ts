import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { staffTempleGrants } from "../src/db/schema/staff-grants.js";
import { users } from "../src/db/schema/users.js";
import { type Role, signAccessToken, tokenKeys } from "../src/plugins/auth.js";
import type { TestContext } from "./helpers.js";
import { e164, randomMobile } from "./otp.js";

export interface TestUser {
  id: string;
  role: Role;
  mobile: string;
  token: string;
  /** Headers that authenticate as this user. */
  headers: { authorization: string };
}

/**
 * Which temples a staff test user acts for (issue 33): `"trust"` (the whole trust), a list of
 * temple ids, or `[]` (none: a fresh account before the SA assigns it).
 */
export type TestGrants = "trust" | string[];

/**
 * Makes a user of the given role straight in the database and signs an access token for it.
 * An admin or editor acts for the whole trust unless `grants` says otherwise — what an existing
 * account got when grants began (decision 200) — so a test about roles is not a test of scope.
 */
export async function createUser(
  ctx: TestContext,
  role: Role = "user",
  grants: TestGrants = "trust",
): Promise<TestUser> {
  const mobile = e164(randomMobile());
  const [row] = await ctx.database.db
    .insert(users)
    .values({ role, mobile, name: `Test ${role}`, mobileVerifiedAt: new Date() })
    .returning();
  if (!row) throw new Error("user not created");
  const token = await signAccessToken(tokenKeys(ctx.config.jwtSecret), row, { fid: randomUUID() });
  const user = { id: row.id, role, mobile, token, headers: { authorization: `Bearer ${token}` } };
  if (role === "admin" || role === "editor") await grant(ctx, user, grants);
  return user;
}

/** Replaces a staff user's grants (what the SA does from user management). */
export async function grant(ctx: TestContext, user: Pick<TestUser, "id">, grants: TestGrants) {
  const db = ctx.database.db;
  await db.delete(staffTempleGrants).where(eq(staffTempleGrants.userId, user.id));
  const templeIds = grants === "trust" ? [null] : grants;
  if (templeIds.length) {
    await db
      .insert(staffTempleGrants)
      .values(templeIds.map((templeId) => ({ userId: user.id, templeId })));
  }
}
