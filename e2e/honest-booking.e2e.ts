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

// Issue 37, items 4 and 5: the price per person and the total as it changes; "not known" where
// the pooja allows it; what cancelling refunds, said before paying and on the booking.
describe("booking for a family, in Hindi on a phone", () => {
  it("shows the total as people are added, offers 'not known', and says what cancelling refunds before and after paying", async () => {
    const p = await pooja({
      name: `Family Archanai ${Date.now()}`,
      pricePaise: 10_000,
      slots: [{ time: "06:00", capacity: 50 }],
      cutoffHours: 2,
      requires: { name: true, gotra: false, nakshatra: true, rasi: false },
    });
    const page = await devoteePage();
    await page.goto(`/app/temples/${p.slug}/book/${p.id}?lang=hi`);
    await page.getByText("प्रति प्रतिभागी ₹100.00").waitFor();
    await page.getByRole("button", { name: "आगे बढ़ें" }).click();

    await page.getByRole("heading", { name: "संकल्प विवरण" }).waitFor();
    await page.getByText("1 व्यक्ति का कुल: ₹100.00").waitFor();
    await page.getByRole("button", { name: "प्रतिभागी जोड़ें" }).click();
    await page.getByText("2 व्यक्तियों का कुल: ₹200.00 (प्रति व्यक्ति ₹100.00)").waitFor();

    for (const [i, name] of ["मीनाक्षी", "अरुण"].entries()) {
      const row = page.getByRole("group", { name: `प्रतिभागी ${i + 1}` });
      await row.getByRole("textbox", { name: /^नाम/ }).fill(name);
      // Not required by this pooja: the gotra may be left empty and the rasi "not known" ...
      await row.getByText("पता न हो तो खाली छोड़ दें").waitFor();
      const rasi = row.getByRole("combobox", { name: /^राशि/ });
      expect(await rasi.locator("option:checked").textContent()).toBe("पता नहीं");
      // ... while the nakshatra the temple asks for says so.
      await row.getByText("इस पूजा के लिए मंदिर यह जानकारी माँगता है").waitFor();
      await row.getByRole("combobox", { name: /^नक्षत्र/ }).selectOption({ index: 1 });
    }
    await page.getByRole("button", { name: "आगे बढ़ें" }).click();

    // Before paying: the refund rule in money, for this booking.
    await page
      .getByText(
        "पूरा पैसा तभी लौटेगा जब आप पुष्टि के 1 मिनट के भीतर रद्द करें। उसके बाद रद्द करने पर ₹0.00 लौटेगा।",
      )
      .waitFor();
    await page.getByRole("button", { name: "पुष्टि करें और भुगतान करें" }).click();
    await page.waitForURL(/\/app\/checkout\//);
    // The minute runs from the booking: the checkout says until when (or that it has passed).
    await page
      .getByText(
        /^(भुगतान के बाद आप .+ तक रद्द करके पूरा पैसा वापस पा सकते हैं।|पूरा पैसा लौटाने वाला मिनट बीत चुका है: ).*₹0\.00 लौटेगा।$/,
      )
      .waitFor();
    await page.getByRole("button", { name: "₹200.00 का भुगतान करें" }).click();
    await page.waitForURL(/\/app\/bookings\/[0-9a-f-]{36}$/);

    // On the booking: the refund now and until when, and a button that says what it does.
    const full = page.getByText(
      /^.+ तक रद्द करें तो पूरे ₹200\.00 लौटेंगे। उसके बाद रद्द करने पर ₹0\.00 लौटेगा।$/,
    );
    const nothing = page.getByText(
      /^अभी रद्द करने पर ₹200\.00 में से ₹0\.00 लौटेगा। .+ तक रद्द किया जा सकता है।$/,
    );
    await full.or(nothing).waitFor();
    // One reading of the page, so the words and the button are compared at the same moment.
    const shown = await page.locator("main").innerText();
    const saysFull = /तक रद्द करें तो पूरे ₹200\.00 लौटेंगे/.test(shown);
    expect(shown).toContain(saysFull ? "रद्द करें, पूरा पैसा वापस" : "बिना वापसी के रद्द करें");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

// Issue 37, item 2: a quota release's dates are shown as released from the first screen.
describe("dates behind a quota release", () => {
  it("are shown as opening later, with the queue's times, and cannot be chosen before the devotee's turn", async () => {
    const p = await pooja({
      name: `Released Archanai ${Date.now()}`,
      slots: [{ time: "23:30", capacity: 50 }],
      cutoffHours: 0,
    });
    const sa = await superAdmin(b.baseUrl);
    const istDay = (n: number) =>
      new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);
    // The next eleven days are released in an hour; the queue opens 15 minutes before.
    await apiCall(b.baseUrl, sa.token, "POST", "/api/staff/quota-releases", {
      poojaId: p.id,
      fromDate: istDay(0),
      toDate: istDay(10),
      releaseAt: new Date(Date.now() + 3_600_000).toISOString(),
      ratePerMinute: 6,
      joinWindowMinutes: 15,
    });
    const page = await devoteePage();
    await page.goto(`/app/temples/${p.slug}/book/${p.id}`);
    await page
      .getByText(
        /^Dates from .+ are released at .+ through the queue above, which opens at .+\. You can choose them when it is your turn\.$/,
      )
      .waitFor();
    const days = dayButtons(page, "Choose a date");
    // Released dates say when they open, and are not offered (today's may already be too late
    // to book, near midnight: the next ten are open days behind the release) ...
    const released = days.filter({ hasText: /Opens / });
    expect(await released.count()).toBeGreaterThanOrEqual(10);
    for (const day of await released.all()) expect(await day.isDisabled()).toBe(true);
    expect(await page.getByText(/Places left/).count()).toBeLessThanOrEqual(1);
    // ... so the date chosen for the sankalpam is the first one after the release.
    const chosen = page
      .getByRole("group", { name: "Choose a date" })
      .locator('button[aria-pressed="true"]');
    await chosen.waitFor();
    expect(await chosen.textContent()).not.toMatch(/Opens /);
    const day11 = new Intl.DateTimeFormat("en-IN", {
      timeZone: "Asia/Kolkata",
      day: "numeric",
      month: "short",
    }).format(new Date(`${istDay(11)}T12:00:00+05:30`));
    expect(await chosen.textContent()).toContain(day11);
  });
});
