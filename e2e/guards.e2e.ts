import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.js";
import { seesLandingPage } from "./support/pages.js";

const b = useBrowser();

describe("guards for a visitor who is not signed in", () => {
  it("sends a staff page to the landing page /app", async () => {
    const page = await b.newPage();
    await page.goto("/templates/view-temple");
    await seesLandingPage(page);
  });

  it("sends / through /dashboard/default to /app", async () => {
    const page = await b.newPage();
    await page.goto("/");
    await seesLandingPage(page);
  });

  it("sends an unknown path to the 404 page", async () => {
    const page = await b.newPage();
    await page.goto("/no/such/page");
    await page.waitForURL("**/session/404");
    expect(new URL(page.url()).pathname).toBe("/session/404");
  });
});
