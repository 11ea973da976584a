import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { chromiumPath } from "./chromium.js";

export interface BrowserFixture {
  baseUrl: string;
  browser: Browser;
  /** A fresh context (own storage) and page; closed after the file. */
  newPage(options?: Parameters<Browser["newContext"]>[0]): Promise<Page>;
}

/** One browser per test file; each `newPage` is an isolated context, cleaned up afterwards. */
export function useBrowser(): BrowserFixture {
  const contexts: BrowserContext[] = [];
  const fixture = {
    baseUrl: inject("baseUrl"),
    browser: undefined as unknown as Browser,
    async newPage(options?: Parameters<Browser["newContext"]>[0]) {
      const context = await fixture.browser.newContext({ baseURL: fixture.baseUrl, ...options });
      contexts.push(context);
      return context.newPage();
    },
  };
  beforeAll(async () => {
    fixture.browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await fixture.browser?.close();
  });
  return fixture;
}
