import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sessionFor, signInWithToken } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();
// A real 1×1 PNG: the media endpoint sniffs the bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function api<T>(token: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (method === "POST" && path === "/api/bookings") headers["idempotency-key"] = randomUUID();
  const res = await fetch(`${b.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; error?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.error}`);
  return json.data;
}

interface Slot {
  templeId: string;
  templeName: string;
  poojaId: string;
  poojaName: string;
  date: string;
  slot: string;
}

/** A seeded pooja's next bookable slot, found as a devotee's browser would. */
async function nextBookableSlot(): Promise<Slot> {
  const temples = await api<{ slug: string }[]>(null, "GET", "/api/public/temples?limit=20");
  for (const { slug } of temples) {
    const temple = await api<{ id: string; name: string; poojas: { id: string; name: string }[] }>(
      null,
      "GET",
      `/api/public/temples/${slug}`,
    );
    for (const pooja of temple.poojas) {
      const avail = await api<{
        days: { date: string; slots: { time: string; bookable: boolean; remaining: number }[] }[];
      }>(null, "GET", `/api/poojas/${pooja.id}/availability`);
      for (const day of avail.days) {
        const slot = day.slots.find((s) => s.bookable && s.remaining > 0);
        if (slot)
          return {
            templeId: temple.id,
            templeName: temple.name,
            poojaId: pooja.id,
            poojaName: pooja.name,
            date: day.date,
            slot: slot.time,
          };
      }
    }
  }
  throw new Error("No seeded pooja has a bookable slot");
}

/** A fresh devotee books and pays with the local provider (its signed callback). */
async function paidBooking(participant: string) {
  const devotee = await sessionFor(b.baseUrl, "user");
  const where = await nextBookableSlot();
  const booking = await api<{ id: string; receiptNumber: string }>(
    devotee.token,
    "POST",
    "/api/bookings",
    {
      poojaId: where.poojaId,
      date: where.date,
      slot: where.slot,
      participants: [{ name: participant, gotra: "Kashyapa", nakshatra: "rohini", rasi: "simha" }],
      wish: "Good health for the family",
    },
  );
  const order = await api<{ orderId: string; signature: string }>(
    devotee.token,
    "POST",
    "/api/payments/order",
    { bookingId: booking.id },
  );
  await api(devotee.token, "POST", "/api/payments/local/complete", {
    bookingId: booking.id,
    orderId: order.orderId,
    outcome: "success",
    signature: order.signature,
  });
  return { devotee, booking, where };
}

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

    await page.getByRole("button", { name: `Mark ${booking.receiptNumber} performed` }).click();
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
