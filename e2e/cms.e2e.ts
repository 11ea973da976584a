import { randomInt } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sessionFor, signInWithToken } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();
// A real 1×1 PNG: the media endpoint sniffs the bytes, so a renamed text file would be refused.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const tag = () => String(randomInt(100_000, 999_999));

async function pageWith(token: string): Promise<Page> {
  const page = await b.newPage();
  await signInWithToken(page, token);
  return page;
}

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${b.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { data: { id: string; name: string } };
}

/** Chooses `text` in a picker that loads its options from the server. */
async function pick(page: Page, label: string, text: string) {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.click();
  await box.fill(text);
  await page.getByRole("option", { name: text }).first().click();
}

async function findInTable(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Search", exact: true }).fill(text);
  await page.getByRole("cell", { name: text, exact: true }).waitFor();
}

describe("staff CMS as an admin (issue 4 'Done means')", () => {
  it("adds a temple with an image and a pooja with two slots; deletes categories or hears why not", async () => {
    const admin = await sessionFor(b.baseUrl, "admin");
    const id = tag();
    const unused = await api(admin.token, "POST", "/api/category", { name: `E2E Spare ${id}` });
    const used = await api(admin.token, "POST", "/api/category", { name: `E2E Used ${id}` });
    const page = await pageWith(admin.token);

    // Temple: the district picker waits for the state, then offers only its districts.
    const name = `E2E Temple ${id}`;
    await page.goto("/templates/add-temple");
    await page.getByRole("heading", { name: "Add Temple" }).waitFor();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByLabel("Slug (web address)").fill(`e2e-temple-${id}`);
    expect(await page.getByRole("combobox", { name: "District" }).isDisabled()).toBe(true);
    await pick(page, "State", "Tamil Nadu");
    await pick(page, "District", "Madurai");
    await pick(page, "Categories", used.data.name);
    await page.getByLabel("Town", { exact: true }).fill("Madurai");
    await page.getByLabel("PIN code").fill("625001");
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "gopuram.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("img", { name: "Uploaded image 1" }).waitFor();
    expect(await page.getByTestId("image-url").first().textContent()).toMatch(/^(\/|https?:)/);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL("**/templates/view-temple");
    await page.getByText(`Temple '${name}' was saved`).waitFor();
    await findInTable(page, name);

    // Edit it from the table.
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    await page.waitForURL(/\/templates\/add-temple\?id=/);
    const town = page.getByLabel("Town", { exact: true });
    await expect.poll(() => town.inputValue()).toBe("Madurai");
    await town.fill("Madurai East");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL("**/templates/view-temple");
    await findInTable(page, name);
    await page.getByRole("cell", { name: "Madurai East" }).waitFor();

    // A pooja of that temple with two time slots.
    const pooja = `E2E Archanai ${id}`;
    await page.goto("/templates/add-pooja");
    await pick(page, "Temple", name);
    await page.getByRole("combobox", { name: "Kind" }).click();
    await page.getByRole("option", { name: "Archanai" }).click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(pooja);
    await page.getByLabel("Price (₹)").fill("151");
    await page.getByLabel("Duration (minutes)").fill("30");
    await page.getByRole("checkbox", { name: "Monday" }).check();
    await page.getByRole("checkbox", { name: "Friday" }).check();
    await page.getByRole("button", { name: "Add a slot" }).click();
    await page.getByRole("button", { name: "Add a slot" }).click();
    await page.getByLabel("Slot 1 time").fill("06:30");
    await page.getByLabel("Slot 2 time").fill("18:00");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL("**/templates/view-pooja");
    await findInTable(page, pooja);
    await page.getByRole("cell", { name }).first().waitFor();

    // Categories: the unused one goes; the used one stays, and the server says why.
    await page.goto("/templates/view-category");
    await findInTable(page, unused.data.name);
    await page.getByRole("button", { name: `Delete ${unused.data.name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText(`'${unused.data.name}' was deleted`).waitFor();

    await findInTable(page, used.data.name);
    await page.getByRole("button", { name: `Delete ${used.data.name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog")
      .getByText(`Category '${used.data.name}' is used by 1 temple`)
      .waitFor();
  });
});

describe("staff CMS as an editor", () => {
  it("cannot reach the temple pages and lands on the first page an editor may use", async () => {
    const editor = await sessionFor(b.baseUrl, "editor");
    const page = await pageWith(editor.token);
    await page.goto("/templates/view-temple");
    await page.waitForURL("**/templates/add-articles");
    await page.getByRole("heading", { name: "Add Article" }).waitFor();
    expect(await page.getByRole("heading", { name: "Temples" }).count()).toBe(0);
  });

  it("adds an event that the month calendar then shows, and opens it from there", async () => {
    const editor = await sessionFor(b.baseUrl, "editor");
    const page = await pageWith(editor.token);
    const title = `E2E Ekadashi ${tag()}`;
    const day = new Date();
    const local = (h: number) =>
      `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}T${h}:00`;
    await page.goto("/templates/add-calendar");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Start", { exact: true }).fill(local(10));
    await page.getByLabel("End", { exact: true }).fill(local(11));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL("**/templates/calendar");
    // The demo's festivals crowd the month's days ("+12 more"); the week shows every event.
    await page.getByRole("button", { name: "Week" }).click();
    await page.getByText(title).first().click();
    await page.waitForURL(/\/templates\/add-calendar\?id=/);
    await page.getByRole("heading", { name: `Edit Event: ${title}` }).waitFor();
  });
});
