import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { searchKeysOf } from "./search-keys.repository.js";

// The "what was searched" line shows a devotee the catalogue's spelling of their words, found by
// each word's search_key() (decision 176). Keys are kept once asked (decision 169, amended
// 2026-11-28): a later page that mixes kept and new words must still pair each with its own.
const ctx = await createTestApp();

/** Each word's key as the database gives it, asked one word at a time. */
const asked = async (words: string[]) => {
  const keys: (string | null)[] = [];
  for (const word of words) {
    const result = (await ctx.database.db.execute(
      sql`select search_key(${word}) as key`,
    )) as unknown as { rows: { key: string | null }[] };
    keys.push(result.rows[0]?.key ?? null);
  }
  return keys;
};

describe("each word's search key, kept once asked", () => {
  it("gives every word its own key, kept and new words mixed, repeats included", async () => {
    const first = ["Tirupathi", "Shri", "Meenakshi"];
    expect(await searchKeysOf(ctx.database.db, first)).toEqual(await asked(first));
    const mixed = ["Madurai", "Meenakshi", "Kanchipuram", "Tirupathi", "Madurai", "திருப்பதி"];
    const keys = await searchKeysOf(ctx.database.db, mixed);
    expect(keys).toEqual(await asked(mixed));
    // The same spelling twice is one key, and different spellings of one name share it.
    expect(keys[0]).toBe(keys[4]);
    expect(keys[3]).toBe((await searchKeysOf(ctx.database.db, ["Tirupati"]))[0]);
  });
});
