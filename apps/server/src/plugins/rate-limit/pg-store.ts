import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rateLimitCounters as t } from "../../db/schema/rate-limits.js";
import { surgeWait } from "../../lib/arrivals.js";
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
 * loop, while the previous upsert is out, or while a surge of connections is still coming in
 * share one multi-row upsert (a surge of 2,000 new clients is a handful of statements, not 2,000;
 * docs/decisions/140, 192).
 */
export class PgRateLimitStore implements RateLimitStore {
  private readonly hits: TickBatcher<Hit, { count: number; resetAt: Date }>;

  constructor(private readonly db: Db) {
    this.hits = new TickBatcher((list) => this.upsert(list), { arriving: surgeWait });
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
          // The rows as three array parameters (unnest): the statement's text is the same for
          // any batch, instead of three parameters per row for drizzle to build into it each
          // time — under a surge of new clients this was the most frequent statement
          // (docs/decisions/168).
          const result = await this.db.execute(
            sql`insert into ${t} (${sql.identifier(t.key.name)}, ${sql.identifier(t.count.name)}, ${sql.identifier(t.resetAt.name)})
              select * from unnest(
                ${sql.param(entries.map(({ hit }) => hit.key))}::text[],
                ${sql.param(entries.map(({ hit }) => hit.amount))}::int[],
                ${sql.param(entries.map(({ hit }) => new Date(hit.now.getTime() + hit.windowMs).toISOString()))}::timestamptz[])
              on conflict (${sql.identifier(t.key.name)}) do update set
                ${sql.identifier(t.count.name)} = case when ${ended} then excluded.count else ${t.count} + excluded.count end,
                ${sql.identifier(t.resetAt.name)} = case when ${ended} then excluded.reset_at else ${t.resetAt} end
              returning ${sql.identifier(t.key.name)} as key, ${sql.identifier(t.count.name)} as count, ${sql.identifier(t.resetAt.name)} as reset_at`,
          );
          const stored = (
            result as unknown as { rows: { key: string; count: unknown; reset_at: unknown }[] }
          ).rows;
          const rows = stored.map((r) => ({
            key: r.key,
            count: Number(r.count),
            resetAt: r.reset_at instanceof Date ? r.reset_at : new Date(String(r.reset_at)),
          }));
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
