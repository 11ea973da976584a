import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sessionFor, signInWithToken } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return json.data;
}

/**
 * Scrolls `target` to the middle of the page, so a drag from it stays on the page: near the
 * viewport's edge (as when a festival's all-day events push the hours down) the pointer would
 * leave it and the drop never land.
 */
const centre = (target: Locator) => target.evaluate((el) => el.scrollIntoView({ block: "center" }));

/** A mouse drag by (dx, dy) pixels from the middle of `target`, in small steps. */
async function dragBy(page: Page, target: Locator, dx: number, dy: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to drag");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
}

describe("calendar (issue 12: drag to move, drag an edge to resize)", () => {
  it("moves an event by dragging it and lengthens it by dragging its edge, saving both", async () => {
    const editor = await sessionFor(b.baseUrl, "editor");
    // Today 10:00–11:00 in the browser's time zone: the week view opens on the week of today
    // (tomorrow is in the next week on the week's last day, and CI ran on one).
    const start = new Date();
    start.setHours(10, 0, 0, 0);
    const end = new Date(start.getTime() + 3_600_000);
    const title = `Drag me ${Date.now()}`;
    const event = await api<{ id: string }>(editor.token, "POST", "/api/calendar/events/add", {
      title,
      start: start.toISOString(),
      end: end.toISOString(),
    });

    const page = await b.newPage();
    await signInWithToken(page, editor.token);
    await page.goto("/templates/calendar");
    await page.getByRole("button", { name: "Week" }).click();
    const hour = (await page.locator(".rbc-timeslot-group").first().boundingBox())?.height ?? 0;
    expect(hour).toBeGreaterThan(10);
    const selector = `.rbc-event:has-text("${title}")`;
    await page.locator(selector).waitFor();

    const moved = page.waitForResponse((r) => r.url().endsWith("/api/calendar/events/update"));
    await centre(page.locator(selector));
    await dragBy(page, page.locator(selector), 0, hour * 2);
    expect((await moved).status()).toBe(200);
    await expect.poll(() => page.getByRole("status").last().textContent()).toContain(title);
    const after = await api<{ start: string; end: string }>(
      editor.token,
      "GET",
      `/api/calendar/events/${event.id}`,
    );
    expect(new Date(after.start).getTime() - start.getTime()).toBe(2 * 3_600_000);
    expect(new Date(after.end).getTime() - new Date(after.start).getTime()).toBe(3_600_000);

    const resized = page.waitForResponse((r) => r.url().endsWith("/api/calendar/events/update"));
    // The lower of the event's two edges: its grip shows while the pointer is over the event
    // (without it the edge has no height, and a press there may take the event's body instead).
    await centre(page.locator(selector));
    await page.locator(selector).hover();
    const edge = page.locator(`${selector} .rbc-addons-dnd-resize-ns-icon`).last();
    await edge.waitFor({ state: "visible" });
    await dragBy(page, edge, 0, hour);
    expect((await resized).status()).toBe(200);
    const longer = await api<{ start: string; end: string }>(
      editor.token,
      "GET",
      `/api/calendar/events/${event.id}`,
    );
    expect(longer.start).toBe(after.start);
    // Longer than the hour it was (the calendar snaps the edge to its half-hour steps).
    expect(new Date(longer.end).getTime() - new Date(longer.start).getTime()).toBeGreaterThan(
      3_600_000,
    );
  });
});
