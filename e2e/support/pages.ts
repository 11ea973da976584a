import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * The visitor sees the landing page: the server's `/app`, which the web app hands over to when a
 * guard or a sign-out sends someone there (issue 36). Waits for what a person sees, so the
 * journey never ends while that page is still loading.
 */
export async function seesLandingPage(page: Page): Promise<void> {
  await page.waitForURL("**/app");
  await page.getByRole("heading", { level: 2, name: "What is Sannidhi?" }).waitFor();
  expect(await page.locator("#root").count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe("/app");
}
