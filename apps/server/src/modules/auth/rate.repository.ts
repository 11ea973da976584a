import { and, asc, count, desc, eq, gt, like, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rateEvents } from "../../db/schema/auth.js";

export interface WindowState {
  count: number;
  /** The oldest event still inside the window (it leaves first). */
  oldest: Date | null;
  newest: Date | null;
}

/** Events of one bucket in the window ending at `now`. */
export async function windowState(db: Db, bucket: string, since: Date): Promise<WindowState> {
  const where = and(eq(rateEvents.bucket, bucket), gt(rateEvents.at, since));
  const [total] = await db.select({ n: count() }).from(rateEvents).where(where);
  if (!total?.n) return { count: 0, oldest: null, newest: null };
  const [oldest] = await db
    .select({ at: rateEvents.at })
    .from(rateEvents)
    .where(where)
    .orderBy(asc(rateEvents.at))
    .limit(1);
  const [newest] = await db
    .select({ at: rateEvents.at })
    .from(rateEvents)
    .where(where)
    .orderBy(desc(rateEvents.at))
    .limit(1);
  return { count: total.n, oldest: oldest?.at ?? null, newest: newest?.at ?? null };
}

export async function recordEvent(db: Db, bucket: string, at: Date): Promise<void> {
  await db.insert(rateEvents).values({ bucket, at });
}

/** Forgets a bucket's events: a success ends the run of failures it counted. */
export async function clearBucket(db: Db, bucket: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
}

/** Drops events older than any window we count (the longest is a day). */
export async function pruneEvents(db: Db, before: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.at, before));
}

/**
 * Serialises concurrent requests on the same key until the transaction ends, so two instances
 * cannot both pass a quota check (ARCHITECTURE.md: limits hold across instances).
 */
export async function lockKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Moves back by `ms` the events of one bucket and of every bucket starting with `prefix`: as if
 * that much time had passed for them alone (development and test only, `passTimeForNumber`).
 */
export async function shiftEvents(db: Db, bucket: string, prefix: string, ms: number) {
  await db
    .update(rateEvents)
    .set({ at: sql`${rateEvents.at} - make_interval(secs => ${ms / 1000})` })
    .where(or(eq(rateEvents.bucket, bucket), like(rateEvents.bucket, `${prefix}%`)));
}
