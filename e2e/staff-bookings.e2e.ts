import { randomInt } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall } from "./support/api.js";
import { sessionFor, signInWithToken } from "./support/auth.js";
import { paidBooking as paidBookingAt, poojaHeld } from "./support/bookings.js";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();
// A real 1×1 PNG: the media endpoint sniffs the bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const api = <T>(token: string | null, method: string, path: string, body?: unknown) =>
  apiCall<T>(b.baseUrl, token, method, path, body);
const paidBooking = (participant: string) => paidBookingAt(b.baseUrl, participant);

async function pageWith(token: string): Promise<Page> {
  const page = await b.newPage();
  await signInWithToken(page, token);
  return page;
}

describe("staff bookings (issue 6 'Staff')", () => {
  it("an admin finds a paid booking on the day sheet with its sankalpam and marks it performed with a photo", async () => {
    const participant = `E2E Lakshmi ${randomInt(100_000, 999_999)}`;
    const { devotee, booking, where } = await paidBooking(participant);
    const admin = await sessionFor(b.baseUrl, "admin");
    const page = await pageWith(admin.token);

    await page.goto(`/bookings/day-sheet?temple=${where.templeId}&date=${where.date}`);
    const table = page.getByRole("table", { name: `${where.slot} ${where.poojaName}` });
    const row = table.getByRole("row").filter({ hasText: participant });
    await row.waitFor();
    expect(await row.getByRole("cell").allTextContents()).toEqual(
      expect.arrayContaining([
        booking.receiptNumber,
        participant,
        "Kashyapa",
        "Rohini",
        "Simha (Leo)",
        "Good health for the family",
        "Confirmed",
      ]),
    );
    expect(await page.getByRole("button", { name: "Print" }).isEnabled()).toBe(true);

    // On paper: no shell, no controls, black on white, and the sheet itself still there.
    await page.emulateMedia({ media: "print" });
    expect(await page.getByTestId("admin-sidebar").isVisible()).toBe(false);
    expect(await page.getByTestId("admin-topbar").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    expect(await row.isVisible()).toBe(true);
    expect(
      await row
        .getByRole("cell")
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe("rgb(0, 0, 0)");
    await page.emulateMedia({ media: "screen" });

    // The pooja is still to come: the dialog says so and offers nothing to confirm (decision 232).
    const markIt = page.getByRole("button", { name: `Mark ${booking.receiptNumber} performed` });
    await markIt.click();
    const early = page.getByRole("dialog");
    await early.getByText("Not held yet").waitFor();
    await early.getByText(`This pooja is booked for ${where.slot} on`, { exact: false }).waitFor();
    expect(await early.getByRole("button", { name: "Mark performed" }).isDisabled()).toBe(true);
    await early.getByRole("button", { name: "Cancel" }).click();
    await early.waitFor({ state: "hidden" });

    // Once it has been held (yesterday, here), it is marked performed with its photo.
    const held = await poojaHeld(b.baseUrl, booking.id);
    await page.goto(`/bookings/day-sheet?temple=${where.templeId}&date=${held.date}`);
    await row.waitFor();
    await markIt.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Photo (optional)").setInputFiles({
      name: "proof.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await dialog.getByRole("img", { name: "Photo of the performed pooja" }).waitFor();
    await dialog.getByRole("button", { name: "Mark performed" }).click();
    await page.getByText("Marked performed.").waitFor();
    await row.getByRole("cell", { name: "Performed" }).waitFor();

    // The devotee sees it on their booking, with the proof of pooja.
    const mine = await api<{ status: string; proofPhotoUrl: string | null }>(
      devotee.token,
      "GET",
      `/api/bookings/${booking.id}`,
    );
    expect(mine.status).toBe("performed");
    expect(mine.proofPhotoUrl).toMatch(/\.png$|^\/|^https:/);

    // The bookings table finds it by receipt number and opens its page.
    await page.goto(`/bookings?q=${booking.receiptNumber}`);
    await page.getByRole("link", { name: `Open booking ${booking.receiptNumber}` }).click();
    await page.getByRole("heading", { name: `Booking ${booking.receiptNumber}` }).waitFor();
    await page.getByRole("img", { name: "Photo of the performed pooja" }).waitFor();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link", { name: "Bookings" }).isVisible()).toBe(true);
  });

  it("SA sees today's bookings and revenue and the by-temple chart on the dashboard", async () => {
    const { where } = await paidBooking(`E2E Ravi ${randomInt(100_000, 999_999)}`);
    const sa = await sessionFor(b.baseUrl, "SA");
    const figures = await api<{ today: { bookings: number; revenuePaise: number } }>(
      sa.token,
      "GET",
      "/api/staff/dashboard",
    );
    expect(figures.today.bookings).toBeGreaterThan(0);
    const page = await pageWith(sa.token);
    await page.goto("/dashboard/default");
    const figure = (label: string) =>
      page.getByRole("heading", { name: label }).locator("xpath=following-sibling::p");
    await figure("Bookings today").waitFor();
    expect(Number(await figure("Bookings today").textContent())).toBe(figures.today.bookings);
    expect(await figure("Revenue today").textContent()).toMatch(/^₹[\d,]+\.\d{2}$/);
    // On a laptop's screen (1280 px, beside the menu) no figure is cut off at its card's edge:
    // the week's revenue of the demo data has lakhs ("₹2,56,118.00").
    await figure("Revenue this week").waitFor();
    const cut = await page
      .locator("h2 + p")
      .evaluateAll((ps) =>
        ps.filter((p) => p.scrollWidth > p.clientWidth).map((p) => p.textContent),
      );
    expect(cut).toEqual([]);
    const chart = page.getByRole("img", {
      name: "Bar chart of this week's bookings and revenue by temple",
    });
    await chart.locator("svg").first().waitFor();
    await page
      .getByRole("table", { name: "This week by temple" })
      .getByRole("row", { name: new RegExp(where.templeName) })
      .waitFor();
  });
});
