import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers.js";
import { createUser } from "../../test/users.js";

/**
 * Issue 35, item 9: `GET /api/deities?sort=__proto__` (and every other CMS list) answered 500,
 * and `sort=constructor`, `toString`, `hasOwnProperty` passed the allow-list: the column was
 * looked up in a plain object with the client's key. Every list route of the OpenAPI document is
 * asked with prototype keys in each of its query fields; a `sort` names no such field: 400.
 */
const ctx = await createTestApp();
const { app } = ctx;
await app.ready();
const sa = await createUser(ctx, "SA");

const doc = app.swagger() as unknown as {
  paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
};
const lists = Object.entries(doc.paths)
  .filter(([path, ops]) => ops.get && !path.includes("{"))
  .map(([path, ops]) => ({
    path,
    query: (ops.get?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
  }))
  .filter((r) => r.query.length > 0);
// The lists that check `sort` against their fields (the CMS's): an unknown field is a 400.
const sorted: typeof lists = [];
for (const r of lists.filter((l) => l.query.includes("sort"))) {
  const res = await app.inject({ url: `${r.path}?sort=noSuchField`, headers: sa.headers });
  if (res.statusCode === 400) sorted.push(r);
}
const KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"];

describe("prototype keys in list queries", () => {
  it("finds the CMS lists", () => {
    expect(sorted.map((r) => r.path)).toContain("/api/deities");
    expect(sorted.length).toBeGreaterThan(10);
  });

  for (const { path } of sorted) {
    it(`${path}?sort= a prototype key is refused as an unknown field`, async () => {
      for (const key of KEYS.flatMap((k) => [k, `-${k}`])) {
        const res = await app.inject({ url: `${path}?sort=${key}`, headers: sa.headers });
        expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
      }
    });
  }

  for (const { path, query } of lists) {
    it(`${path} with prototype keys in every query field answers no 5xx`, async () => {
      for (const key of KEYS) {
        const qs = query.map((n) => `${n}=${encodeURIComponent(key)}`).join("&");
        const res = await app.inject({ url: `${path}?${qs}`, headers: sa.headers });
        expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    });
  }
});
