import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import type { Database } from "../../db/client.js";
import { rateLimitCounters } from "../../db/schema/rate-limits.js";
import { defaultRateLimitStore } from "./index.js";
import { LeasedRateLimitStore } from "./leased-store.js";
import { MemoryRateLimitStore } from "./memory-store.js";
import { PgRateLimitStore } from "./pg-store.js";

const ctx = await createTestApp();
const pg = new PgRateLimitStore(ctx.database.db);
const MINUTE = 60_000;
const t0 = new Date("2026-03-01T06:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const sorted = (xs: { count: number }[]) => xs.map((x) => x.count).sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

async function storedCount(key: string) {
  const rows = await ctx.database.db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(inArray(rateLimitCounters.key, [key]));
  return rows[0]?.count;
}

describe.each([
  ["PostgreSQL", () => pg],
  ["memory", () => new MemoryRateLimitStore()],
])("the %s rate-limit store", (_name, make) => {
  const store = make();
  const k = (s: string) => `${_name}:${s}`;

  it("counts within a window and starts a new one when it has ended", async () => {
    expect(await store.hit(k("a"), MINUTE, at(0), 5)).toEqual({ count: 1, resetAt: at(MINUTE) });
    expect(await store.hit(k("a"), MINUTE, at(59_000), 5)).toEqual({
      count: 2,
      resetAt: at(MINUTE),
    });
    expect(await store.hit(k("a"), MINUTE, at(59_000), 5, 10)).toEqual({
      count: 12,
      resetAt: at(MINUTE),
    });
    expect((await store.hit(k("b"), MINUTE, at(59_000), 5)).resetAt).toEqual(at(59_000 + MINUTE));
    expect(await store.hit(k("a"), MINUTE, at(MINUTE), 5)).toEqual({
      count: 1,
      resetAt: at(2 * MINUTE),
    });
  });

  it("loses no hit when many arrive at once", async () => {
    const hits = await Promise.all(oneTo(40).map(() => store.hit(k("burst"), MINUTE, at(0), 5)));
    expect(sorted(hits)).toEqual(oneTo(40));
  });

  it("counts each of many clients arriving at once on its own (one statement for them all)", async () => {
    const keys = oneTo(30).map((i) => k(`crowd-${i}`));
    const hits = await Promise.all(
      [...keys, ...keys].map((key) => store.hit(key, MINUTE, at(0), 5).then((h) => ({ key, h }))),
    );
    for (const key of keys) {
      expect(sorted(hits.filter((x) => x.key === key).map((x) => x.h))).toEqual([1, 2]);
    }
  });
});

describe("the leased store over PostgreSQL (one write per block of requests)", () => {
  it("numbers a client's requests from blocks claimed in the shared count", async () => {
    const a = new LeasedRateLimitStore(pg);
    const b = new LeasedRateLimitStore(pg); // another server process
    const max = 600; // blocks of 12
    for (let i = 1; i <= 30; i++)
      expect((await a.hit("ip:lease", MINUTE, at(0), max)).count).toBe(i);
    expect(await storedCount("ip:lease")).toBe(36); // three blocks
    expect((await b.hit("ip:lease", MINUTE, at(0), max)).count).toBe(37);
    expect((await a.hit("ip:lease", MINUTE, at(0), max)).count).toBe(31);
    // The window ends for everyone at once.
    expect((await a.hit("ip:lease", MINUTE, at(MINUTE), max)).count).toBe(1);
  });

  it("stops writing for a client once it is past the limit in this window", async () => {
    const a = new LeasedRateLimitStore(pg);
    for (let i = 1; i <= 8; i++) expect((await a.hit("ip:over", MINUTE, at(0), 5)).count).toBe(i);
    // Only the five within the limit were written; the refusals after them were not.
    expect(await storedCount("ip:over")).toBe(5);
    const b = new LeasedRateLimitStore(pg); // another process finds the client over the limit too
    expect((await b.hit("ip:over", MINUTE, at(0), 5)).count).toBe(6);
    expect((await a.hit("ip:over", MINUTE, at(MINUTE), 5)).count).toBe(1);
  });

  it("never hands the same number out twice, even to simultaneous requests", async () => {
    const a = new LeasedRateLimitStore(pg);
    const b = new LeasedRateLimitStore(pg);
    const hits = await Promise.all(
      oneTo(60).map((i) => (i % 2 ? a : b).hit("ip:race", MINUTE, at(0), 600)),
    );
    expect(new Set(hits.map((h) => h.count)).size).toBe(60);
    // With a small limit the block is one request: exact, whichever process answers.
    const exact = await Promise.all(
      oneTo(10).map((i) => (i % 2 ? a : b).hit("ip:small", MINUTE, at(0), 5)),
    );
    expect(sorted(exact)).toEqual(oneTo(10));
  });

  it("prunes only the windows that have ended", async () => {
    await pg.hit("ip:old", MINUTE, at(0), 5);
    await pg.hit("ip:live", MINUTE, at(5 * MINUTE), 5);
    await new LeasedRateLimitStore(pg).prune(at(3 * MINUTE));
    expect(await storedCount("ip:old")).toBeUndefined();
    expect(await storedCount("ip:live")).toBe(1);
  });
});

describe("the store chosen for a database", () => {
  it("keeps counts in memory with the embedded database and in PostgreSQL otherwise", () => {
    const db = ctx.database.db;
    const pglite = { kind: "pglite", db } as Database;
    const postgres = { kind: "postgres", db } as Database;
    expect(defaultRateLimitStore(pglite)).toBeInstanceOf(MemoryRateLimitStore);
    expect(defaultRateLimitStore(postgres)).toBeInstanceOf(LeasedRateLimitStore);
  });

  it("the memory store forgets the oldest windows beyond 100,000 clients", async () => {
    const store = new MemoryRateLimitStore();
    await store.hit("ip:first", MINUTE, at(0), 5);
    await store.hit("ip:first", MINUTE, at(0), 5);
    for (let i = 0; i < 100_000; i++) await store.hit(`ip:${i}`, MINUTE, at(0), 5);
    expect((await store.hit("ip:first", MINUTE, at(0), 5)).count).toBe(1);
  });
});
