import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedOnce } from "../../lib/prepared.js";

const keysQuery = (db: Db) =>
  db
    .select({ key: sql<string | null>`search_key(u.w)` })
    .from(sql`unnest(${sql.placeholder("words")}::text[]) with ordinality as u(w, i)`)
    .orderBy(sql`u.i`);

/**
 * Each word's `search_key()` (migration 0011), in order: the database's own function, so a word
 * shown to a devotee as "what was searched" is one the search itself hears as that key (decision
 * 176). Reads no table: one round trip of function calls.
 */
export async function searchKeysOf(db: Db, words: string[]): Promise<(string | null)[]> {
  if (!words.length) return [];
  const query = preparedOnce(db, "discovery_search_keys", () =>
    keysQuery(db).prepare("discovery_search_keys"),
  );
  const rows = await query.execute({ words });
  return rows.map((r) => r.key);
}
