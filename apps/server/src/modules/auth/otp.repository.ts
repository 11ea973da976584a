import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { otpChallenges, otpLockouts } from "../../db/schema/auth.js";

export type Challenge = typeof otpChallenges.$inferSelect;
export type Lockout = typeof otpLockouts.$inferSelect;

export async function insertChallenge(
  db: Db,
  values: typeof otpChallenges.$inferInsert,
): Promise<void> {
  await db.insert(otpChallenges).values(values);
}

export async function findChallenge(db: Db, id: string): Promise<Challenge | undefined> {
  const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id)).limit(1);
  return row;
}

export async function countWrongTry(db: Db, id: string): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, id));
}

export async function consumeChallenge(db: Db, id: string, at: Date): Promise<void> {
  await db.update(otpChallenges).set({ consumedAt: at }).where(eq(otpChallenges.id, id));
}

export async function findLockout(db: Db, mobile: string): Promise<Lockout | undefined> {
  const [row] = await db.select().from(otpLockouts).where(eq(otpLockouts.mobile, mobile)).limit(1);
  return row;
}

export async function saveLockout(
  db: Db,
  mobile: string,
  values: Pick<Lockout, "consecutiveFailures" | "lockLevel" | "lockedUntil">,
  at: Date,
): Promise<void> {
  await db
    .insert(otpLockouts)
    .values({ mobile, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: otpLockouts.mobile, set: { ...values, updatedAt: at } });
}
