import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signIn } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";
import { heard, pickUp } from "./support/dnd.js";

const b = useBrowser();

/** The titles of the cards in a column, top to bottom, as the board shows them. */
const cardsIn = (page: Page, column: string) =>
  page
    .locator(`[data-column="${column}"] [data-card]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-card")));

/** Waits for the board's save of a move, so a reload shows what the server kept. */
const saved = (page: Page, path: "move-card" | "reorder-card" | "reorder-list") =>
  page.waitForResponse(
    (r) => r.url().endsWith(`/api/scrum-board/${path}`) && r.request().method() === "POST",
  );

/** A real mouse drag: press, move in small steps (dnd-kit starts after a few pixels), release. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const z = await to.boundingBox();
  if (!a || !z) throw new Error("nothing to drag");
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  const x = z.x + z.width / 2;
  const y = z.y + Math.min(z.height / 2, 40);
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(
      a.x + a.width / 2 + ((x - a.x - a.width / 2) * i) / 12,
      a.y + a.height / 2 + ((y - a.y - a.height / 2) * i) / 12,
    );
  }
  await page.mouse.up();
}

async function addColumn(page: Page, title: string) {
  await page.getByRole("button", { name: "Add a column" }).click();
  await page.getByRole("textbox", { name: "Column title" }).fill(title);
  await page.getByRole("button", { name: "Add column" }).click();
  await page.locator(`[data-column="${title}"]`).waitFor();
}

describe("scrum board (issue 12 journey)", () => {
  it("creates a board with two columns and a card, moves the card by mouse and by keyboard, and it stays moved", async () => {
    const page = await b.newPage();
    await signIn(page, "admin");
    await page.goto("/scrum-board");
    await page.getByRole("textbox", { name: "New board title" }).fill("Brahmotsavam preparations");
    await page.getByRole("button", { name: "Create board" }).click();
    await page.waitForURL(/\/scrum-board\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Brahmotsavam preparations" }).waitFor();

    await addColumn(page, "To do");
    await addColumn(page, "Done");
    const todo = page.locator('[data-column="To do"]');
    await todo.getByRole("button", { name: "Add a card" }).click();
    await todo.getByRole("textbox", { name: "Card title" }).fill("Book the nadaswaram artists");
    await todo.getByRole("button", { name: "Add card" }).click();
    const card = page.getByRole("button", { name: "Card Book the nadaswaram artists" });
    await card.waitFor();
    expect(await cardsIn(page, "To do")).toEqual(["Book the nadaswaram artists"]);

    // With the mouse: from "To do" into the empty "Done" column.
    const mouseMove = saved(page, "move-card");
    await dragWithMouse(page, card, page.locator('[data-column="Done"] [role="group"]'));
    expect((await mouseMove).status()).toBe(200);
    await page.reload();
    await card.waitFor();
    expect(await cardsIn(page, "Done")).toEqual(["Book the nadaswaram artists"]);
    expect(await cardsIn(page, "To do")).toEqual([]);

    // With the keyboard: Space picks it up, the left arrow carries it back, Space drops it.
    await card.focus();
    await pickUp(page, "Book the nadaswaram artists is in Done, position 1 of 1.");
    await page.keyboard.press("ArrowLeft");
    await heard(page, "Book the nadaswaram artists is in To do, position 1 of 1.");
    const keyMove = saved(page, "move-card");
    await page.keyboard.press("Space");
    expect((await keyMove).status()).toBe(200);
    await page.reload();
    await card.waitFor();
    expect(await cardsIn(page, "To do")).toEqual(["Book the nadaswaram artists"]);
    expect(await cardsIn(page, "Done")).toEqual([]);

    // Enter opens the card: its details are saved and shown on the board after a reload.
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Card" });
    await dialog.getByRole("textbox", { name: "Description" }).fill("Two groups, both days");
    const update = page.waitForResponse((r) => r.url().endsWith("/api/scrum-board/update-card"));
    await dialog.getByRole("button", { name: "Save" }).click();
    expect((await update).status()).toBe(200);
    await page.reload();
    await card.click();
    await expect
      .poll(() => page.getByRole("textbox", { name: "Description" }).inputValue())
      .toBe("Two groups, both days");
  });

  it("the style guide's drag and drop moves a card with the keyboard and says where it went", async () => {
    const page = await b.newPage();
    await signIn(page, "editor");
    await page.goto("/others/drag-and-drop");
    const card = page.getByRole("button", { name: "Card Polish the brass lamps" });
    await card.focus();
    await pickUp(page, "Polish the brass lamps is in To do, position 2 of 2.");
    await page.keyboard.press("ArrowRight");
    await heard(page, "Polish the brass lamps is in In progress");
    await page.keyboard.press("Space");
    await expect
      .poll(() => page.getByText(/^Polish the brass lamps moved to/).textContent())
      .toBe("Polish the brass lamps moved to In progress, position 1.");
    expect(await cardsIn(page, "In progress")).toEqual([
      "Polish the brass lamps",
      "Prepare sakkarai pongal",
    ]);
  });
});
