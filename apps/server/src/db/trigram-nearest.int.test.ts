import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTemple } from "../../test/catalog.js";
import { createTestApp, type TestContext } from "../../test/helpers.js";
import { type Database, openDatabase } from "./client.js";

// Best names first (decision 169) reads the GiST trigram index on (search_key, name) in
// `name <-> words` order. On PGlite, with pg_trgm's library loaded before cube's, that scan
// returned no rows and the next statement never returned (a loop in the database that blocks
// the server's one thread), so PGlite could not rank as PostgreSQL does (decision 178).
//
// On PGlite this file opens a database of its own (the migrated image) and closes it only if
// it answered: a broken one would never answer again, and the test should fail, not hang.
const adminUrl = process.env.DATABASE_URL;
const image = adminUrl ? undefined : inject("pgliteImage");
const database: Database = image
  ? await openDatabase({
      dataDir: tmpdir(),
      pgliteInMemory: true,
      pgliteLoadDataDir: new Blob([readFileSync(image)]),
    })
  : (await createTestApp()).database;
let answered = false;
afterAll(async () => {
  if (image && answered) await database.close();
});

const ctx = { database } as TestContext;
const { temple } = await createTemple(ctx, {
  name: "Sri Venkateswara Swamy Temple",
  town: "Tirumala",
});
await createTemple(ctx, { name: "Kapaleeshwarar Temple", town: "Chennai" });

const rowsOf = (r: unknown) =>
  ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as Record<string, unknown>[];

/** The index read of best names first, sequential scans priced out so that the index is read. */
async function nearestNames(words: string) {
  const { db } = database;
  await db.execute(sql`set enable_seqscan = off`);
  const query = sql`select id from temples where search_key like '%' || search_key(${words}) || '%' order by name <-> ${words} limit 20`;
  const plan = rowsOf(await db.execute(sql`explain ${query}`))
    .map((r) => Object.values(r)[0])
    .join("\n");
  const ids = rowsOf(await db.execute(query)).map((r) => r.id);
  return { plan, ids };
}

describe("the trigram index read nearest names first (decisions 169, 178)", () => {
  it("finds a temple by its town through the GiST index, and the database answers after", async () => {
    const { plan, ids } = await nearestNames("tirumala");
    expect(plan).toContain("temples_search_key_name_gist_idx");
    expect(ids).toEqual([temple.id]);
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    answered = true;
    await database.db.execute(sql`reset enable_seqscan`);
  });
});
