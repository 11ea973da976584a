import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { randomMobile, readOtp, sessionFor, signInWithToken } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();

// The demo seed's temple in Madurai, as the temple writes its name in Tamil
// (apps/server/src/db/seed/demo/temple-names.ts).
const TAMIL_NAME = "அருள்மிகு மீனாட்சி சுந்தரேசுவரர் திருக்கோயில்";
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** Font files the page asked for, by script. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (r) => {
    const m = r.url().match(/noto-sans-(\w+)-\w+-\d00-normal[^/]*\.woff2/);
    if (m?.[1]) fonts.push(m[1]);
  });
  return fonts;
}

describe("a devotee who reads Tamil (issue 19)", () => {
  it("finds the temple by its Tamil name and reads its page in Tamil, with its drawing", async () => {
    const page = await b.newPage(PHONE);
    const fonts = fontRequests(page);
    // The shop is the web app's page, in the public site's own frame (issue 36): its language
    // links, as on every public page, and nothing wider than the phone.
    await page.goto("/app/shop");
    await page.getByRole("heading", { level: 1, name: "Temple shop" }).waitFor();
    await page.getByText("Language:").waitFor();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(375);
    fonts.length = 0;
    await page.goto("/app");
    // The landing page is a light document (decision 165): its language links.
    await page.getByText("Language:").click();
    await page.getByRole("link", { name: "தமிழ்" }).click();
    await page.getByRole("heading", { level: 2, name: "சந்நிதி என்றால் என்ன?" }).waitFor();
    expect(fonts.filter((f) => f !== "tamil")).toEqual([]);

    await page.getByRole("link", { name: "கோயிலைத் தேடுங்கள்" }).click();
    await page.getByRole("heading", { level: 1, name: "கோயிலைத் தேடுங்கள்" }).waitFor();
    // The search is a light document too (decision 164): the query is sent as a form.
    await page.getByRole("searchbox").fill("மீனாட்சி");
    await page.getByRole("searchbox").press("Enter");
    await page.waitForURL((u) => u.searchParams.get("q") === "மீனாட்சி");
    // The search answers with Madurai alone (its Tamil name has மீனாட்சி in it); the new
    // document comes with its results.
    await page.waitForFunction(() => document.querySelectorAll("#results article").length === 1);
    const result = page.locator("#results").getByRole("link", { name: TAMIL_NAME });
    await result.waitFor();

    // No photo: the temple's own drawing, loaded from our server.
    const card = page
      .locator("#results article")
      .filter({ has: page.getByRole("link", { name: TAMIL_NAME }) });
    const drawing = card.locator("img");
    expect(await drawing.getAttribute("src")).toMatch(/\/illustration\.svg\?v=/);
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await drawing.elementHandle(),
    );

    await result.click();
    await page.waitForURL("**/app/temples/meenakshi-amman-temple-madurai");
    await page.getByRole("heading", { level: 1, name: TAMIL_NAME }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("ta");
    expect(await page.getByText("மதுரை, மதுரை, தமிழ்நாடு").first().isVisible()).toBe(true);
    const figure = page.getByRole("img", { name: new RegExp(`^${TAMIL_NAME}`) });
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).naturalWidth > 0,
      await figure.elementHandle(),
    );
    // Poojas, festivals and, since issue 37, the history in Tamil: nothing there is marked as
    // English any more.
    await page.getByRole("listitem", { name: "மீனாட்சி அம்மன் அர்ச்சனை" }).waitFor();
    const history = page.locator("#history").locator("xpath=..");
    expect(await history.locator("[lang=en]").count()).toBe(0);
    const tamilLetters = (await history.innerText()).match(/[\u0B80-\u0BFF]/g) ?? [];
    expect(tamilLetters.length).toBeGreaterThan(100);
    const events = page.getByRole("region", { name: "வரவிருக்கும் விழாக்கள்" });
    expect(await events.locator("li").count()).toBeGreaterThan(0);
    // The Tamil face was the only Indian script the page needed.
    const loaded = await page.evaluate(() =>
      document.fonts.ready.then(() =>
        [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family),
      ),
    );
    expect(loaded.some((f) => f.includes("Tamil"))).toBe(true);
    expect(loaded.some((f) => /Devanagari|Telugu|Kannada|Malayalam/.test(f))).toBe(false);
  });

  it("keeps a signed-in devotee's name row on one line, in English and in Tamil", async () => {
    const devotee = await sessionFor(b.baseUrl, "user");
    const page = await b.newPage({ ...PHONE, viewport: { width: 360, height: 740 } });
    await signInWithToken(page, devotee.token);
    const oneRow = async () => {
      const bar = page.locator("header .bar");
      const mine = bar.getByRole("link", { name: /My bookings|என் முன்பதிவுகள்/ });
      await mine.waitFor();
      const [row, link] = await Promise.all([bar.boundingBox(), mine.boundingBox()]);
      // "My bookings" (its Tamil is longer) sits beside the name, not alone on a second line.
      expect(link!.y - row!.y).toBeLessThan(20);
      expect(row!.height).toBeLessThan(72);
    };
    await page.goto("/app/bookings");
    await page.getByRole("link", { name: "My bookings" }).first().waitFor();
    await oneRow();
    await page.goto("/app?lang=ta");
    await page.getByRole("heading", { level: 2, name: "சந்நிதி என்றால் என்ன?" }).waitFor();
    await page.goto("/app/bookings");
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "முன்பதிவு" }).waitFor();
    await oneRow();
    // The skip link (two lines in Tamil at this width) stays above the page until it has focus.
    const skip = page.getByRole("link", { name: "முதன்மை உள்ளடக்கத்திற்குச் செல்லவும்" });
    const hidden = await skip.boundingBox();
    expect(hidden!.y + hidden!.height).toBeLessThanOrEqual(0);
    await skip.focus();
    await expect.poll(async () => (await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  });

  it("can type the code already sent after reopening sign-in within the resend wait", async () => {
    const mobile = randomMobile();
    const page = await b.newPage(PHONE);
    await page.goto("/signin");
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("One-time password (OTP)").waitFor();
    const code = await readOtp(b.baseUrl, mobile);

    await page.reload();
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByRole("button", { name: "Continue" }).click();
    await page
      .getByText(`A code was sent to +91 ${mobile} a moment ago. Enter it below.`)
      .waitFor();
    await page.getByLabel("One-time password (OTP)").fill(code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/signin");
  });
});
