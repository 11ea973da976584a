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

const page = async (n: number) => {
  const res = await app.inject({ url: `/api/public/temples?q=venkateswara&page=${n}` });
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
});
