import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { POLICY } from "@sannidhi/contracts/policy";
import { SERVER_PAGES } from "@sannidhi/site/links";
import { readLocale } from "@sannidhi/site/locale-files";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { temples } from "../../db/schema/index.js";

// Issue 17, decisions 163 and 164: the FAQs, the policies, a temple's page and the temple
// search are light documents the server sends complete — their text in the HTML, in the
// devotee's language, and none of the web app's JavaScript. A built web app as Vite makes it: the app's index.html and the light template.
const webDist = mkdtempSync(join(tmpdir(), "sannidhi-web-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(
  join(webDist, "index.html"),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Sannidhi — temples and rituals</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
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
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/public-page-xyz.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/public-page-xyz.css">
  </head>
  <body>
    <!--page-->
  </body>
</html>`,
);
for (const w of [400, 700]) {
  writeFileSync(join(webDist, "assets", `noto-sans-tamil-tamil-${w}-normal-T${w}.woff2`), "");
}
const ctx = await createTestApp({
  WEB_DIST: webDist,
  PUBLIC_URL: "https://sannidhi.example",
});
const { app } = ctx;

const open = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

/** The app's bundle is not on the page; the light script and CSS are. */
function expectLight(html: string) {
  expect(html).not.toContain("/assets/index-abc.js");
  expect(html).not.toContain('<div id="root">');
  expect(html).toContain('src="/assets/public-page-xyz.js"');
  expect(html).toContain('href="/assets/public-page-xyz.css"');
}

describe("the light public pages", () => {
  it("sends the FAQs with every question and its answer, numbers from the policy module", async () => {
    const res = await open("/faqs");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-language"]).toBe("en");
    const html = res.body;
    expectLight(html);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("<title>Frequently asked questions — Sannidhi</title>");
    expect(html).toContain("<h1>Frequently asked questions</h1>");
    expect(html).toContain("<h3>Can I cancel a booking?</h3>");
    expect(html).toContain(
      `Yes, within ${POLICY.cancellationWindowMinutes} minutes of booking. A cancellation within the first ${POLICY.penaltyFreeMinutes} minute is free`,
    );
    // The frame: real links to the other pages, the language choice and the text size.
    expect(html).toContain('<a href="/refund-policy">Refund policy</a>');
    expect(html).toContain('<a class="strong" href="/app/temples">Find a temple</a>');
    expect(html).toContain('href="/faqs?lang=ta" lang="ta" hrefLang="ta">தமிழ்</a>');
    expect(html).toContain('aria-label="Larger text"');
    expect(html).toContain('<link rel="canonical" href="https://sannidhi.example/faqs" />');
    // English needs no Indian-script font.
    expect(html).not.toContain(".woff2");
  });

  it("sends each policy with its sections, numbers from the policy module", async () => {
    const refund = (await open("/refund-policy")).body;
    expectLight(refund);
    expect(refund).toContain("<h1>Refund and Cancellation Policy</h1>");
    expect(refund).toContain(
      `You can cancel an order within ${POLICY.cancellationWindowMinutes} minutes of placing it`,
    );
    expect(refund).toContain(`a penalty of ${POLICY.latePenaltyPercent}% of the order amount`);
    const privacy = (await open("/privacy-policy/")).body;
    expect(privacy).toContain("<h1>Privacy Policy</h1>");
    expect(privacy).toContain(`within ${POLICY.dataWithdrawalBusinessDays} business days`);
    const terms = (await open("/terms-and-conditions")).body;
    expect(terms).toContain("<h1>Terms and Conditions</h1>");
    expect(terms).toContain('<h2 id="terms-conduct">Respect</h2>');
  });

  it("answers in Tamil when a link asks, remembers it, and declares only the Tamil font", async () => {
    const res = await open("/faqs?lang=ta");
    expect(res.headers["content-language"]).toBe("ta");
    expect(String(res.headers["set-cookie"])).toMatch(/^sannidhi\.language=ta; Path=\//);
    const html = res.body;
    expectLight(html);
    expect(html).toContain('<html lang="ta"');
    expect(html).toContain("<h1>அடிக்கடி கேட்கப்படும் கேள்விகள்</h1>");
    expect(html).toContain(`முன்பதிவு செய்த ${POLICY.cancellationWindowMinutes} நிமிடங்களுக்குள்`);
    expect(html).toContain(
      '<link rel="preload" href="/assets/noto-sans-tamil-tamil-400-normal-T400.woff2"',
    );
    expect(html).toContain('font-family:"Noto Sans Tamil"');
    expect(html).toContain('<link rel="canonical" href="https://sannidhi.example/faqs?lang=ta" />');

    // The remembered choice (the cookie the links and the web app set) beats the browser's.
    const again = await open("/refund-policy", {
      cookie: "other=1; sannidhi.language=ta",
      "accept-language": "hi",
    });
    expect(again.body).toContain("<h1>பணத்திருப்பம் மற்றும் ரத்துக் கொள்கை</h1>");
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect(String(again.headers.vary)).toMatch(/Cookie/);
  });

  it("follows Accept-Language, and falls back to English for an unknown ?lang", async () => {
    const hindi = (await open("/privacy-policy", { "accept-language": "hi-IN,hi;q=0.9" })).body;
    expect(hindi).toContain('<html lang="hi"');
    expect(hindi).toContain(`${POLICY.dataWithdrawalBusinessDays} कार्य दिवसों`);
    const odd = await open("/faqs?lang=xx");
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain("<h1>Frequently asked questions</h1>");
  });

  it("allows its one inline line, the text size before the first paint, by its hash in the CSP", async () => {
    const res = await open("/faqs");
    const inline = /<script>([^<]*)<\/script>/.exec(res.body)?.[1] ?? "";
    expect(inline).toContain("sannidhi.textSize");
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(String(res.headers["content-security-policy"])).toContain(`'sha256-${hash}'`);
  });

  it("serves the web app's shell as /index.html, the service worker's offline page for the app", async () => {
    const res = await open("/index.html");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("/assets/index-abc.js");
  });

  it("are routes of their own at the spec's addresses, with or without a closing slash", async () => {
    const pages = ctx.app.registeredRoutes
      .filter(
        (r) => r.method === "GET" && !r.url.startsWith("/api") && !r.url.startsWith("/assets"),
      )
      .map((r) => r.url);
    const spec = [
      "/app",
      "/app/temples",
      "/app/temples/:slug",
      "/faqs",
      "/privacy-policy",
      "/refund-policy",
      "/terms-and-conditions",
    ];
    for (const path of spec) {
      expect(pages, path).toContain(path);
      expect(pages, path).toContain(`${path}/`);
    }
    // The very list the web app hands over to the server (it has no page of its own for them).
    expect([...SERVER_PAGES].sort()).toEqual([...spec].sort());
    for (const path of ["/app/", "/faqs/", "/refund-policy/"]) expectLight((await open(path)).body);
  });

  it("leaves the web app's pages to the web app", async () => {
    for (const path of ["/signin", "/app/bookings", "/faqs/extra", "/app/temples/x/book"]) {
      const html = (await open(path)).body;
      expect(html, path).toContain("/assets/index-abc.js");
      expect(html, path).not.toContain("public-page-xyz");
    }
  });
});

describe("the landing page /app as a light document (decision 165)", () => {
  it("has the slides as a strip of real links, every section and the contact form in the HTML", async () => {
    const res = await open("/app");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-language"]).toBe("en");
    const html = res.body;
    expectLight(html);
    expect(html).toContain("<title>Sannidhi — temples and rituals across India</title>");
    // All five slides at once, each reachable by its dot's link.
    for (let n = 1; n <= 5; n++) {
      expect(html).toContain(`id="slide-${n}"`);
      expect(html).toContain(`class="dot" href="#slide-${n}" aria-label="Show slide ${n}"`);
    }
    expect(html).toContain("Find temples near you and far away");
    expect(html).toContain("Blessings that reach your home");
    expect(html).toMatch(/<a class="button" href="#howitworks">See how it works<\/a>/);
    // The sections under the anchors the header links to.
    for (const id of ["home", "whatissannidhi", "our_team", "howitworks", "contact-us"])
      expect(html).toContain(`id="${id}"`);
    expect(html).toContain("What is Sannidhi?");
    expect(html).toContain("Devotee care");
    // Every slide, point, team and step the site's translations have is on the page (a new one
    // in the locale and not here would fail).
    const landing = readLocale("en", "landing") as Record<
      string,
      Record<string, Record<string, Record<string, string>>>
    >;
    const shown = (s: string) => html.includes(s.replaceAll("'", "&#x27;"));
    type Group = Record<string, Record<string, string>>;
    const groups = [
      landing.slides,
      landing.about?.points,
      landing.team?.members,
      landing.how?.steps,
    ].map((g) => (g ?? {}) as unknown as Group);
    expect(groups.map((g) => Object.keys(g).length)).toEqual([5, 4, 3, 4]);
    for (const group of groups)
      for (const entry of Object.values(group))
        for (const text of Object.values(entry)) expect(shown(text), text).toBe(true);
    expect(html).toContain("How it works");
    // The contact form: its five fields with labels, sent by the script to the contact API.
    expect(html).toMatch(/<form class="contact-form" data-contact="\/api\/contact"/);
    for (const field of ["fullName", "email", "phone", "subject", "message"])
      expect(html).toMatch(
        new RegExp(`<(input|textarea) (?=[^>]*id="contact-${field}")(?=[^>]*name="${field}")`),
      );
    expect(html).toContain('<label for="contact-email">Email *</label>');
    expect(html).toContain("10-digit Indian mobile number");
    // Without the script: a disabled button and a line that says why.
    expect(html).toMatch(/<button type="submit" class="button" disabled="">Send message<\/button>/);
    expect(html).toContain('<noscript><p class="muted">Sending this form needs JavaScript.');
    // The server's English messages, mapped for the script to this language's texts.
    expect(html).toContain(
      'data-sent="Thank you. Your message has reached us; we will reply soon."',
    );
  });

  it("is in Tamil when asked, its contract messages in Tamil for the script", async () => {
    const res = await open("/app?lang=ta");
    expect(res.headers["content-language"]).toBe("ta");
    const html = res.body;
    expect(html).toContain('<html lang="ta"');
    expect(html).toContain("அருகிலும் தொலைவிலும் உள்ள கோயில்களைக் கண்டறியுங்கள்");
    expect(html).not.toContain("Find temples near you and far away");
    expect(html).not.toContain("What is Sannidhi?");
    // The English message the server sends maps to the Tamil one.
    const messages = JSON.parse(
      /data-messages="([^"]*)"/.exec(html)?.[1]?.replaceAll("&quot;", '"') ?? "{}",
    ) as Record<string, string>;
    expect(messages["Please enter a valid email, such as name@example.com"]).toMatch(
      /[\u0B80-\u0BFF]/,
    );
  });

  it("the contact API the form posts to answers its field errors and takes a message", async () => {
    const bad = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { fullName: "", email: "nope", phone: "", subject: "Hi", message: "short" },
    });
    expect(bad.statusCode).toBe(400);
    const html = (await open("/app")).body;
    const paths = (bad.json().details as { path: string }[]).map((d) =>
      d.path.replace(/^body\./, ""),
    );
    expect(paths).toContain("email");
    // Every field the server names is a field of the page's form.
    for (const p of paths) expect(html).toContain(`data-field="${p}"`);
  });
});

const madurai = await createTemple(ctx, {
  name: "Meenakshi Amman Temple",
  town: "Madurai",
  latitude: 9.9195,
  longitude: 78.1193,
  images: [],
  translations: { ta: { name: "மீனாட்சி அம்மன் கோயில்", town: "மதுரை" } },
});
await ctx.database.db
  .update(temples)
  .set({ description: "<p>The temple at the heart of Madurai &amp; its festivals.</p>" })
  .where(eq(temples.id, madurai.temple.id));
const archanai = await createPooja(ctx, madurai.temple.id, {
  name: "Sahasranama Archanai",
  pricePaise: 25_000,
});
const draft = await createTemple(ctx, { name: "Hidden Draft Kovil", published: false });

describe("a temple's page as a light document", () => {
  it("has the temple, its poojas with prices and Book links into the booking pages, and no app bundle", async () => {
    const res = await open(`/app/temples/${madurai.temple.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expectLight(html);
    expect(html).toContain("<h1>Meenakshi Amman Temple</h1>");
    expect(html).toContain("<title>Meenakshi Amman Temple — Madurai · Sannidhi</title>");
    expect(html).toContain("<p>The temple at the heart of Madurai &amp; its festivals.</p>");
    expect(html).toContain('<section aria-labelledby="poojas"><h2 id="poojas">Poojas</h2>');
    expect(html).toMatch(/Sahasranama Archanai<\/h3>.*₹250\.00/);
    expect(html).toContain(
      `<a class="button" href="/app/temples/${madurai.temple.slug}/book/${archanai.id}" aria-label="Book Sahasranama Archanai">Book</a>`,
    );
    expect(html).toContain('<meta property="og:title" content="Meenakshi Amman Temple" />');
    expect(html).toMatch(
      /<img src="[^"]+" alt="A drawing of Meenakshi Amman Temple \(no photo yet\)" width="800" height="600"/,
    );
  });

  it("shows where the temple is on the shipped outline of India", async () => {
    const html = (await open(`/app/temples/${madurai.temple.slug}`)).body;
    const map =
      /<figure class="area-map" role="region" aria-label="([^"]+)" data-base="outline">.*?<\/figure>/.exec(
        html,
      );
    expect(map?.[1]).toBe("Map of the area around Meenakshi Amman Temple");
    // The picture's address is set by the page's script when the map is near; a copy in
    // noscript shows it without JavaScript.
    expect(map?.[0]).toMatch(/<noscript><img src="\/maps\/india-states\.svg" alt=""/);
    const img =
      /<img data-src="\/maps\/india-states\.svg" alt=""[^>]*style="width:([\d.]+)%;left:(-?[\d.]+)%;top:(-?[\d.]+)%"/.exec(
        map?.[0] ?? "",
      );
    expect(img).not.toBeNull();
    // The picture spans 68°–97.5° E and 37.2°–6.5° N; the frame's centre (the pin) is Madurai.
    const [width, left, top] = img!.slice(1).map(Number) as [number, number, number];
    const frameCentreLng = 68 + ((50 - left) / width) * 29.5;
    expect(frameCentreLng).toBeCloseTo(78.1193, 2);
    const height = (width / (547.1 / 614)) * (4 / 3);
    expect(37.2 - ((50 - top) / height) * 30.7).toBeCloseTo(9.9195, 2);
    expect(map?.[0]).toContain('<span class="sannidhi-pin" aria-hidden="true"></span>');
    expect(map?.[0]).toMatch(/<figcaption[^>]*>Madurai, District \w+, State \w+<\/figcaption>/);
    // A temple with no place on record has no map (and no directions).
    const nowhere = await createTemple(ctx, {
      name: "Placeless Kovil",
      latitude: null,
      longitude: null,
    });
    const other = (await open(`/app/temples/${nowhere.temple.slug}`)).body;
    expect(other).toContain("<h1>Placeless Kovil</h1>");
    expect(other).not.toContain("area-map");
  });

  it("is in Tamil when asked, with the temple's Tamil name and Tamil labels", async () => {
    const html = (await open(`/app/temples/${madurai.temple.slug}?lang=ta`)).body;
    expect(html).toContain('<html lang="ta"');
    expect(html).toContain("<h1>மீனாட்சி அம்மன் கோயில்</h1>");
    expect(html).toContain('<h2 id="poojas">பூஜைகள்</h2>');
    expect(html).toContain('aria-label="Sahasranama Archanai முன்பதிவு செய்"');
  });

  it("answers 404 for drafts and unknown temples, saying so with the way back to the search", async () => {
    for (const slug of [draft.temple.slug, "no-such-temple"]) {
      const res = await open(`/app/temples/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expectLight(res.body);
      expect(res.body).toContain("<h1>Temple not found</h1>");
      expect(res.body).toContain('<a href="/app/temples">Back to temple search</a>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain(draft.temple.name);
    }
    const tamil = await open("/app/temples/no-such-temple?lang=ta");
    expect(tamil.statusCode).toBe(404);
    expect(tamil.body).toContain('<html lang="ta"');
    expect(tamil.body).not.toContain("Temple not found");
  });

  it("escapes a name that looks like markup", async () => {
    const odd = await createTemple(ctx, { name: `Sri "Rama" <script>alert(1)</script> Temple` });
    const html = (await open(`/app/temples/${odd.temple.slug}`)).body;
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

// Decision 164: the temple search is a light document too — a GET form whose results the server
// renders on every request from the API's own search, with real links for the pager.
const pagerTemples = await Promise.all(
  Array.from({ length: 21 }, (_, i) =>
    createTemple(ctx, { name: `Pagerkovil ${String(i + 1).padStart(2, "0")}`, images: [] }),
  ),
);
const cardLinks = (html: string) =>
  [...html.matchAll(/<h3><a href="\/app\/temples\/([^"]+)"/g)].map((m) => m[1]);

describe("the temple search as a light document", () => {
  it("renders a state's temples as cards linking to their light pages, with the filters chosen", async () => {
    const res = await open(`/app/temples?state=${madurai.state.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(String(res.headers.vary)).toMatch(/Accept-Language, Cookie/);
    const html = res.body;
    expectLight(html);
    expect(html).toContain("<title>Find a temple — Sannidhi</title>");
    expect(html).toContain("<h1>Find a temple</h1>");
    expect(html).toMatch(/<form role="search"[^>]* action="\/app\/temples" method="get">/);
    expect(html).toContain('<h2 id="results-count">1 temple found</h2>');
    expect(cardLinks(html)).toEqual([madurai.temple.slug]);
    expect(html).toContain(`>Meenakshi Amman Temple</a></h3>`);
    expect(html).toContain(
      `<p class="muted">Madurai, ${madurai.district.name}, ${madurai.state.name}</p>`,
    );
    // No photo: the temple's generated drawing on its card.
    expect(html).toMatch(
      /<img src="\/api\/public\/temples\/[^"]+\/illustration\.svg\?v=[^"]+" alt="" width="400" height="300"/,
    );
    // The chosen state is selected; its districts can now be chosen.
    expect(html).toContain(
      `<option value="${madurai.state.id}" selected="">${madurai.state.name}</option>`,
    );
    expect(html).toMatch(/<select id="filter-district" name="district">/);
    expect(html).toContain(
      `<option value="${madurai.district.id}">${madurai.district.name}</option>`,
    );
    expect(html).toContain(
      `<link rel="canonical" href="https://sannidhi.example/app/temples?state=${madurai.state.id}" />`,
    );
    // Without a state, the district cannot be chosen yet.
    const bare = (await open("/app/temples")).body;
    expect(bare).toMatch(/<select id="filter-district" name="district" disabled="">/);
    expect(bare).toContain("Choose a state first");
  });

  it("finds by text what the API finds, page by page, with a pager of real links", async () => {
    const first = (await open("/app/temples?q=Pagerkovil")).body;
    expect(first).toContain('<h2 id="results-count">21 temples found</h2>');
    const api = async (page: number) =>
      (await open(`/api/public/temples?q=Pagerkovil&page=${page}&limit=20`))
        .json()
        .data.map((t: { slug: string }) => t.slug);
    expect(cardLinks(first)).toEqual(await api(1));
    expect(cardLinks(first)).toHaveLength(20);
    const pager = /<nav class="pager" aria-label="Result pages">.*?<\/nav>/.exec(first)?.[0] ?? "";
    expect(pager).toContain(
      '<a href="/app/temples?q=Pagerkovil" aria-label="Page 1" aria-current="page">1</a>',
    );
    expect(pager).toContain(
      '<a href="/app/temples?q=Pagerkovil&amp;page=2" rel="next">Next page ›</a>',
    );

    const second = (await open("/app/temples?q=Pagerkovil&page=2")).body;
    expect(cardLinks(second)).toEqual(await api(2));
    expect(cardLinks(second)).toHaveLength(1);
    expect(second).toContain('<a href="/app/temples?q=Pagerkovil" rel="prev">‹ Previous page</a>');
    expect(second).toContain('aria-label="Page 2" aria-current="page"');
    expect(new Set([...cardLinks(first), ...cardLinks(second)])).toEqual(
      new Set(pagerTemples.map((t) => t.temple.slug)),
    );
  });

  it("says so when nothing matches, and never shows a draft", async () => {
    const html = (await open("/app/temples?q=Hidden+Draft+Kovil")).body;
    expect(html).toContain('<h2 id="results-count">0 temples found</h2>');
    expect(html).toContain("No temples match your search.");
    expect(html).toContain("Try fewer words, or remove a filter.");
    expect(html).not.toContain(draft.temple.slug);
    expect(html).not.toContain('class="pager"');
  });

  it("sorts by distance from ?near=, keeps it in the form and offers to stop", async () => {
    const near = "9.9200,78.1200";
    const html = (await open(`/app/temples?state=${madurai.state.id}&near=${near}`)).body;
    expect(html).toContain("Nearest first, from your location");
    expect(html).toContain(`<input type="hidden" name="near" value="${near}"/>`);
    expect(html).toMatch(/<p class="distance">0(\.\d)? km away<\/p>/);
    expect(html).toContain(
      `<a href="/app/temples?state=${madurai.state.id}">Stop sorting by distance</a>`,
    );
    // "Near me" is in the page for the script to show, with its messages.
    expect(html).toContain('data-near=""');
    expect(html).toContain('data-denied="Location permission was denied.');
  });

  it("ignores what the API would refuse instead of failing", async () => {
    const odd = [
      "state=not-a-uuid",
      "district=1",
      "deity=%3Cscript%3E",
      "near=999,999",
      "page=abc",
      `q=${"x".repeat(300)}`,
      "lang=xx",
    ].join("&");
    const res = await open(`/app/temples?${odd}`);
    expect(res.statusCode).toBe(200);
    expectLight(res.body);
    // As if none were there: every published temple, the first page.
    expect(res.body).toMatch(/<h2 id="results-count">\d+ temples found<\/h2>/);
    expect(cardLinks(res.body)).toEqual(
      (await open("/api/public/temples?limit=20")).json().data.map((t: { slug: string }) => t.slug),
    );
    expect(res.body).not.toContain("&lt;script&gt;");
    for (const url of [
      "/app/temples?page=0",
      "/app/temples?page=99999999999",
      "/app/temples?q=a&q=b",
      `/app/temples?state=${madurai.state.id}&district=${pagerTemples[0]!.district.id}`,
      "/app/temples?state=00000000-0000-4000-8000-000000000000",
    ]) {
      const r = await open(url);
      expect(r.statusCode, url).toBe(200);
      expectLight(r.body);
    }
    // A district of another state is dropped with the state's own results shown.
    const mixed = (
      await open(`/app/temples?state=${madurai.state.id}&district=${pagerTemples[0]!.district.id}`)
    ).body;
    expect(cardLinks(mixed)).toEqual([madurai.temple.slug]);
    // A page past the end: no temples on it, the pager back to the real pages.
    const past = (await open("/app/temples?q=Pagerkovil&page=7")).body;
    expect(cardLinks(past)).toEqual([]);
    expect(past).toContain('<a href="/app/temples?q=Pagerkovil&amp;page=2"');
  });

  it("is in Tamil when asked, keeping the search in the language links and the canonical", async () => {
    const res = await open(`/app/temples?state=${madurai.state.id}&lang=ta`);
    expect(res.headers["content-language"]).toBe("ta");
    expect(String(res.headers["set-cookie"])).toMatch(/^sannidhi\.language=ta;/);
    const html = res.body;
    expect(html).toContain('<html lang="ta"');
    expect(html).toContain("<h1>கோயிலைத் தேடுங்கள்</h1>");
    expect(html).toContain('<h2 id="results-count">1 கோயில் கிடைத்தது</h2>');
    expect(html).toContain(">மீனாட்சி அம்மன் கோயில்</a></h3>");
    expect(html).toContain('<button type="submit" class="button">தேடு</button>');
    expect(html).toContain(
      `<link rel="canonical" href="https://sannidhi.example/app/temples?state=${madurai.state.id}&amp;lang=ta" />`,
    );
    expect(html).toContain(`href="/app/temples?state=${madurai.state.id}&amp;lang=hi" lang="hi"`);
    // The remembered language answers a plain search too.
    const again = (await open("/app/temples?q=Meenakshi", { cookie: "sannidhi.language=ta" })).body;
    expect(again).toContain("<h1>கோயிலைத் தேடுங்கள்</h1>");
  });

  it("says what a misspelt text was searched as, or that only similar names were found (176)", async () => {
    const corrected = (await open("/app/temples?q=meenakshu")).body;
    expect(cardLinks(corrected)).toEqual([madurai.temple.slug]);
    expect(corrected).toContain(
      '<p class="understood">Showing results for <strong>Meenakshi</strong></p>',
    );
    // The box still shows what was typed.
    expect(corrected).toContain('value="meenakshu"');
    const tamil = (await open("/app/temples?q=meenakshu", { cookie: "sannidhi.language=ta" })).body;
    expect(tamil).toContain(
      '<p class="understood"><strong>Meenakshi</strong> என்பதற்கான முடிவுகள் காட்டப்படுகின்றன</p>',
    );
    const similar = (await open("/app/temples?q=amman+meenakshi")).body;
    expect(cardLinks(similar)).toContain(madurai.temple.slug);
    expect(similar).toContain(
      '<p class="understood">No exact match for “amman meenakshi” — showing similar names</p>',
    );
    const asTyped = (await open("/app/temples?q=meenakshi")).body;
    expect(asTyped).not.toContain('class="understood"');
  });

  it("shows a CMS edit at once", async () => {
    await ctx.database.db
      .update(temples)
      .set({ name: "Pagerkovil Renamed" })
      .where(eq(temples.id, pagerTemples[0]!.temple.id));
    const html = (await open(`/app/temples?state=${pagerTemples[0]!.state.id}`)).body;
    expect(html).toContain(">Pagerkovil Renamed</a></h3>");
  });
});
