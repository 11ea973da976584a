import { DEFAULT_PAGE_SIZE } from "@sannidhi/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/helpers.js";
import { createUser } from "../../../../test/users.js";
import { signAccessToken, tokenKeys } from "../../../plugins/auth.js";
import { users } from "../../schema/index.js";
import { TEMPLES } from "../data/index.js";
import { seedIfEmpty } from "../seed.js";
import { istToday } from "./events.js";

/**
 * What a newcomer sees on a fresh `npm start` (issue 19, "the demo shows it working"): the demo
 * seed runs on a fresh database and the product's own API shows its result.
 */
const ctx = await createTestApp();
const seeded = await seedIfEmpty(ctx.database.db, { adminMobile: "9000000001" });
const sa = await createUser(ctx, "SA");
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers }).then((r) => ({ status: r.statusCode, body: r.json() }));
const MADURAI = "meenakshi-amman-temple-madurai";

describe("the demo seed", () => {
  it("finds Madurai by its name in Tamil, Hindi and English", async () => {
    expect(seeded?.demo).toBeDefined();
    for (const q of ["மீனாட்சி", "मीनाक्षी", "meenakshi"]) {
      const res = await get(`/api/public/temples?q=${encodeURIComponent(q)}`);
      expect(
        res.body.data.map((t: { slug: string }) => t.slug),
        q,
      ).toContain(MADURAI);
    }
  });

  it("shows Madurai's page in Tamil with its festivals of the coming weeks", async () => {
    const { body } = await get(`/api/public/temples/${MADURAI}?lang=ta`);
    const t = body.data;
    expect(t.name).toBe("அருள்மிகு மீனாட்சி சுந்தரேசுவரர் திருக்கோயில்");
    expect(t.state).toBe("தமிழ்நாடு");
    expect(t.description).toMatch(/மீனாட்சி/);
    expect(t.poojas.map((p: { name: string }) => p.name)).toContain("மீனாட்சி அம்மன் அர்ச்சனை");
    expect(t.upcomingEvents.length).toBeGreaterThan(0);
    expect(t.upcomingEvents[0].fallback).toEqual([]);
    expect(t.illustration).toMatch(/illustration\.svg\?v=/);
  });

  it("gives Madurai's history, address and poojas in Tamil and Hindi, none left in English", async () => {
    const en = (await get(`/api/public/temples/${MADURAI}`)).body.data;
    for (const [lang, script] of [
      ["ta", /[\u0B80-\u0BFF]/],
      ["hi", /[\u0900-\u097F]/],
    ] as const) {
      const t = (await get(`/api/public/temples/${MADURAI}?lang=${lang}`)).body.data;
      expect(t.address, lang).toMatch(script);
      expect(t.address, lang).not.toBe(en.address);
      expect(t.history, lang).toMatch(script);
      expect(t.history, lang).not.toBe(en.history);
      expect(t.fallback ?? [], lang).not.toContain("history");
      expect(t.fallback ?? [], lang).not.toContain("address");
      expect(t.poojas.length).toBeGreaterThan(0);
      for (const p of t.poojas) expect(p.description, `${lang} ${p.name}`).toMatch(script);
    }
    expect((await get(`/api/public/temples/${MADURAI}?lang=ta`)).body.data.address).toBe(
      "மதுரை மெயின், மதுரை",
    );
  });

  it("shows the search's whole first page with history, address and poojas in Hindi", async () => {
    const page = (await get("/api/public/temples?lang=hi")).body.data as { slug: string }[];
    expect(page).toHaveLength(DEFAULT_PAGE_SIZE);
    for (const { slug } of page) {
      const t = (await get(`/api/public/temples/${slug}?lang=hi`)).body.data;
      expect(t.fallback, slug).toBeInstanceOf(Array);
      expect(t.fallback, slug).not.toContain("history");
      expect(t.fallback, slug).not.toContain("address");
      expect(t.history, slug).toMatch(/[\u0900-\u097F]/);
      expect(t.address, slug).toMatch(/[\u0900-\u097F]/);
      for (const p of t.poojas)
        expect(p.description, `${slug} ${p.name}`).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("shows the southern temples of that page in their state's language too", async () => {
    const own: Record<string, string> = {
      "Tamil Nadu": "ta",
      Puducherry: "ta",
      "Andhra Pradesh": "te",
      Telangana: "te",
      Karnataka: "kn",
      Kerala: "ml",
    };
    const page = (await get("/api/public/temples")).body.data as { slug: string }[];
    let southern = 0;
    for (const { slug } of page) {
      const lang = own[TEMPLES.find((t) => t.slug === slug)?.state ?? ""];
      if (!lang) continue;
      southern++;
      const t = (await get(`/api/public/temples/${slug}?lang=${lang}`)).body.data;
      expect(t.fallback, `${slug} ${lang}`).not.toContain("history");
      expect(t.fallback, `${slug} ${lang}`).not.toContain("address");
      for (const p of t.poojas) expect(p.fallback, `${slug} ${p.name} ${lang}`).toEqual([]);
    }
    expect(southern).toBeGreaterThan(5);
  });

  it("gives the SA dashboard bookings this week and today, by temple", async () => {
    const { status, body } = await get("/api/staff/dashboard", sa.headers);
    expect(status).toBe(200);
    expect(body.data.week.bookings).toBeGreaterThan(0);
    expect(body.data.week.revenuePaise).toBeGreaterThan(0);
    expect(body.data.byTemple.length).toBeGreaterThan(3);
  });

  it("fills today's day sheet and the bookings table", async () => {
    const temples = await get("/api/public/temples?limit=100");
    const madurai = temples.body.data.find((t: { slug: string }) => t.slug === MADURAI);
    const today = istToday(new Date());
    const sheet = await get(`/api/staff/temples/${madurai.id}/day-sheet?date=${today}`, sa.headers);
    expect(sheet.status).toBe(200);
    expect(JSON.stringify(sheet.body.data)).toMatch(/SN-\d{4}-\d{6}/);
    const list = await get("/api/staff/bookings?limit=5", sa.headers);
    expect(list.body.meta.total).toBeGreaterThan(50);
  });

  it("gives the README's demo devotees bookings, with a message, as well as orders and donations", async () => {
    for (const mobile of ["+917000013001", "+917000013005"]) {
      const [row] = await ctx.database.db.select().from(users).where(eq(users.mobile, mobile));
      const token = await signAccessToken(tokenKeys(ctx.config.jwtSecret), row!, {
        fid: crypto.randomUUID(),
      });
      const headers = { authorization: `Bearer ${token}` };
      const mine = await get("/api/bookings/mine?limit=50", headers);
      const statuses = mine.body.data.map((b: { status: string }) => b.status);
      expect(statuses, mobile).toContain("performed");
      expect(statuses, mobile).toContain("confirmed");
      // The booking is in the devotee's own name.
      expect(mine.body.data[0].participants[0].name).toBe(row!.name);
      const notices = await get("/api/bookings/notices", headers);
      expect(notices.status).toBe(200);
      expect(notices.body.data.length, mobile).toBeGreaterThan(0);
      expect((await get("/api/ecommerce/orders", headers)).body.data.length).toBeGreaterThan(0);
      expect((await get("/api/donations", headers)).body.data.length).toBeGreaterThan(0);
    }
  });

  it("has articles, mantras, priests and employees", async () => {
    expect((await get("/api/article")).body.meta.total).toBeGreaterThanOrEqual(3);
    expect((await get("/api/mantharas")).body.meta.total).toBeGreaterThanOrEqual(6);
    expect((await get("/api/priest", sa.headers)).body.meta.total).toBeGreaterThan(10);
    expect((await get("/api/employee", sa.headers)).body.meta.total).toBeGreaterThan(5);
  });

  it("lists representatives, each with their state, districts and temples (issue 38, item 7)", async () => {
    const list = (await get("/api/representative", sa.headers)).body;
    expect(list.meta.total).toBeGreaterThanOrEqual(3);
    const senthil = list.data.find((r: { name: string }) => r.name === "Senthil Kumar");
    expect(senthil).toMatchObject({ state: { name: "Tamil Nadu" } });
    expect(senthil.templeIds).toHaveLength(3);
    expect(senthil.districtIds.length).toBeGreaterThan(0);
  });
});
