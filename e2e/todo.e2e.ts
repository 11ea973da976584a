import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sessionFor, signInWithToken } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";
import { heard, pickUp } from "./support/dnd.js";

const b = useBrowser();

const titles = (page: Page) =>
  page.locator("[data-todo]").evaluateAll((els) => els.map((e) => e.getAttribute("data-todo")));

describe("todo list (issue 12)", () => {
  it("reorders by keyboard, ticks one off, and keeps both after a reload", async () => {
    const session = await sessionFor(b.baseUrl, "editor");
    for (const title of ["Order flowers", "Polish lamps", "Print tokens"]) {
      const res = await fetch(`${b.baseUrl}/api/todo/add`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${session.token}` },
        body: JSON.stringify({ todo: { title } }),
      });
      expect(res.status).toBe(200);
    }
    const page = await b.newPage();
    await signInWithToken(page, session.token);
    await page.goto("/todo");
    await page.locator('[data-todo="Print tokens"]').waitFor();
    expect(await titles(page)).toEqual(["Order flowers", "Polish lamps", "Print tokens"]);

    // The handle of the last todo: Space picks it up, two presses of Up, Space drops it first.
    // As a screen-reader user does (and as the scrum board's journey does), each arrow waits
    // until the previous step is announced, and the first until dnd-kit listens for arrows.
    await page.getByRole("button", { name: "Move Print tokens" }).focus();
    await pickUp(page, "position 3 of 3");
    for (const position of [2, 1]) {
      await page.keyboard.press("ArrowUp");
      await heard(page, `position ${position} of 3`);
    }
    const reorder = page.waitForResponse((r) => r.url().endsWith("/api/todo/reorder"));
    await page.keyboard.press("Space");
    expect((await reorder).status()).toBe(200);
    await expect
      .poll(() => titles(page))
      .toEqual(["Print tokens", "Order flowers", "Polish lamps"]);

    const done = page.getByRole("checkbox", { name: "Done: Polish lamps" });
    const tick = page.waitForResponse((r) => r.url().endsWith("/api/todo/update"));
    await done.click();
    expect((await tick).status()).toBe(200);
    await expect.poll(() => done.isChecked()).toBe(true);

    await page.reload();
    await page.locator('[data-todo="Print tokens"]').waitFor();
    expect(await titles(page)).toEqual(["Print tokens", "Order flowers", "Polish lamps"]);
    expect(await page.getByRole("checkbox", { name: "Done: Polish lamps" }).isChecked()).toBe(true);
  });
});
