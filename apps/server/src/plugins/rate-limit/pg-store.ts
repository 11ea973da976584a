import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rateLimitCounters as t } from "../../db/schema/rate-limits.js";
import { TickBatcher } from "../../lib/tick-batch.js";
import type { RateLimitStore } from "./store.js";

interface Hit {
  key: string;
  windowMs: number;
  now: Date;
  amount: number;
}

/**
 * The counters in PostgreSQL: atomic upserts. Used through `LeasedRateLimitStore`, which calls
 * it once per block of requests, not once per request. The calls made in one turn of the event
 * loop share one multi-row upsert (a surge of 2,000 new clients is a handful of statements, not
 * 2,000; docs/decisions/140).
 */
export class PgRateLimitStore implements RateLimitStore {
  private readonly hits: TickBatcher<Hit, { count: number; resetAt: Date }>;

  constructor(private readonly db: Db) {
    this.hits = new TickBatcher((list) => this.upsert(list));
  }

  hit(key: string, windowMs: number, now: Date, _max: number, amount = 1) {
    return this.hits.load({ key, windowMs, now, amount });
  }

  /**
   * One statement per window length, each key at most once per statement (a key hit twice in
   * one batch goes to a following statement, so both hits count).
   */
  private async upsert(list: Hit[]): Promise<{ count: number; resetAt: Date }[]> {
    const answers: { count: number; resetAt: Date }[] = new Array(list.length);
    let left = list.map((hit, i) => ({ hit, i }));
    while (left.length) {
      const round = new Map<string, { hit: Hit; i: number }>();
      const later: typeof left = [];
      for (const entry of left) {
        const id = `${entry.hit.windowMs}|${entry.hit.key}`;
        if (round.has(id)) later.push(entry);
        else round.set(id, entry);
      }
      const byWindow = new Map<number, { hit: Hit; i: number }[]>();
      for (const entry of round.values()) {
        const same = byWindow.get(entry.hit.windowMs);
        if (same) same.push(entry);
        else byWindow.set(entry.hit.windowMs, [entry]);
      }
      await Promise.all(
        [...byWindow.values()].map(async (entries) => {
          const now = new Date(Math.max(...entries.map((e) => e.hit.now.getTime())));
          // Inside ON CONFLICT the bare column is the stored row: a window that has ended
          // starts over.
          const ended = sql`${t.resetAt} <= ${now.toISOString()}::timestamptz`;
          const rows = await this.db
            .insert(t)
            .values(
              entries.map(({ hit }) => ({
                key: hit.key,
                count: hit.amount,
                resetAt: new Date(hit.now.getTime() + hit.windowMs),
              })),
            )
            .onConflictDoUpdate({
              target: t.key,
              set: {
                count: sql`case when ${ended} then excluded.count else ${t.count} + excluded.count end`,
                resetAt: sql`case when ${ended} then excluded.reset_at else ${t.resetAt} end`,
              },
            })
            .returning({ key: t.key, count: t.count, resetAt: t.resetAt });
          const byKey = new Map(rows.map((r) => [r.key, r]));
          for (const { hit, i } of entries) {
            const row = byKey.get(hit.key);
            if (!row) throw new Error("rate limit counter not stored");
            answers[i] = { count: row.count, resetAt: row.resetAt };
          }
        }),
      );
      left = later;
    }
    return answers;
  }

  async prune(now: Date): Promise<void> {
    await this.db.delete(t).where(lt(t.resetAt, now));
  }
}
