import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { jobEffects } from "../../db/schema/index.js";

export type Claim = "claimed" | "done" | "busy";

/**
 * Claims the effect `key` for `jobId`: a new key, or one whose earlier claim is older than
 * `leaseSeconds` and was never finished (its process died mid-send), is taken; a finished one
 * answers `done`; one claimed by a live run answers `busy`.
 */
export async function claimEffect(
  db: Db,
  key: string,
  jobId: string,
  leaseSeconds: number,
): Promise<Claim> {
  const taken = await db
    .insert(jobEffects)
    .values({ key, jobId, claimedAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobEffects.key,
      set: { jobId, claimedAt: sql`now()` },
      setWhere: sql`${jobEffects.doneAt} is null
        and ${jobEffects.claimedAt} < now() - make_interval(secs => ${leaseSeconds})`,
    })
    .returning({ key: jobEffects.key });
  if (taken.length) return "claimed";
  const [row] = await db
    .select({ doneAt: jobEffects.doneAt })
    .from(jobEffects)
    .where(eq(jobEffects.key, key));
  return row?.doneAt ? "done" : "busy";
}

export async function finishEffect(db: Db, key: string, jobId: string): Promise<void> {
  await db
    .update(jobEffects)
    .set({ doneAt: sql`now()` })
    .where(and(eq(jobEffects.key, key), eq(jobEffects.jobId, jobId)));
}

/**
 * Records the database effect `key` as done, inside the transaction that does it: true if this
 * transaction is the first to do it. A concurrent one waits on the key's row and then answers
 * false; if the first rolls back, the second does it. There is no claim to lease: the effect and
 * its record commit together or not at all.
 */
export async function recordEffect(tx: Db, key: string, jobId: string): Promise<boolean> {
  const taken = await tx
    .insert(jobEffects)
    .values({ key, jobId, claimedAt: sql`now()`, doneAt: sql`now()` })
    .onConflictDoNothing({ target: jobEffects.key })
    .returning({ key: jobEffects.key });
  return taken.length > 0;
}

/** The effect failed: let the retry claim it at once. */
export async function releaseEffect(db: Db, key: string, jobId: string): Promise<void> {
  await db
    .delete(jobEffects)
    .where(and(eq(jobEffects.key, key), eq(jobEffects.jobId, jobId), isNull(jobEffects.doneAt)));
}

/** How many effects under a key prefix were finished (the operator's count of sends). */
export async function countDone(db: Db, prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobEffects)
    .where(and(sql`${jobEffects.key} like ${`${prefix}%`}`, sql`${jobEffects.doneAt} is not null`));
  return Number(row?.n ?? 0);
}
