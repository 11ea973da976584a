import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";

// Issue 17: a devotee who spells an Indian name another common way, or slips one letter, still
// finds the temple (search_key() and trigram word similarity, docs/decisions/160).
const ctx = await createTestApp();
const { app } = ctx;

const temple = async (name: string, town: string, latitude: number, longitude: number) =>
  (await createTemple(ctx, { name, town, latitude, longitude, deity: `${name} deity` })).temple
    .slug;
const tirupati = await temple("Sri Venkateswara Swamy Temple", "Tirupati", 13.6833, 79.3474);
const madurai = await temple("Meenakshi Amman Temple", "Madurai", 9.9195, 78.1193);
const kashi = await temple("Kashi Vishwanath Temple", "Varanasi", 25.3109, 83.0107);
const anantha = await temple("Padmanabhaswamy Temple", "Thiruvananthapuram", 8.4828, 76.9436);
const guruvayur = await temple("Guruvayur Sri Krishna Temple", "Guruvayur", 10.5946, 76.0394);
const ujjain = await temple("Mahakaleshwar Jyotirlinga", "Ujjain", 23.1828, 75.7681);
const kanchi = await temple("Kamakshi Amman Temple", "Kanchipuram", 12.8406, 79.7033);
const palani = await temple("Palani Murugan Temple", "Palani", 10.4388, 77.5205);
const kolhapur = await temple("Mahalakshmi Temple", "Kolhapur", 16.6949, 74.2237);
const puri = await temple("Jagannath Temple", "Puri", 19.8048, 85.8179);
// A temple whose position is not known yet: listed, but after every temple with one.
const unplaced = (
  await createTemple(ctx, { name: "Unplaced Shrine", latitude: null, longitude: null })
).temple.slug;

const slugs = async (q: string) => {
  const res = await app.inject({ url: `/api/public/temples?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((t: { slug: string }) => t.slug) as string[];
};

// What the devotee types → the temple it must find (first in the list).
const PAIRS: [string, string][] = [
  ["tirupathi", tirupati],
  ["thirupathi", tirupati],
  ["shri venkateshwara", tirupati],
  ["sree venkatesvara swami", tirupati],
  ["venkataswara", tirupati],
  ["minakshi", madurai],
  ["meenatchi amman", madurai],
  ["madhurai", madurai],
  // One letter wrong.
  ["meenakshu", madurai],
  ["kasi viswanath", kashi],
  ["kashi vishvanath", kashi],
  ["padmanabhaswami", anantha],
  ["tiruvanantapuram", anantha],
  ["guruvayoor", guruvayur],
  ["guruvayoor shree krishnan", guruvayur],
  ["mahakaleswar", ujjain],
  ["ujain", ujjain],
  ["jyothirlinga", ujjain],
  ["kamatchi", kanchi],
  ["kancheepuram", kanchi],
  ["pazhani", palani],
  ["mahalaxmi", kolhapur],
  ["jagannatha", puri],
];

describe("temple search forgives Indian spellings (issue 17)", () => {
  it.each(PAIRS)("%s finds its temple", async (typed, slug) => {
    expect((await slugs(typed))[0]).toBe(slug);
  });

  it("still tells different names apart", async () => {
    expect(await slugs("tirunelveli")).toEqual([]);
    expect(await slugs("thanjavur")).toEqual([]);
    expect(await slugs("meenakshi")).not.toContain(kanchi);
    expect(await slugs("kamakshi")).not.toContain(madurai);
    expect(await slugs("ujjain")).toEqual([ujjain]);
    // Characters that mean something to LIKE are only letters to search.
    expect(await slugs("%")).toEqual([]);
    expect(await slugs("_")).toEqual([]);
  });
});

describe("temples near the devotee (issue 17)", () => {
  it("lists the nearest first, pages through all of them, unplaced temples last", async () => {
    const near = async (qs: string) =>
      (await app.inject({ url: `/api/public/temples?near=13.0827,80.2707&${qs}` })).json();
    const first = await near("limit=3");
    expect(first.data.map((t: { slug: string }) => t.slug)).toEqual([kanchi, tirupati, palani]);
    expect(first.data[0].distanceKm).toBeGreaterThan(60);
    expect(first.data[0].distanceKm).toBeLessThan(75);
    expect(first.meta).toEqual({ total: 11, page: 1, limit: 3 });
    const last = await near("limit=3&page=4");
    expect(last.data.map((t: { slug: string }) => t.slug)).toEqual([kashi, unplaced]);
    expect(last.data[1].distanceKm).toBeNull();
    expect(last.meta.total).toBe(11);
    const past = await near("limit=3&page=5");
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(11);
  });

  it("combines with words: near Chennai, only the Ammans", async () => {
    const res = await app.inject({ url: "/api/public/temples?near=13.0827,80.2707&q=amman" });
    expect(res.json().data.map((t: { slug: string }) => t.slug)).toEqual([kanchi, madurai]);
    expect(res.json().meta.total).toBe(2);
  });
});
