import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import { calendarEvents, deities, poojas, temples } from "../../db/schema/index.js";

const ctx = await createTestApp();
const { app } = ctx;

const madurai = await createTemple(ctx, {
  name: "Arulmigu Meenakshi Sundareswarar Temple",
  town: "Madurai",
  images: [],
  style: "dravidian",
  translations: {
    ta: {
      name: "அருள்மிகு மீனாட்சி சுந்தரேசுவரர் திருக்கோயில்",
      town: "மதுரை",
      description: "<p>மதுரையின் இதயத்தில் உள்ள கோயில்.</p>",
    },
    hi: { name: "अरुलमिगु मीनाक्षी सुंदरेश्वरर मंदिर", town: "मदुरै" },
  },
});
// A temple found only through its main form's Telugu name.
const tirumala = await createTemple(ctx, {
  name: "Sri Venkateswara Swamy Temple",
  town: "Tirumala",
  formTranslations: { te: { name: "శ్రీ వేంకటేశ్వర" } },
});
const pooja = await createPooja(ctx, madurai.temple.id, { name: "Meenakshi Amman Archanai" });
await ctx.database.db
  .update(poojas)
  .set({ translations: { ta: { name: "மீனாட்சி அம்மன் அர்ச்சனை" } } })
  .where(eq(poojas.id, pooja.id));

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const search = (q: string, extra = "") =>
  get(`/api/public/temples?q=${encodeURIComponent(q)}${extra}`);
const slugs = async (q: string) =>
  (await search(q)).json().data.map((t: { slug: string }) => t.slug);

describe("search in every language a temple has (issue 19)", () => {
  it("finds Madurai by its Tamil, Hindi and English name", async () => {
    for (const q of ["மீனாட்சி", "मीनाक्षी", "meenakshi", "MEENAKSHI", "மதுரை", "मदुरै"]) {
      expect(await slugs(q)).toEqual([madurai.temple.slug]);
    }
  });

  it("finds a temple by its main form's name in another language", async () => {
    expect(await slugs("వేంకటేశ్వర")).toEqual([tirumala.temple.slug]);
  });

  it("matches text typed in decomposed form (as some phone keyboards send it)", async () => {
    const typed = "திருக்கோயில்".normalize("NFD");
    expect(typed).not.toBe("திருக்கோயில்");
    expect(await slugs(typed)).toEqual([madurai.temple.slug]);
  });
});

describe("answers in the devotee's language with an English fallback marked", () => {
  it("gives the Tamil texts it has and names the ones that fell back to English", async () => {
    const res = await search("meenakshi", "&lang=ta");
    expect(res.headers["content-language"]).toBe("ta");
    const [card] = res.json().data;
    expect(card).toMatchObject({
      name: "அருள்மிகு மீனாட்சி சுந்தரேசுவரர் திருக்கோயில்",
      town: "மதுரை",
      lang: "ta",
    });
    // The test state, district, deity and main form have no Tamil names.
    expect(card.state).toBe(madurai.state.name);
    expect(card.fallback.sort()).toEqual(["deity", "district", "mainForm", "state"]);
  });

  it("reads Accept-Language when no lang is given, and says that the answer varies by it", async () => {
    const res = await search("madurai");
    expect(res.json().data[0].lang).toBe("en");
    expect(res.json().data[0].fallback).toEqual([]);
    const hindi = await get("/api/public/temples?q=madurai", {
      "accept-language": "fr-FR;q=1, hi-IN;q=0.9, en;q=0.5",
    });
    expect(hindi.headers.vary).toMatch(/Accept-Language/);
    expect(hindi.json().data[0].name).toBe("अरुलमिगु मीनाक्षी सुंदरेश्वरर मंदिर");
  });

  it("keeps answers apart per language in the search cache", async () => {
    const name = async (lang: string) =>
      (await search("madurai", `&lang=${lang}`)).json().data[0].name;
    expect(await name("ta")).toMatch(/^அருள்மிகு/);
    expect(await name("en")).toBe("Arulmigu Meenakshi Sundareswarar Temple");
    expect(await name("ta")).toMatch(/^அருள்மிகு/);
  });

  it("refuses a language it does not know with the list of those it does", async () => {
    const res = await search("madurai", "&lang=fr");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/lang must be one of en, hi, ta, te, kn, ml/);
    expect((await get(`/api/public/temples/${madurai.temple.slug}?lang=xx`)).statusCode).toBe(400);
  });

  it("gives a temple page, its poojas and events in Tamil, each fallback marked", async () => {
    await ctx.database.db.insert(calendarEvents).values({
      title: "Chithirai Festival",
      note: "Procession in the four Masi streets",
      start: new Date(Date.now() + 86_400_000),
      end: new Date(Date.now() + 2 * 86_400_000),
      templeId: madurai.temple.id,
      translations: { ta: { title: "சித்திரைத் திருவிழா" } },
    });
    await ctx.database.db
      .update(temples)
      .set({ history: "<p>Rebuilt by the Nayaks.</p>" })
      .where(eq(temples.id, madurai.temple.id));
    const res = await get(`/api/public/temples/${madurai.temple.slug}?lang=ta`);
    const t = res.json().data;
    expect(t.description).toBe("<p>மதுரையின் இதயத்தில் உள்ள கோயில்.</p>");
    expect(t.history).toBe("<p>Rebuilt by the Nayaks.</p>");
    expect(t.fallback).toEqual(expect.arrayContaining(["history", "state"]));
    // Translated, or empty in English too (nothing to mark).
    expect(t.fallback).not.toContain("description");
    expect(t.fallback).not.toContain("address");
    expect(t.poojas[0]).toMatchObject({ name: "மீனாட்சி அம்மன் அர்ச்சனை", fallback: [] });
    expect(t.upcomingEvents[0]).toMatchObject({
      title: "சித்திரைத் திருவிழா",
      note: "Procession in the four Masi streets",
      fallback: ["note"],
    });
  });
});

