import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { text } from "./public-document.js";

/**
 * Issue 35, item 8: the documents were assembled with `String.prototype.replace` and string
 * replacements, which read `$&`, `$'`, `` $` ``, `$$`, `$1` and `$<name>` in the text pasted in.
 * A search for "$`" pasted the template into the search box; a temple named with one broke its
 * page for every visitor. Every pattern, through the query, a stored name and a stored
 * translation, on the public pages.
 */
const webDist = mkdtempSync(join(tmpdir(), "sannidhi-web-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(
  join(webDist, "index.html"),
  `<!doctype html>
<html lang="en">
  <head>
    <title>Sannidhi</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
);
writeFileSync(
  join(webDist, "public-page.html"),
  `<!doctype html>
<html lang="en">
  <head>
    <script type="module" src="/assets/public-page-xyz.js"></script>
  </head>
  <body>
    <!--page-->
  </body>
</html>`,
);

const PATTERNS = ["$&", "$'", "$`", "$$", "$1", "$<x>", "$0", "$`$'$&"];
const light = await createTestApp({ WEB_DIST: webDist });

/** One document, whole: the template once, the text where it belongs and nowhere else. */
function expectOneDocument(html: string, shown: string) {
  expect(html.match(/<!doctype html>/gi)?.length, html.slice(0, 300)).toBe(1);
  expect(html.match(/<\/html>/g)?.length).toBe(1);
  expect(html.match(/<\/head>/g)?.length).toBe(1);
  // As React writes text (`'` as `&#x27;`) or as the head's tags do (`&#39;`).
  const escaped = text(shown);
  expect([escaped.replace(/'/g, "&#x27;"), escaped.replace(/'/g, "&#39;")]).toContainEqual(
    expect.toSatisfy((s: string) => html.includes(s)),
  );
}

describe("`$` patterns in what the public pages show", () => {
  for (const p of PATTERNS) {
    it(`the light search page keeps the query ${p} as text`, async () => {
      const res = await light.app.inject({ url: `/app/temples?q=${encodeURIComponent(`a${p}b`)}` });
      expect(res.statusCode).toBe(200);
      expectOneDocument(res.body, `a${p}b`);
    });
  }

  it("a temple's stored name and its translations, on its page", async () => {
    for (const p of PATTERNS) {
      const name = `Kovil ${p} of the hill`;
      const tamil = `கோயில் ${p} மலை`;
      const { temple } = await createTemple(light, {
        name,
        translations: { ta: { name: tamil } },
      });
      const en = await light.app.inject({ url: `/app/temples/${temple.slug}` });
      expect(en.statusCode).toBe(200);
      expectOneDocument(en.body, name);
      const ta = await light.app.inject({ url: `/app/temples/${temple.slug}?lang=ta` });
      expect(ta.statusCode).toBe(200);
      expectOneDocument(ta.body, tamil);
    }
  });
});
