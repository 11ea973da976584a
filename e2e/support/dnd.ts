import type { Page } from "playwright-core";
import { expect } from "vitest";

/** What a screen reader hears (dnd-kit's live region): a keyboard user waits for it too. */
export const heard = (page: Page, text: string) =>
  expect.poll(() => page.locator('[id^="DndLiveRegion"]').first().textContent()).toContain(text);

/**
 * Space on the focused drag handle, then wait until dnd-kit takes the arrow keys. Its keyboard
 * sensor (@dnd-kit/core 6, `KeyboardSensor.attach`) announces the pick-up at once but adds its
 * keydown listener from a zero-delay timer, and Chromium runs input before timers: on a busy
 * machine an arrow pressed as soon as the pick-up is heard reached the page first and was lost
 * ("position 3 of 3" stayed). A zero-delay timer set in the page after the pick-up runs after
 * dnd-kit's (timers of equal delay run in the order they were set, HTML's timer rules), so once
 * it has run the listener is there. This is an ordering signal, not a sleep.
 */
export async function pickUp(page: Page, announced: string): Promise<void> {
  await page.keyboard.press("Space");
  await heard(page, announced);
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
