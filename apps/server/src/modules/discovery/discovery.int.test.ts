import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { closeTemple, createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import { buildApp } from "../../app.js";
import { calendarEvents, mainForms } from "../../db/schema/index.js";
import { clock } from "../bookings/clock.js";

const ctx = await createTestApp();
const { app } = ctx;
// Monday 2 March 2026, 09:30 at the temple.
clock.now = () => new Date("2026-03-02T04:00:00Z");
const morning = [{ open: "06:00", close: "12:00" }];
const chennai = await createTemple(ctx, {
  name: "Sri Parthasarathy",
  town: "Triplicane",
  latitude: 13.0544,
  longitude: 80.2766,
  timings: [morning, morning, morning, morning, morning, morning, morning],
  category: "Divya Desam",
});
const madurai = await createTemple(ctx, {
  name: "Meenakshi Amman",
  town: "Madurai",
  latitude: 9.9195,
  longitude: 78.1193,
  deity: "Shakti",
});
await createTemple(ctx, { name: "Hidden Draft Kovil", published: false });
const saturdays = await createPooja(ctx, chennai.temple.id, {
  name: "Thirumanjanam",
  weekdays: [6],
});
await createPooja(ctx, chennai.temple.id, { name: "Retired", active: false });
const tiled = await createTestApp({ MAP_TILE_URL: "https://{s}.tiles.example/{z}/{x}/{y}.png" });
const search = (qs: string) => app.inject({ url: `/api/public/temples?${qs}` });

describe("temple search (public)", () => {
  it("finds temples by name, town, deity and main form, published only", async () => {
    expect((await search("q=parthasar")).json().data.map((t: { name: string }) => t.name)).toEqual([
      "Sri Parthasarathy",
    ]);
    expect((await search("q=triplicane")).json().data).toHaveLength(1);
    expect((await search("q=shakti")).json().data[0].name).toBe("Meenakshi Amman");
    expect((await search(`q=${encodeURIComponent(chennai.form.name)}`)).json().data).toHaveLength(
      1,
    );
    expect((await search("q=hidden")).json().data).toEqual([]);
    expect((await search("q=%25")).json().data).toEqual([]);
  });

  it("filters by state, district, category and deity, with paging meta", async () => {
    const byDistrict = (await search(`district_id=${madurai.district.id}`)).json();
    expect(byDistrict.data.map((t: { slug: string }) => t.slug)).toEqual([madurai.temple.slug]);
    expect(byDistrict.meta).toEqual({ total: 1, page: 1, limit: 20 });
    expect((await search(`state_id=${chennai.state.id}`)).json().meta.total).toBe(1);
    expect((await search(`category_id=${chennai.categoryId}`)).json().data[0].slug).toBe(
      chennai.temple.slug,
    );
    expect((await search(`deity_id=${madurai.deity.id}`)).json().data[0].slug).toBe(
      madurai.temple.slug,
    );
    const paged = (await search("limit=1&page=2")).json();
    expect(paged.meta).toMatchObject({ total: 2, page: 2, limit: 1 });
  });

  it("sorts by distance from the devotee's location", async () => {
    const near = (await search("near=9.92,78.12")).json().data;
    expect(near.map((t: { name: string }) => t.name)).toEqual([
      "Meenakshi Amman",
      "Sri Parthasarathy",
    ]);
    expect(near[0].distanceKm).toBeLessThan(1);
    expect(near[1].distanceKm).toBeGreaterThan(300);
  });

  it("answers bad filters with a 400 envelope", async () => {
    for (const qs of [
      "near=abc",
      "near=95,10",
      "state_id=1",
      "limit=0",
      `q=${"x".repeat(10_000)}`,
    ]) {
      const res = await search(qs);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
  });
});

describe("temple page (public)", () => {
  it("shows open now, the main form and deity, and poojas with their next available date", async () => {
    const res = await app.inject({ url: `/api/public/temples/${chennai.temple.slug}` });
    expect(res.statusCode).toBe(200);
    const t = res.json().data;
    expect(t).toMatchObject({
      name: "Sri Parthasarathy",
      openNow: true,
      mainForm: chennai.form.name,
    });
    expect(t.poojas.map((p: { name: string }) => p.name)).toEqual(["Thirumanjanam"]);
    // Saturdays only: the next one after Monday 2 March.
    expect(t.poojas[0]).toMatchObject({ id: saturdays.id, nextAvailableDate: "2026-03-07" });
    expect(t).not.toHaveProperty("published");
  });

  it("gives each pooja its own next date: its own places taken, its own window, the temple's closures", async () => {
    const { temple } = await createTemple(ctx, { name: "Kapaleeshwarar" });
    const oneSeat = await createPooja(ctx, temple.id, {
      name: "Abhishekam",
      slots: [{ time: "18:00", capacity: 1 }],
    });
    await createPooja(ctx, temple.id, {
      name: "Archanai",
      slots: [{ time: "18:00", capacity: 1 }],
    });
    await createPooja(ctx, temple.id, {
      name: "Sahasranamam",
      weekdays: [0],
      bookingWindowDays: 3,
    });
    // Today's 18:00 is inside the 12-hour cut-off; tomorrow the temple is closed.
    await closeTemple(ctx, temple.id, "2026-03-03", "Utsavam");
    const devotee = await createUser(ctx);
    const held = await app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: devotee.headers,
      payload: {
        poojaId: oneSeat.id,
        date: "2026-03-04",
        slot: "18:00",
        participants: [{ name: "Lakshmi" }],
      },
    });
    expect(held.statusCode).toBe(201);

    const t = (await app.inject({ url: `/api/public/temples/${temple.slug}` })).json().data;
    const next = Object.fromEntries(
      t.poojas.map((p: { name: string; nextAvailableDate: string | null }) => [
        p.name,
        p.nextAvailableDate,
      ]),
    );
    expect(next).toEqual({
      // Its one place on the 4th is held: the 5th.
      Abhishekam: "2026-03-05",
      // One place at the same hour, not taken (the other pooja's is not its own); the 3rd closed.
      Archanai: "2026-03-04",
      // No Sunday within its three days, though the others' windows reach one.
      Sahasranamam: null,
    });
  });

  it("lists the temple's calendar events that have not ended, soonest first", async () => {
    const ev = (title: string, start: string, end: string) => ({
      title,
      start: new Date(start),
      end: new Date(end),
      templeId: chennai.temple.id,
    });
    await ctx.database.db
      .insert(calendarEvents)
      .values([
        ev("Vaikunta Ekadashi", "2026-03-20T00:00:00Z", "2026-03-20T12:00:00Z"),
        ev("Last year's utsavam", "2025-03-20T00:00:00Z", "2025-03-21T00:00:00Z"),
        ev("Brahmotsavam", "2026-03-10T00:00:00Z", "2026-03-19T00:00:00Z"),
      ]);
    const t = (await app.inject({ url: `/api/public/temples/${chennai.temple.slug}` })).json().data;
    expect(t.upcomingEvents.map((e: { title: string }) => e.title)).toEqual([
      "Brahmotsavam",
      "Vaikunta Ekadashi",
    ]);
  });

  it("hides unpublished temples", async () => {
    const draft = await createTemple(ctx, { published: false });
    expect((await app.inject({ url: `/api/public/temples/${draft.temple.slug}` })).statusCode).toBe(
      404,
    );
  });
});

