import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();

// The demo seed's temple in Madurai, Tamil Nadu (apps/server/src/db/seed/data).
const TEMPLE = "Arulmigu Meenakshi Sundareswarar Temple";
const SLUG = "meenakshi-amman-temple-madurai";
const ARCHANAI = "Meenakshi Amman Archanai";

const results = (page: Page) => page.getByRole("region", { name: /temples? found/ });

async function chooseStateAndDistrict(page: Page) {
  // The states arrive from the server; choosing before they do would find no option.
  await page.getByRole("option", { name: "Tamil Nadu" }).waitFor({ state: "attached" });
  await page.getByLabel("State").selectOption({ label: "Tamil Nadu" });
  await page.getByLabel("District").locator("option", { hasText: "Madurai" }).waitFor({
    state: "attached",
  });
  await page.getByLabel("District").selectOption({ label: "Madurai" });
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
    // Only Madurai's temples: every card names the district. From the light landing page
    // (decision 165) the search is the light page too, each filter loading the next document;
    // this waits for the district's document rather than reading the state's once.
    await page.waitForFunction(() => {
      const section = document.querySelector("#results");
      const cards = [...(section?.querySelectorAll("article") ?? [])];
      return (
        cards.length > 0 && cards.every((c) => c.textContent?.includes(", Madurai, Tamil Nadu"))
      );
    });
    await results(page).getByRole("link", { name: TEMPLE }).waitFor();

    // Reloaded, the same search is the server's light page (decision 164).
    await page.reload();
    await results(page).getByRole("link", { name: TEMPLE }).waitFor();
    await page.waitForFunction(() => {
      const s = document.querySelector<HTMLSelectElement>("#filter-district");
      return s?.selectedOptions[0]?.textContent === "Madurai";
    });
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
    await results(page).getByRole("link", { name: TEMPLE }).click();
    await page.waitForURL(`**/app/temples/${SLUG}`);
    await page.getByRole("heading", { level: 1, name: TEMPLE }).waitFor();
    expect(await page.getByText(/^(Open now|Closed now)$/).count()).toBe(1);

    const poojas = page.getByRole("region", { name: "Poojas" });
    const archanai = poojas.getByRole("listitem", { name: ARCHANAI });
    expect(await archanai.innerText()).toContain("₹100.00");
    expect(await archanai.innerText()).toMatch(/Next available: \w{3}, \d{1,2} \w{3}/);
    const book = archanai.getByRole("link", { name: `Book ${ARCHANAI}` });
    expect(await book.getAttribute("href")).toMatch(
      new RegExp(`^/app/temples/${SLUG}/book/[0-9a-f-]{36}$`),
    );
    // Every pooja with an open date can be booked from here.
    expect(await poojas.getByRole("link", { name: /^Book / }).count()).toBeGreaterThanOrEqual(3);

    const directions = page.getByRole("link", { name: "Directions" });
    expect(await directions.getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=9.9195,78.1193",
    );
  });

  it("searches by text, and sorts by distance from the visitor's location", async () => {
    const page = await b.newPage({
      geolocation: { latitude: 9.92, longitude: 78.12 },
      permissions: ["geolocation"],
    });
    await page.goto("/app/temples");
    // The light search page's box searches when sent (the web app's searches as one types).
    await page.getByLabel("Search temples").fill("Meenakshi");
    await page.getByLabel("Search temples").press("Enter");
    await page.waitForURL(/q=Meenakshi/);
    await results(page).getByRole("link", { name: TEMPLE }).waitFor();

    await page.getByLabel("Search temples").fill("");
    await page.getByLabel("Search temples").press("Enter");
    await page.waitForURL((u) => !u.searchParams.has("q"));
    await page.getByRole("button", { name: "Near me" }).click();
    await page.waitForURL(/near=9\.9200%2C78\.1200/);
    const first = results(page).locator("article").first();
    // The nearest temple first, with its distance (earlier results may linger until then).
    await first.getByText(/\d+(\.\d)? km away/).waitFor();
    await first.getByRole("link", { name: TEMPLE }).waitFor();
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
    await page.goto(`/app/temples/${SLUG}`);
    await page.getByRole("region", { name: "Poojas" }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
