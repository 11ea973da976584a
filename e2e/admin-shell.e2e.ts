import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signIn } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";
import { seesLandingPage } from "./support/pages.js";

type Role = "SA" | "admin" | "editor" | "user";

const b = useBrowser();
const path = (page: Page) => new URL(page.url()).pathname;
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Back-office navigation" });
/** Opens a group and waits for its expand animation to end, so a click lands on the link. */
async function openGroup(page: Page, name: string) {
  await sidebar(page).getByRole("button", { name }).click();
  await sidebar(page).locator(".MuiCollapse-entered").getByRole("list", { name }).waitFor();
}
const topBarColour = (page: Page) =>
  page.getByTestId("admin-topbar").evaluate((el) => getComputedStyle(el).backgroundColor);

async function staffPage(
  role: Role,
  url: string,
  options?: { viewport?: { width: number; height: number } },
) {
  const page = await b.newPage(options);
  await page.goto("/app");
  await signIn(page, role);
  await page.goto(url);
  await page.getByTestId("admin-topbar").waitFor();
  return page;
}

describe("admin shell for SA", () => {
  it("opens a collapsed group, follows its link and updates the breadcrumb", async () => {
    const page = await staffPage("SA", "/dashboard/default");
    const group = sidebar(page).getByRole("button", { name: "Category" });
    expect(await group.getAttribute("aria-expanded")).toBe("false");
    await openGroup(page, "Category");
    expect(await group.getAttribute("aria-expanded")).toBe("true");
    await sidebar(page).getByRole("link", { name: "View Category" }).click();
    await page.waitForURL("**/templates/view-category");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await crumbs.getByText("View Category").waitFor();
    expect(await crumbs.getByText("Templates").isVisible()).toBe(true);
    expect(
      await sidebar(page).getByRole("link", { name: "View Category" }).getAttribute("aria-current"),
    ).toBe("page");
  });

  it("opens the group of the page it starts on and shows the spec's groups in order", async () => {
    const page = await staffPage("SA", "/templates/add-materails");
    const groups = await sidebar(page).getByRole("button").allTextContents();
    expect(groups).toEqual([
      "Main Forms",
      "Category",
      "Deities",
      "Temples",
      "Pooja",
      "Pooja Materials",
      "Article",
      "Mantra",
      "Employee",
      "Priest",
      "Representative",
      "States",
      "District",
      "Calendar",
      // Issue 6, after the spec's groups (decision 086).
      "Bookings",
      // Issue 13 (decision 125).
      "Shop",
      // Issue 18 (decision 170).
      "Donations",
    ]);
    const materials = sidebar(page).getByRole("button", { name: "Pooja Materials" });
    expect(await materials.getAttribute("aria-expanded")).toBe("true");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByText("Add Pooja Materials").getAttribute("aria-current")).toBe("page");
    await crumbs.getByRole("link", { name: "Home" }).click();
    await page.waitForURL("**/dashboard/default");
  });

  it("switches to compact mode (80px, icons only) and keeps it after a reload", async () => {
    const page = await staffPage("SA", "/dashboard/default");
    const bar = page.getByTestId("admin-sidebar");
    expect((await bar.boundingBox())?.width).toBe(260);
    await page.getByRole("button", { name: "Compact sidebar" }).click();
    await page.waitForFunction(
      () =>
        document.querySelector("[data-testid=admin-sidebar]")?.getBoundingClientRect().width === 80,
    );
    expect(await sidebar(page).getByText("Dashboard").count()).toBe(0);
    await page.reload();
    await sidebar(page).waitFor({ state: "attached" });
    expect((await bar.boundingBox())?.width).toBe(80);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await sidebar(page).getByText("Dashboard").waitFor();
  });

  it("changes the top bar's colour with the theme picker and remembers it", async () => {
    const page = await staffPage("SA", "/dashboard/default");
    expect(await topBarColour(page)).toBe("rgb(30, 64, 175)"); // blue, the default
    await page.getByRole("button", { name: "Theme and layout" }).click();
    await page.getByRole("menuitemradio", { name: "Red" }).click();
    expect(await topBarColour(page)).toBe("rgb(185, 28, 28)");
    await page.reload();
    await sidebar(page).waitFor({ state: "attached" });
    expect(await topBarColour(page)).toBe("rgb(185, 28, 28)");
    // The sidebar stays dark whatever the theme.
    const sideBg = await page
      .getByTestId("admin-sidebar")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(sideBg).toBe("rgb(17, 24, 39)");
  });

  it("finds a page with the search box ('Search here...') and goes there", async () => {
    const page = await staffPage("SA", "/dashboard/default");
    await page.getByRole("button", { name: "Open search" }).click();
    await page.getByPlaceholder("Search here...").fill("district");
    await page.getByRole("option", { name: "View District" }).click();
    await page.waitForURL("**/templates/view-district");
    const group = sidebar(page).getByRole("button", { name: "District" });
    await expect.poll(() => group.getAttribute("aria-expanded")).toBe("true");
  });
});

describe("admin shell for other staff and small screens", () => {
  it("takes an admin who opens /dashboard to their first page, without a loop", async () => {
    const page = await staffPage("admin", "/dashboard");
    await page.waitForURL("**/templates/add-forms");
    expect(path(page)).toBe("/templates/add-forms");
    expect(await sidebar(page).getByRole("link", { name: "Dashboard" }).count()).toBe(0);
    const group = sidebar(page).getByRole("button", { name: "Main Forms" });
    await expect.poll(() => group.getAttribute("aria-expanded")).toBe("true");
  });

  it("shows an editor only the editorial groups", async () => {
    const page = await staffPage("editor", "/templates/view-articles");
    expect(await sidebar(page).getByRole("button").allTextContents()).toEqual([
      "Article",
      "Mantra",
      "Calendar",
    ]);
  });

  it("at 375px wide hides the sidebar behind a drawer opened from the top bar", async () => {
    const page = await staffPage("SA", "/dashboard/default", {
      viewport: { width: 375, height: 740 },
    });
    expect(await sidebar(page).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Open navigation" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await openGroup(page, "Temples");
    await sidebar(page).getByRole("link", { name: "View Temples" }).click();
    await page.waitForURL("**/templates/view-temple");
    await page.getByTestId("admin-sidebar").waitFor({ state: "hidden" });
  });

  it("keeps the shell out of the public site's downloads", async () => {
    const page = await b.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/app");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => u.includes("admin-layout"))).toEqual([]);
  });

  // An editor, not the SA: signing out ends the shared SA session the other tests reuse, and the
  // seeded SA number may receive only one OTP a minute.
  it("signs out to the landing page", async () => {
    const page = await staffPage("editor", "/templates/view-articles");
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await seesLandingPage(page);
    await page.goto("/templates/view-articles");
    await seesLandingPage(page);
  });
});
