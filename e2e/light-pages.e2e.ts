import { describe, expect, it } from "vitest";
import { sessionFor, signInWithToken } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";
import { createTempleWithPoojas } from "./support/fixtures.js";

const b = useBrowser();

// Issue 17 (decision 163): the FAQs and the policies arrive as light documents the server sends
// complete — none of the web app's JavaScript — and still do everything the web app's versions
// do: read, open an answer, switch language, enlarge the text. A temple's page is light too: its
// map is checked by e2e/styleguide.e2e.ts, its content by the server tests (public-pages). So
// is the temple search (decision 164): its journeys are in e2e/discovery.e2e.ts.

/** The scripts a page loaded: the light pages load one small script and no app bundle. */
async function scripts(page: import("playwright-core").Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith(".js")),
  );
}

describe("the light public pages", () => {
  it("shows the FAQs without the web app, and an answer opens on its own", async () => {
    const page = await b.newPage();
    await page.goto("/faqs");
    await page.getByRole("heading", { level: 1, name: "Frequently asked questions" }).waitFor();
    const loaded = await scripts(page);
    expect(loaded.some((p) => /\/assets\/public-page-[\w-]+\.js$/.test(p))).toBe(true);
    expect(loaded.some((p) => /\/assets\/index-/.test(p))).toBe(false);
    const answer = page.getByText("within 15 minutes of booking");
    expect(await answer.isVisible()).toBe(false);
    await page.getByText("Can I cancel a booking?").click();
    expect(await answer.isVisible()).toBe(true);
    // The footer's links are real links to the other light pages.
    await page
      .getByRole("navigation", { name: "Policies and help" })
      .getByRole("link", { name: "Refund policy" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Refund and Cancellation Policy" }).waitFor();
  });

  it("switches to Tamil by a link, and the web app follows the same choice", async () => {
    const page = await b.newPage();
    await page.goto("/privacy-policy");
    await page.getByText("Language:").click();
    await page.getByRole("link", { name: "தமிழ்" }).click();
    await page.getByRole("heading", { level: 1, name: "தனியுரிமைக் கொள்கை" }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("ta");
    // Remembered: the next light page, without ?lang, and the web app's sign-in page.
    await page.goto("/faqs");
    await page.getByRole("heading", { level: 1, name: "அடிக்கடி கேட்கப்படும் கேள்விகள்" }).waitFor();
    await page.goto("/signin");
    await page.waitForFunction(() => document.documentElement.lang === "ta");
  });

  it("keeps the chosen text size across pages", async () => {
    const page = await b.newPage();
    await page.goto("/terms-and-conditions");
    const size = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    const before = await size();
    await page.getByRole("button", { name: "Larger text" }).click();
    expect(Number.parseFloat(await size())).toBeGreaterThan(Number.parseFloat(before));
    await page.goto("/faqs");
    expect(Number.parseFloat(await size())).toBeGreaterThan(Number.parseFloat(before));
    expect(
      await page.getByRole("button", { name: "Larger text" }).getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("says My bookings in the header to a devotee who is signed in, Sign in to anyone else", async () => {
    const page = await b.newPage();
    await page.goto("/app/temples");
    const header = page.locator("header");
    const signIn = header.getByRole("link", { name: "Sign in" });
    expect(await signIn.getAttribute("href")).toBe("/signin");
    const devotee = await sessionFor(b.baseUrl, "user");
    await signInWithToken(page, devotee.token);
    await page.goto("/app/temples");
    const mine = header.getByRole("link", { name: "My bookings" });
    await mine.waitFor();
    expect(await mine.getAttribute("href")).toBe("/app/bookings");
    expect(await signIn.count()).toBe(0);
  });

  it("keeps a temple's long name whole on a small phone", async () => {
    const page = await b.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto("/app/temples/sri-ranganathaswamy-temple-srirangam");
    const title = page.getByRole("heading", { level: 1 });
    await title.filter({ hasText: "Ranganathaswamy" }).waitFor();
    // A word cut across two lines has its characters on two different line tops.
    const cut = await title.evaluate((h1) => {
      const text = h1.firstChild as Text;
      const words = [...(text.textContent ?? "").matchAll(/\S+/g)];
      return words
        .filter((w) => {
          const range = document.createRange();
          range.setStart(text, w.index ?? 0);
          range.setEnd(text, (w.index ?? 0) + w[0].length);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        })
        .map((w) => w[0]);
    });
    expect(cut).toEqual([]);
  });

  it("draws its buttons and fields in the page's fonts, so Hindi on a button is not boxes", async () => {
    const page = await b.newPage({ viewport: { width: 412, height: 860 } });
    await page.goto("/app/temples?lang=hi");
    await page.getByRole("button", { name: "खोजें", exact: true }).waitFor();
    const odd = await page.evaluate(() => {
      const body = getComputedStyle(document.body).fontFamily;
      return [...document.querySelectorAll("button, input, select, textarea")]
        .filter((e) => getComputedStyle(e).fontFamily !== body)
        .map((e) => e.outerHTML.slice(0, 80));
    });
    expect(odd).toEqual([]);
  });

  it("searches temples without the web app, and without JavaScript at all", async () => {
    // A temple of the journey's own, found by the made-up word in its name.
    const temple = await createTempleWithPoojas(b.baseUrl);
    const page = await b.newPage({ viewport: { width: 412, height: 860 } });
    await page.goto("/app/temples");
    await page.getByRole("heading", { level: 1, name: "Find a temple" }).waitFor();
    const loaded = await scripts(page);
    expect(loaded.some((p) => /\/assets\/index-/.test(p))).toBe(false);
    // "Near me" keeps its place until the script shows it: the results start where they start
    // without JavaScript, so nothing moves when the script runs.
    await page.getByRole("button", { name: "Near me" }).waitFor();
    const top = (p: import("playwright-core").Page) =>
      p.locator("#results-count").evaluate((e) => e.getBoundingClientRect().top);
    const off = await b.newPage({
      viewport: { width: 412, height: 860 },
      javaScriptEnabled: false,
    });
    await off.goto("/app/temples");
    expect(await top(page)).toBe(await top(off));
    expect(await off.getByRole("button", { name: "Near me" }).isVisible()).toBe(false);

    await off.getByLabel("Search temples").fill(temple.word);
    await off.getByRole("button", { name: "Search", exact: true }).click();
    await off.waitForURL((u) => u.searchParams.get("q") === temple.word);
    await off
      .getByRole("region", { name: /temples? found/ })
      .getByRole("link", { name: temple.name })
      .click();
    await off.getByRole("heading", { level: 1, name: temple.name }).waitFor();
  });

  it("opens a light page offline once visited", async () => {
    const page = await b.newPage();
    await page.goto("/faqs");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Frequently asked questions" }).waitFor();
    await page.context().setOffline(true);
    await page.goto("/refund-policy");
    await page.getByRole("heading", { level: 1, name: "Refund and Cancellation Policy" }).waitFor();
    // The temple search too, kept when the worker was installed (decision 164).
    await page.goto("/app/temples");
    await page.getByRole("heading", { level: 1, name: "Find a temple" }).waitFor();
    await page.context().setOffline(false);
  });
});