describe("a generated illustration for a temple without a photo", () => {
  const card = async (slug: string) =>
    (await get("/api/public/temples?limit=100"))
      .json()
      .data.find((t: { slug: string }) => t.slug === slug);

  it("is an SVG drawn for this temple, cached for a year under its versioned address", async () => {
    const c = await card(madurai.temple.slug);
    expect(c.image).toBeNull();
    expect(c.illustration).toMatch(
      new RegExp(`^/api/public/temples/${madurai.temple.slug}/illustration\\.svg\\?v=[\\w-]{12}$`),
    );
    const res = await get(c.illustration);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 320 240"/);
    expect(res.body).toContain("<title>Arulmigu Meenakshi Sundareswarar Temple</title>");
    expect(res.body.length).toBeLessThan(6000);

    // Without the version (an old link), the browser checks back; an unchanged one is a 304.
    const plain = await get(`/api/public/temples/${madurai.temple.slug}/illustration.svg`);
    expect(plain.headers["cache-control"]).toBe("public, no-cache");
    const again = await get(`/api/public/temples/${madurai.temple.slug}/illustration.svg`, {
      "if-none-match": String(plain.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("differs from temple to temple", async () => {
    const a = await get((await card(madurai.temple.slug)).illustration);
    const b = await get((await card(tirumala.temple.slug)).illustration);
    expect(a.body).not.toBe(b.body);
  });

  it("changes its address when the style or deity changes, and gives way to the first photo", async () => {
    const admin = await createUser(ctx, "admin");
    const before = (await card(madurai.temple.slug)).illustration;
    const put = (payload: object) =>
      app.inject({
        method: "PUT",
        url: `/api/temples/${madurai.temple.id}`,
        headers: admin.headers,
        payload,
      });
    expect((await put({ style: "kerala" })).statusCode).toBe(200);
    const kerala = (await card(madurai.temple.slug)).illustration;
    expect(kerala).not.toBe(before);
    await ctx.database.db
      .update(deities)
      .set({ name: "Devi of Madurai" })
      .where(eq(deities.id, madurai.deity.id));
    expect((await card(madurai.temple.slug)).illustration).not.toBe(kerala);

    expect((await put({ images: ["/media/meenakshi-gopuram.webp"] })).statusCode).toBe(200);
    expect((await card(madurai.temple.slug)).image).toBe("/media/meenakshi-gopuram.webp");
  });

  it("answers 404 for a temple that does not exist or is not published", async () => {
    const draft = await createTemple(ctx, { published: false });
    for (const slug of ["no-such-temple", draft.temple.slug]) {
      const res = await get(`/api/public/temples/${slug}/illustration.svg`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: "error", code: "NOT_FOUND" });
    }
  });

  it("refuses a staff style that is not one of the known ones", async () => {
    const admin = await createUser(ctx, "admin");
    const res = await app.inject({
      method: "PUT",
      url: `/api/temples/${tirumala.temple.id}`,
      headers: admin.headers,
      payload: { style: "gothic" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({
      path: "body.style",
      message: "Choose an architectural style",
    });
  });
});