describe("public configuration", () => {
  it("tells the pages which payment provider to use and that no map tiles are configured", async () => {
    const res = await app.inject({ url: "/api/public/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ mapTileUrl: null, paymentProvider: "local" });
  });

  it("passes on the configured tile server", async () => {
    const res = await tiled.app.inject({ url: "/api/public/config" });
    expect(res.json().data.mapTileUrl).toBe("https://{s}.tiles.example/{z}/{x}/{y}.png");
    // The browser may load its tiles from any of the server's subdomains, and only from there.
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example/);
  });
});

describe("temple search answers kept in memory", () => {
  it("shows a change made through the CMS in the very next search", async () => {
    const admin = await createUser(ctx, "admin");
    const { temple } = await createTemple(ctx, { name: "Kapaleeshwarar", town: "Mylapore" });
    const names = async (q: string) =>
      (await search(`q=${q}`)).json().data.map((t: { name: string }) => t.name);
    // Asked twice so the second answer comes from memory.
    expect(await names("mylapore")).toEqual(["Kapaleeshwarar"]);
    expect(await names("mylapore")).toEqual(["Kapaleeshwarar"]);
    const renamed = await app.inject({
      method: "PUT",
      url: `/api/temples/${temple.id}`,
      headers: admin.headers,
      payload: { name: "Arulmigu Kapaleeshwarar" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names("mylapore")).toEqual(["Arulmigu Kapaleeshwarar"]);
    await app.inject({
      method: "PUT",
      url: `/api/temples/${temple.id}`,
      headers: admin.headers,
      payload: { published: false },
    });
    expect(await names("mylapore")).toEqual([]);
  });

  it("shows a change written by someone else (another server process, SQL) at once", async () => {
    // A second server on the same database keeps its own answers in memory.
    const other = await buildApp({ config: ctx.config, database: ctx.database });
    try {
      const total = async () =>
        (await other.inject({ url: "/api/public/temples?q=kanchipuram" })).json().meta.total;
      expect(await total()).toBe(0);
      expect(await total()).toBe(0);
      await createTemple(ctx, { name: "Ekambareswarar", town: "Kanchipuram" });
      expect(await total()).toBe(1);
      const [form] = await ctx.database.db
        .update(mainForms)
        .set({ name: "Kanchipuram Ekambaranathar" })
        .where(eq(mainForms.id, chennai.form.id))
        .returning();
      expect(form).toBeDefined();
      // The deity/main-form match is found through the renamed main form.
      expect(await total()).toBe(2);
    } finally {
      await other.close();
    }
  });
});
