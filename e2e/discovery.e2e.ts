import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.js";
import { createTempleWithPoojas, type OwnTemple } from "./support/fixtures.js";

const b = useBrowser();

// This file's own temple, in a state and district of its own, with three poojas (an archanai of
// ₹100.00 among them), made through the API before the journeys.
let temple: OwnTemple;
beforeAll(async () => {
  temple = await createTempleWithPoojas(b.baseUrl);
});

const results = (page: Page) => page.getByRole("region", { name: /temples? found/ });

async function chooseStateAndDistrict(page: Page) {
  // The states arrive from the server; choosing before they do would find no option.
  await page.getByRole("option", { name: temple.state }).waitFor({ state: "attached" });
  await page.getByLabel("State").selectOption({ label: temple.state });
  await page.getByLabel("District").locator("option", { hasText: temple.district }).waitFor({
    state: "attached",
  });
  await page.getByLabel("District").selectOption({ label: temple.district });
}

describe("temple discovery", () => {
  it("finds a temple by state and district, in a link that survives a reload", async () => {
    const page = await b.newPage({ viewport: { width: 412, height: 860 } });
    await page.goto("/app");
    await page.getByRole("link", { name: "Find a temple" }).click();
    await page.getByRole("heading", { level: 1, name: "Find a temple" }).waitFor();

    await chooseStateAndDistrict(page);
    await page.waitForURL(/district=/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/app/temples");
    expect(url.searchParams.get("state")).toMatch(/^[0-9a-f-]{36}$/);
    expect(url.searchParams.get("district")).toMatch(/^[0-9a-f-]{36}$/);
    // Only the district's temples: every card names it. From the light landing page
    // (decision 165) the search is the light page too, each filter loading the next document;
    // this waits for the district's document rather than reading the state's once.
    await page.waitForFunction((place) => {
      const section = document.querySelector("#results");
      const cards = [...(section?.querySelectorAll("article") ?? [])];
      return cards.length > 0 && cards.every((c) => c.textContent?.includes(place));
    }, `, ${temple.district}, ${temple.state}`);
    await results(page).getByRole("link", { name: temple.name }).waitFor();

    // Reloaded, the same search is the server's light page (decision 164).
    await page.reload();
    await results(page).getByRole("link", { name: temple.name }).waitFor();
    await page.waitForFunction((district) => {
      const s = document.querySelector<HTMLSelectElement>("#filter-district");
      return s?.selectedOptions[0]?.textContent === district;
    }, temple.district);
    expect(await page.getByLabel("State").inputValue()).toBe(url.searchParams.get("state"));

    // The back button undoes the district, keeping the state.
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has("district") && u.searchParams.has("state"));
    expect(await page.getByLabel("District").inputValue()).toBe("");
  });

  it("opens the temple page with its poojas, prices and Book links", async () => {
    const page = await b.newPage({ viewport: { width: 412, height: 860 } });
    // Opened directly, the search is the light page (decision 164): each filter reloads it.
    await page.goto("/app/temples");
    await chooseStateAndDistrict(page);
    await page.waitForURL(/district=/);
    await results(page).getByRole("link", { name: temple.name }).click();
    await page.waitForURL(`**/app/temples/${temple.slug}`);
    await page.getByRole("heading", { level: 1, name: temple.name }).waitFor();
    expect(await page.getByText(/^(Open now|Closed now)$/).count()).toBe(1);

    const poojas = page.getByRole("region", { name: "Poojas" });
    const archanai = poojas.getByRole("listitem", { name: temple.archanai.name });
    expect(await archanai.innerText()).toContain("₹100.00");
    expect(await archanai.innerText()).toMatch(/Next available: \w{3}, \d{1,2} \w{3}/);
    const book = archanai.getByRole("link", { name: `Book ${temple.archanai.name}` });
    expect(await book.getAttribute("href")).toBe(
      `/app/temples/${temple.slug}/book/${temple.archanai.id}`,
    );
    // Every pooja with an open date can be booked from here: all three of the temple's.
    expect(await poojas.getByRole("link", { name: /^Book / }).count()).toBe(temple.poojas.length);

    const directions = page.getByRole("link", { name: "Directions" });
    expect(await directions.getAttribute("href")).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${temple.latitude},${temple.longitude}`,
    );
  });

  it("searches by text, and sorts by distance from the visitor's location", async () => {
    // The visitor stands about 100 m from the temple (its place is its own: no other is nearer).
    const visitor = {
      latitude: Math.round((temple.latitude + 0.0005) * 1e4) / 1e4,
      longitude: Math.round((temple.longitude + 0.0007) * 1e4) / 1e4,
    };
    const page = await b.newPage({ geolocation: visitor, permissions: ["geolocation"] });
    await page.goto("/app/temples");
    // The light search page's box searches when sent (the web app's searches as one types).
    // The word is the temple's own, in no other temple's name.
    await page.getByLabel("Search temples").fill(temple.word);
    await page.getByLabel("Search temples").press("Enter");
    await page.waitForURL((u) => u.searchParams.get("q") === temple.word);
    await results(page).getByRole("link", { name: temple.name }).waitFor();

    await page.getByLabel("Search temples").fill("");
    await page.getByLabel("Search temples").press("Enter");
    await page.waitForURL((u) => !u.searchParams.has("q"));
    await page.getByRole("button", { name: "Near me" }).click();
    await page.waitForURL(
      (u) =>
        u.searchParams.get("near") ===
        `${visitor.latitude.toFixed(4)},${visitor.longitude.toFixed(4)}`,
    );
    const first = results(page).locator("article").first();
    // The nearest temple first, with its distance (earlier results may linger until then).
    await first.getByText(/\d+(\.\d)? km away/).waitFor();
    await first.getByRole("link", { name: temple.name }).waitFor();
  });

  it("explains a refused location instead of failing silently", async () => {
    const page = await b.newPage();
    await page.goto("/app/temples");
    await page.context().clearPermissions();
    await page.getByRole("button", { name: "Near me" }).click();
    await page.getByText("Location permission was denied.", { exact: false }).waitFor();
    expect(new URL(page.url()).searchParams.has("near")).toBe(false);
  });

  it("fits a 320px phone without sideways scrolling", async () => {
    const page = await b.newPage({ viewport: { width: 320, height: 640 } });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto("/app/temples");
    await results(page).locator("article").first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`/app/temples/${temple.slug}`);
    await page.getByRole("region", { name: "Poojas" }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
