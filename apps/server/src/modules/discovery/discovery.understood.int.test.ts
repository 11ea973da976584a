import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";

// Decision 176: a search answered as its correction (decision 167) says what it searched, as
// the catalogue spells it ("Showing results for Venkateswara"); one answered by similar names
// says so; one searched as typed says nothing.
const ctx = await createTestApp();
const { app } = ctx;

const { temple: tirumala } = await createTemple(ctx, {
  name: "Sri Venkateswara Swamy Temple",
  town: "Tirumala",
  translations: { hi: { name: "श्री वेंकटेश्वर स्वामी मंदिर", town: "तिरुमला" } },
});
const { temple: chennai } = await createTemple(ctx, {
  name: "Venkateswara Perumal Kovil",
  town: "T. Nagar",
});
const { temple: srirangam } = await createTemple(ctx, {
  name: "Ranganathaswamy Temple",
  town: "Srirangam",
});

type Answer = {
  data: { slug: string }[];
  meta: { total: number; understoodAs?: { kind: string; text?: string } };
};
const search = async (q: string, extra = "", on = app) => {
  const res = await on.inject({ url: `/api/public/temples?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Answer;
};
const understood = async (q: string, extra = "") => (await search(q, extra)).meta.understoodAs;

describe("the answer says how a misspelt text was understood (decision 176)", () => {
  it("names the corrected word as the temples spell it, not as its search key", async () => {
    const answer = await search("venkateshvra");
    expect(answer.data.map((t) => t.slug).sort()).toEqual([tirumala.slug, chennai.slug].sort());
    expect(answer.meta.understoodAs).toEqual({ kind: "corrected", text: "Venkateswara" });
    const other = await search("ranganathaswamu");
    expect(other.data.map((t) => t.slug)).toEqual([srirangam.slug]);
    expect(other.meta.understoodAs).toEqual({ kind: "corrected", text: "Ranganathaswamy" });
  });

  it("keeps the words the devotee typed right as they typed them, whatever was asked first", async () => {
    // The answer is kept under the corrected words; each request still shows its own text.
    expect(await understood("sri venkateshvra")).toEqual({
      kind: "corrected",
      text: "sri Venkateswara",
    });
    expect(await understood("SRI venkateshvra")).toEqual({
      kind: "corrected",
      text: "SRI Venkateswara",
    });
    expect(await understood("Sri venkateswra swamy")).toEqual({
      kind: "corrected",
      text: "Sri Venkateswara swamy",
    });
  });

  it("says the same on every page of the corrected search", async () => {
    const first = await search("venkateshvra", "&limit=1&lang=hi");
    const second = await search("venkateshvra", "&limit=1&page=2&lang=hi");
    expect(second.data).toHaveLength(1);
    expect(second.data[0]?.slug).not.toBe(first.data[0]?.slug);
    expect(second.meta.understoodAs).toEqual({ kind: "corrected", text: "Venkateswara" });
  });

  it("names it in the script the devotee typed, in their language where the temple has it", async () => {
    // Hindi typed with स for श: corrected to the Hindi name's word.
    expect(await understood("वेंकटेस्वर", "&lang=hi")).toEqual({
      kind: "corrected",
      text: "वेंकटेश्वर",
    });
    // Latin letters on the Hindi page: the English name's word, not a Devanagari one.
    expect(await understood("venkateshvra", "&lang=hi")).toEqual({
      kind: "corrected",
      text: "Venkateswara",
    });
  });

  it("says nothing for a text searched as typed, or for no text", async () => {
    for (const q of ["venkateswara", "Tirumala", "श्री वेंकटेश्वर"]) {
      const answer = await search(q);
      expect(answer.meta.total, q).toBeGreaterThan(0);
      expect(answer.meta.understoodAs, q).toBeUndefined();
    }
    const all = await app.inject({ url: "/api/public/temples" });
    expect(all.json().meta.understoodAs).toBeUndefined();
    // Nothing found at all: nothing to explain.
    expect(await search("zzqxv")).toMatchObject({ data: [], meta: { total: 0 } });
    expect(await understood("zzqxv")).toBeUndefined();
  });

  it("says 'similar' when only the forgiving pass found temples", async () => {
    // Both words are the catalogue's, but not side by side in any name: the exact pass finds
    // nothing, pg_trgm's word similarity finds the temple.
    const answer = await search("swamy venkateswara");
    expect(answer.data.map((t) => t.slug)).toContain(tirumala.slug);
    expect(answer.meta.understoodAs).toEqual({ kind: "similar" });
  });

  it("refuses a text too long to search with the error envelope", async () => {
    const res = await app.inject({ url: `/api/public/temples?q=${"a".repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
  });
});

// The switch for measuring the database's own cost: the same answer, nothing kept.
const uncached = await createTestApp({ SEARCH_ANSWER_CACHE: "false" });
await createTemple(uncached, { name: "Sri Venkateswara Swamy Temple", town: "Tirumala" });

describe("with SEARCH_ANSWER_CACHE=false", () => {
  it("says what it searched as with the cache", async () => {
    const answer = await search("sri venkateshvra", "", uncached.app);
    expect(answer.meta.understoodAs).toEqual({ kind: "corrected", text: "sri Venkateswara" });
    expect((await search("venkateswara", "", uncached.app)).meta.understoodAs).toBeUndefined();
  });
});
