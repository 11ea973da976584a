import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { temples } from "../../db/schema/index.js";

// Issue 17: a temple's page carries its content and link-preview tags in the HTML the server
// sends, so it reads with JavaScript off and a shared link shows the temple (decision 162). This
// is the web app's page, what a temple's link opens with LIGHT_TEMPLE_PAGES=false (decision 163).
const webDist = mkdtempSync(join(tmpdir(), "sannidhi-web-"));
writeFileSync(
  join(webDist, "index.html"),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Sannidhi: discover temples" />
    <title>Sannidhi — temples and rituals</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
);
const ctx = await createTestApp({
  WEB_DIST: webDist,
  PUBLIC_URL: "https://sannidhi.example",
  LIGHT_TEMPLE_PAGES: "false",
});
const { app } = ctx;

const madurai = await createTemple(ctx, {
  name: "Meenakshi Amman Temple",
  town: "Madurai",
  images: [],
  translations: { ta: { name: "மீனாட்சி அம்மன் கோயில்", town: "மதுரை" } },
});
await ctx.database.db
  .update(temples)
  .set({ description: "<p>The temple at the heart of Madurai &amp; its festivals.</p>" })
  .where(eq(temples.id, madurai.temple.id));
await createPooja(ctx, madurai.temple.id, { name: "Sahasranama Archanai", pricePaise: 25_000 });
const draft = await createTemple(ctx, { name: "Hidden Draft Kovil", published: false });

const open = (path: string, headers: Record<string, string> = {}) =>
  app.inject({ url: path, headers });

describe("a temple's page as the server sends it", () => {
  it("has the temple's name, facts, poojas with prices and preview tags, and still loads the app", async () => {
    const res = await open(`/app/temples/${madurai.temple.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;
    expect(html).toContain("<h1>Meenakshi Amman Temple</h1>");
    expect(html).toContain("The temple at the heart of Madurai &amp; its festivals.");
    expect(html).toMatch(/Sahasranama Archanai<\/strong> — ₹250/);
    expect(html).toContain("<title>Meenakshi Amman Temple — Madurai · Sannidhi</title>");
    expect(html).not.toContain("Sannidhi — temples and rituals");
    expect(html).toContain('<meta property="og:title" content="Meenakshi Amman Temple" />');
    expect(html).toContain(
      '<meta property="og:description" content="The temple at the heart of Madurai &amp; its festivals." />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://sannidhi.example/app/temples/${madurai.temple.slug}" />`,
    );
    // No photo: the generated illustration, as an absolute address a link preview can fetch.
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/sannidhi\.example\/api\/public\/temples\/[^"]+\/illustration\.svg\?v=[^"]+" \/>/,
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
  });

  it("is in the devotee's language", async () => {
    const res = await open(`/app/temples/${madurai.temple.slug}?lang=ta`);
    expect(res.body).toContain('<html lang="ta"');
    expect(res.body).toContain("<h1>மீனாட்சி அம்மன் கோயில்</h1>");
    expect(res.body).toContain("பூஜைகள்");
    expect(res.headers["content-language"]).toBe("ta");
    const byHeader = await open(`/app/temples/${madurai.temple.slug}`, {
      "accept-language": "ta-IN,ta;q=0.9",
    });
    expect(byHeader.body).toContain("<h1>மீனாட்சி அம்மன் கோயில்</h1>");
    expect(byHeader.headers.vary).toContain("Accept-Language");
  });

  it("shows a CMS edit in the very next request", async () => {
    await ctx.database.db
      .update(temples)
      .set({ name: "Arulmigu Meenakshi Amman Temple" })
      .where(eq(temples.id, madurai.temple.id));
    const res = await open(`/app/temples/${madurai.temple.slug}`);
    expect(res.body).toContain("<h1>Arulmigu Meenakshi Amman Temple</h1>");
  });

  it("escapes what staff typed", async () => {
    const odd = await createTemple(ctx, { name: `Sri "Rama" <script>alert(1)</script> Temple` });
    const html = (await open(`/app/temples/${odd.temple.slug}`)).body;
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain(
      'content="Sri &quot;Rama&quot; &lt;script&gt;alert(1)&lt;/script&gt; Temple"',
    );
  });

  it("gives drafts, unknown temples and other pages the plain app", async () => {
    for (const path of [
      `/app/temples/${draft.temple.slug}`,
      "/app/temples/no-such-temple",
      `/app/temples/${"x".repeat(300)}`,
      "/app/temples?near=abc",
      "/faqs",
    ]) {
      const res = await open(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>Sannidhi — temples and rituals</title>");
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it("lists temples as links to their pages, page by page, without drafts", async () => {
    const all = (await open("/app/temples?limit=1")).body;
    expect(all).toContain('data-prerendered="temples"');
    expect(all.match(/<li>/g)).toHaveLength(1);
    expect(all).toContain('href="/app/temples?limit=1&amp;page=2" rel="next"');
    const second = (await open("/app/temples?limit=1&page=2")).body;
    expect(second).toContain('href="/app/temples?limit=1" rel="prev"');
    const found = (await open("/app/temples?q=minakshi")).body;
    expect(found).toContain(`<a href="/app/temples/${madurai.temple.slug}">`);
    expect(found).toMatch(/Meenakshi Amman Temple<\/a> — Madurai/);
    expect(found).not.toContain("Hidden Draft Kovil");
    const everything = (await open("/app/temples?limit=50")).body;
    expect(everything).not.toContain("Hidden Draft Kovil");
    expect(everything).not.toContain('rel="next"');
  });
});
