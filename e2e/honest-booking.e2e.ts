import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall } from "./support/api.js";
import { sessionFor, signInWithToken, superAdmin } from "./support/auth.js";
import { bookingTemple } from "./support/bookings.js";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();
const phone = { viewport: { width: 375, height: 740 } };
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** A devotee's phone, signed in: the booking page asks for sign-in before the dates. */
async function devoteePage() {
  const page = await b.newPage(phone);
  await signInWithToken(page, (await sessionFor(b.baseUrl, "user")).token);
  return page;
}

/** A pooja of this file's own temple, made through the API as the SA. */
async function pooja(fields: Record<string, unknown>) {
  const sa = await superAdmin(b.baseUrl);
  const temple = await bookingTemple(b.baseUrl);
  const made = await apiCall<{ id: string }>(b.baseUrl, sa.token, "POST", "/api/poojas", {
    templeId: temple.id,
    kind: "archanai",
    weekdays: EVERY_DAY,
    bookingWindowDays: 30,
    requires: { name: true, gotra: false, nakshatra: false, rasi: false },
    pricePaise: 5000,
    durationMinutes: 15,
    maxParticipants: 4,
    ...fields,
  });
  return { id: made.id, slug: temple.slug };
}

const dayButtons = (page: Page, heading: string) =>
  page.getByRole("group", { name: heading }).getByRole("button");

// Issue 37, item 3: say why a date or a time cannot be booked.
describe("the booking page says why a date cannot be booked", () => {
  it("in Tamil: a date too close to book says it is too late, not that no places are left", async () => {
    // Booking closes 60 hours before the 06:00 pooja: today and tomorrow are too late, with all
    // twenty places still free.
    const p = await pooja({
      name: `Early Archanai ${Date.now()}`,
      slots: [{ time: "06:00", capacity: 20 }],
      cutoffHours: 60,
    });
    const page = await devoteePage();
    await page.goto(`/app/temples/${p.slug}/book/${p.id}?lang=ta`);
    await page.getByText("ஒவ்வொரு நேரத்துக்கும் 60 மணி நேரம் முன்பு முன்பதிவு மூடப்படும்.").waitFor();
    const days = dayButtons(page, "தேதியைத் தேர்ந்தெடுக்கவும்");
    const today = days.first();
    expect(await today.isDisabled()).toBe(true);
    expect(await today.textContent()).toContain("முன்பதிவு நேரம் முடிந்தது");
    expect(await page.getByText("இடங்கள் இல்லை").count()).toBe(0);
    // The first date that can be booked is chosen, and its places are counted.
    await page.getByText("மீதமுள்ள இடங்கள்: 20").waitFor();
  });

  it("a date whose places are all taken says so", async () => {
    const p = await pooja({
      name: `Small Archanai ${Date.now()}`,
      slots: [{ time: "12:00", capacity: 1 }],
      cutoffHours: 0,
    });
    const before = await sessionFor(b.baseUrl, "user");
    // The devotee before us takes the only place of the first day that can be booked.
    const avail = await apiCall<{ days: { date: string; slots: { bookable: boolean }[] }[] }>(
      b.baseUrl,
      null,
      "GET",
      `/api/poojas/${p.id}/availability`,
    );
    const first = avail.days.find((d) => d.slots.some((s) => s.bookable));
    if (!first) throw new Error("no bookable day");
    await apiCall(b.baseUrl, before.token, "POST", "/api/bookings", {
      poojaId: p.id,
      date: first.date,
      slot: "12:00",
      participants: [{ name: "Ravi" }],
    });
    const page = await devoteePage();
    await page.goto(`/app/temples/${p.slug}/book/${p.id}`);
    await page.getByRole("group", { name: "Choose a time" }).waitFor();
    const full = dayButtons(page, "Choose a date").filter({ hasText: "No places left" });
    expect(await full.count()).toBe(1);
    expect(await full.first().isDisabled()).toBe(true);
  });
});
