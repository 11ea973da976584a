import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";

// Decision 169: a word many temples have is ranked best names first from an index (PostgreSQL);
// equally near names come in the index's order. Paging through them must show every temple once.
const ctx = await createTestApp();
const { app } = ctx;

const named: string[] = [];
for (let i = 10; i < 40; i++)
  named.push((await createTemple(ctx, { name: `Sri Venkateswara Temple ${i}` })).temple.slug);
const byForm = await createTemple(ctx, { name: "Hill Shrine", deity: "Venkateswara" });

const page = async (n: number, limit = 20, q = "venkateswara") => {
  const res = await app.inject({
    url: `/api/public/temples?q=${q}&page=${n}&limit=${limit}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { slug: string }[]; meta: { total: number } };
};

describe("paging through a common word (decision 169)", () => {
  it("shows every matching temple exactly once, those named by the word first", async () => {
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.meta.total).toBe(31);
    expect(second.meta.total).toBe(31);
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(11);
    expect(third.data).toEqual([]);
    const seen = [...first.data, ...second.data].map((t) => t.slug);
    expect(new Set(seen).size).toBe(31);
    expect(seen.slice(0, 30).sort()).toEqual([...named].sort());
    // Matched by its deity alone: after every temple whose name has the word.
    expect(seen[30]).toBe(byForm.temple.slug);
  });

  it("reads pages past the first five and at other page sizes the same way", async () => {
    // Page 7 of 5: the statement's row counts are parameters here, not written into it.
    const seventh = await page(7, 5);
    expect(seventh.meta.total).toBe(31);
    expect(seventh.data.map((t) => t.slug)).toEqual([byForm.temple.slug]);
    const sixth = await page(6, 5);
    expect(sixth.data).toHaveLength(5);
    expect(sixth.data.every((t) => named.includes(t.slug))).toBe(true);
    expect((await page(8, 5)).data).toEqual([]);
  });

  it("pages through two typed letters the same way, every match once", async () => {
    // "ve": too short for trigrams, yet read best names first too (not every match ranked).
    const [first, second, third] = [
      await page(1, 20, "ve"),
      await page(2, 20, "ve"),
      await page(3, 20, "ve"),
    ];
    const seen = [...first.data, ...second.data, ...third.data].map((t) => t.slug);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(first.meta.total);
    expect(seen).toEqual(expect.arrayContaining([...named, byForm.temple.slug]));
    // The temple matched by its deity alone comes after every temple whose name has the letters.
    expect(seen.indexOf(byForm.temple.slug)).toBeGreaterThan(
      Math.max(...named.map((slug) => seen.indexOf(slug))),
    );
  });
});
