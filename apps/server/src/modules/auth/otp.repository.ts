import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { otpChallenges, otpLockouts, otpSourceLockouts } from "../../db/schema/auth.js";

export type Challenge = typeof otpChallenges.$inferSelect;
export type Lockout = Pick<
  typeof otpLockouts.$inferSelect,
  "consecutiveFailures" | "lockLevel" | "lockedUntil"
>;
/** Whose failures a lockout counts: one requesting source, or every source (`null`). */
export type LockScope = { mobile: string; source: string | null };

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

/** The number's latest unused code of this purpose (a sign-in reopened without its request id). */
export async function findNewestChallenge(
  db: Db,
  mobile: string,
  purpose: Challenge["purpose"],
): Promise<Challenge | undefined> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.mobile, mobile),
        eq(otpChallenges.purpose, purpose),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
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

export async function findLockout(db: Db, scope: LockScope): Promise<Lockout | undefined> {
  const [row] =
    scope.source === null
      ? await db
          .select({
            consecutiveFailures: otpLockouts.consecutiveFailures,
            lockLevel: otpLockouts.lockLevel,
            lockedUntil: otpLockouts.lockedUntil,
          })
          .from(otpLockouts)
          .where(eq(otpLockouts.mobile, scope.mobile))
          .limit(1)
      : await db
          .select({
            consecutiveFailures: otpSourceLockouts.consecutiveFailures,
            lockLevel: otpSourceLockouts.lockLevel,
            lockedUntil: otpSourceLockouts.lockedUntil,
          })
          .from(otpSourceLockouts)
          .where(
            and(
              eq(otpSourceLockouts.mobile, scope.mobile),
              eq(otpSourceLockouts.source, scope.source),
            ),
          )
          .limit(1);
  return row;
}

export async function saveLockout(
  db: Db,
  scope: LockScope,
  values: Lockout,
  at: Date,
): Promise<void> {
  const set = { ...values, updatedAt: at };
  if (scope.source === null) {
    await db
      .insert(otpLockouts)
      .values({ mobile: scope.mobile, ...set })
      .onConflictDoUpdate({ target: otpLockouts.mobile, set });
  } else {
    await db
      .insert(otpSourceLockouts)
      .values({ mobile: scope.mobile, source: scope.source, ...set })
      .onConflictDoUpdate({ target: [otpSourceLockouts.mobile, otpSourceLockouts.source], set });
  }
}

/** Moves a number's codes back by `ms`, sent and expiring (development and test only). */
export async function shiftChallenges(db: Db, mobile: string, ms: number): Promise<void> {
  const back = sql`make_interval(secs => ${ms / 1000})`;
  await db
    .update(otpChallenges)
    .set({
      createdAt: sql`${otpChallenges.createdAt} - ${back}`,
      expiresAt: sql`${otpChallenges.expiresAt} - ${back}`,
    })
    .where(eq(otpChallenges.mobile, mobile));
}
