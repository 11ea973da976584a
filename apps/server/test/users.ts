import { randomInt, randomUUID } from "node:crypto";
import { users } from "../src/db/schema/users.js";
import { type Role, signAccessToken, tokenKeys } from "../src/plugins/auth.js";
import type { TestContext } from "./helpers.js";

export interface TestUser {
  id: string;
  role: Role;
  mobile: string;
  token: string;
  /** Headers that authenticate as this user. */
  headers: { authorization: string };
}

/** Makes a user of the given role straight in the database and signs an access token for it. */
export async function createUser(ctx: TestContext, role: Role = "user"): Promise<TestUser> {
  const mobile = `+919${String(randomInt(0, 1e9)).padStart(9, "0")}`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ role, mobile, name: `Test ${role}`, mobileVerifiedAt: new Date() })
    .returning();
  if (!row) throw new Error("user not created");
  const token = await signAccessToken(tokenKeys(ctx.config.jwtSecret), row, { fid: randomUUID() });
  return { id: row.id, role, mobile, token, headers: { authorization: `Bearer ${token}` } };
}
