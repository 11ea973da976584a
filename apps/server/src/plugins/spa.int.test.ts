import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers.js";

// Decision 134: the hashed scripts, styles, fonts and images under /assets/ carry only the
// security headers a sub-resource is checked against (nosniff, CORP); documents, API answers,
// the service worker and every other file keep Helmet's full set. A built web app as Vite makes it.
const webDist = mkdtempSync(join(tmpdir(), "sannidhi-web-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(
  join(webDist, "index.html"),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sannidhi</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"></div></body></html>`,
);
writeFileSync(
  join(webDist, "public-page.html"),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<script type="module" crossorigin src="/assets/public-page-xyz.js"></script>
<link rel="stylesheet" crossorigin href="/assets/public-page-xyz.css"></head>
<body><!--page--></body></html>`,
);
writeFileSync(join(webDist, "assets", "index-abc.js"), 'console.log("app");');
// A 61-byte chunk, like the small ones Rollup splits out of the staff shell.
writeFileSync(join(webDist, "assets", "ownerDocument-Ab12Cd34.js"), `export{${"a".repeat(53)}}`);
writeFileSync(join(webDist, "assets", "public-page-xyz.css"), "body{margin:0}");
writeFileSync(join(webDist, "assets", "noto-sans-tamil-400-T400.woff2"), "wOF2");
writeFileSync(
  join(webDist, "assets", "drawing-Zz99.svg"),
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
writeFileSync(join(webDist, "sw.js"), "self.addEventListener('fetch', () => {});");
mkdirSync(join(webDist, "icons"));
writeFileSync(join(webDist, "icons", "icon-192.png"), "png");

const { app } = await createTestApp({ WEB_DIST: webDist });
const get = (url: string, method: "GET" | "HEAD" = "GET") => app.inject({ method, url });

/** Headers only a document (or a worker) acts on. */
const DOCUMENT_ONLY = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

function expectSubresourceHeaders(res: LightMyRequestResponse) {
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
  for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined();
}

function expectFullSet(res: LightMyRequestResponse) {
  expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
  expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
}

/** Bytes of the header block as HTTP/1.1 sends it (name: value CRLF). */
const headerBytes = (res: LightMyRequestResponse) => {
  let bytes = 0;
  for (const [name, value] of Object.entries(res.headers)) {
    for (const v of [value ?? []].flat()) bytes += Buffer.byteLength(`${name}: ${String(v)}\r\n`);
  }
  return bytes;
};

describe("hashed assets under /assets/", () => {
  it("answers a script with nosniff and CORP, without CSP, frame or referrer headers", async () => {
    const res = await get("/assets/index-abc.js");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expectSubresourceHeaders(res);
    // Never revalidated while fresh, and fresh for a year: no validators, no byte ranges.
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers["last-modified"]).toBeUndefined();
    expect(res.headers["accept-ranges"]).toBeUndefined();
  });

  it("does the same for a stylesheet, a font and a HEAD request", async () => {
    for (const url of ["/assets/public-page-xyz.css", "/assets/noto-sans-tamil-400-T400.woff2"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toContain("immutable");
      expectSubresourceHeaders(res);
    }
    const head = await get("/assets/index-abc.js", "HEAD");
    expect(head.statusCode).toBe(200);
    expectSubresourceHeaders(head);
  });

  it("sends a small chunk with less than half the header bytes of a document", async () => {
    const chunk = await get("/assets/ownerDocument-Ab12Cd34.js");
    expect(chunk.body).toHaveLength(61);
    const page = await get("/");
    // Before decision 134 a 61-byte chunk came with ≈ 1 KB of headers, as a document does;
    // what is left is the date, caching, type, length and request id (≈ 310 bytes).
    expect(headerBytes(page)).toBeGreaterThan(900);
    expect(headerBytes(chunk)).toBeLessThan(headerBytes(page) / 2);
  });

  it("keeps every header on an SVG, which a browser can open as a document", async () => {
    const res = await get("/assets/drawing-Zz99.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expectFullSet(res);
  });

  it("answers a path that is no built file with a 404, not the app's page, with the full set", async () => {
    const res = await get("/assets/missing-0000.js");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).not.toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expectFullSet(res);
    // The other folders of the build too; a page's path still opens the app.
    expect((await get("/icons/missing.png")).statusCode).toBe(404);
    const page = await get("/app/temples");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });
});

describe("everything else keeps Helmet's full set", () => {
  it("the web app's pages and the light public pages", async () => {
    for (const url of ["/", "/app/temples", "/faqs"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expectFullSet(res);
    }
  });

  it("an API answer", async () => {
    const res = await get("/api/health");
    expect(res.statusCode).toBe(200);
    expectFullSet(res);
  });

  it("the service worker, whose CSP is its own, and the unhashed icons", async () => {
    const sw = await get("/sw.js");
    expect(sw.statusCode).toBe(200);
    expect(sw.headers["cache-control"]).toBe("no-cache");
    expectFullSet(sw);
    // no-cache: the browser revalidates it on every visit, and an unchanged one answers 304.
    expect(sw.headers.etag).toBeTruthy();
    const again = await app.inject({
      url: "/sw.js",
      headers: { "if-none-match": String(sw.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const icon = await get("/icons/icon-192.png");
    expect(icon.statusCode).toBe(200);
    expectFullSet(icon);
  });
});
