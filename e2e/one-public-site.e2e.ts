import { SERVER_PAGES } from "@sannidhi/site/links";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.js";
import { createTempleWithPoojas } from "./support/fixtures.js";

const b = useBrowser();

// Issue 36: one public site. Every address of the public site is one page, whether it is opened
// from a link or from inside the web app: the web app's devotee pages carry the public site's own
// frame, and each of its header and footer links lands on the server's page of that address.

/** An address the server renders (the public site); any other is the web app's. */
const isServerPage = (path: string) =>
  SERVER_PAGES.some((p) => new RegExp(`^${p.replace(/:\w+/g, "[^/]+")}/?$`).test(path));

/** The page came from the server complete: no web-app root, no web-app bundle. */
const isLight = (page: Page) =>
  page.evaluate(() => !document.getElementById("root") && !document.querySelector("#root"));

/** The frame's links a devotee can follow: the name, the site's links and the footer's. */
async function frameLinks(page: Page): Promise<{ name: string; href: string }[]> {
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLAnchorElement>("header .brand, header nav a, footer nav a"),
    ].map((a) => ({ name: (a.textContent ?? "").trim(), href: a.getAttribute("href") ?? "" })),
  );
}

/** Follows each of the frame's links from `start` and checks where it lands. */
async function followEvery(page: Page, start: string) {
  await page.goto(start);
  const links = await frameLinks(page);
  // The brand, Find a temple, Temple shop, five anchors of the landing page, four footer links.
  expect(links.length).toBe(12);
  for (const link of links) {
    await page.goto(start);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    const target = new URL(link.href, b.baseUrl);
    const where = page.locator(
      `header .brand[href="${link.href}"], header nav a[href="${link.href}"], footer nav a[href="${link.href}"]`,
    );
    await where.first().click();
    await page.waitForURL((url) => url.pathname === target.pathname && url.hash === target.hash);
    // What a person sees: the page's heading and the same frame around it.
    await page.getByRole("heading", { level: 1 }).first().waitFor({ state: "attached" });
    await page.getByRole("navigation", { name: "Policies and help" }).waitFor();
    expect(await isLight(page), `${link.name} (${link.href}) from ${start}`).toBe(
      isServerPage(target.pathname),
    );
  }
}

describe("one public site (issue 36)", () => {
  it("lands every header and footer link of the landing page on that address's page", async () => {
    const page = await b.newPage();
    await followEvery(page, "/app");
  });

  it("lands every header and footer link of the booking page on the public site's page", async () => {
    const temple = await createTempleWithPoojas(b.baseUrl);
    const page = await b.newPage();
    const booking = `/app/temples/${temple.slug}/book/${temple.archanai.id}`;
    await page.goto(booking);
    await page.getByRole("heading", { level: 1, name: temple.archanai.name }).waitFor();
    // The booking page is the web app's, in the public site's frame.
    expect(await isLight(page)).toBe(false);
    await followEvery(page, booking);
  });

  it("opens the temple search from the booking page's frame as the light page a link opens", async () => {
    const temple = await createTempleWithPoojas(b.baseUrl);
    const page = await b.newPage();
    await page.goto(`/app/temples/${temple.slug}/book/${temple.archanai.id}`);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Find a temple" })
      .click();
    await page.getByRole("search").getByLabel("Search temples").fill(temple.word);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: temple.name }).click();
    await page.getByRole("heading", { level: 1, name: temple.name }).waitFor();
    expect(await isLight(page)).toBe(true);
    // Back in the app: the temple's name on the booking page leads to the same light page.
    await page.getByRole("link", { name: `Book ${temple.archanai.name}` }).click();
    await page.getByRole("heading", { level: 1, name: temple.archanai.name }).waitFor();
    await page.getByRole("link", { name: temple.name }).click();
    await page.getByRole("heading", { level: 1, name: temple.name }).waitFor();
    expect(await isLight(page)).toBe(true);
  });
});
