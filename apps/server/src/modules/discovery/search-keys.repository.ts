import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedOnce } from "../../lib/prepared.js";

const keysQuery = (db: Db) =>
  db
    .select({ key: sql<string | null>`search_key(u.w)` })
    .from(sql`unnest(${sql.placeholder("words")}::text[]) with ordinality as u(w, i)`)
    .orderBy(sql`u.i`);

/** Words whose keys this process has asked for; at most this many, the oldest dropped first. */
const MAX_KEPT_KEYS = 20_000;
const keptKeys = new Map<string, string | null>();

/**
 * Each word's `search_key()` (migration 0011), in order: the database's own function, so a word
 * shown to a devotee as "what was searched" is one the search itself hears as that key (decision
 * 176). Reads no table: one round trip of function calls.
 *
 * The function is IMMUTABLE (a word's key depends on the word alone), so each word's key is kept
 * once asked: the words come from the catalogue's names and towns, a few thousand, and a
 * corrected search's page no longer costs a round trip of its own (decision 169, amended
 * 2026-11-28). A migration that changes the function ships with a restart, which empties this.
 */
export async function searchKeysOf(db: Db, words: string[]): Promise<(string | null)[]> {
  const missing = [...new Set(words.filter((w) => !keptKeys.has(w)))];
  if (!missing.length) return words.map((w) => keptKeys.get(w) ?? null);
  const query = preparedOnce(db, "discovery_search_keys", () =>
    keysQuery(db).prepare("discovery_search_keys"),
  );
  const rows = await query.execute({ words: missing });
  const found = new Map(missing.map((w, i) => [w, rows[i]?.key ?? null]));
  const keys = words.map((w) =>
    found.has(w) ? (found.get(w) ?? null) : (keptKeys.get(w) ?? null),
  );
  for (const [w, key] of found) keptKeys.set(w, key);
  for (const oldest of keptKeys.keys()) {
    if (keptKeys.size <= MAX_KEPT_KEYS) break;
    keptKeys.delete(oldest);
  }
  return keys;
}
