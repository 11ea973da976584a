import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall } from "./support/api.js";
import { type ApiSession, sessionFor, signInWithToken, superAdmin } from "./support/auth.js";
import { bookingTemple } from "./support/bookings.js";
import { useBrowser } from "./support/browser.js";

const b = useBrowser();
const phone = { viewport: { width: 375, height: 740 } };

/** Today in India (YYYY-MM-DD), and `n` days later. */
const istDay = (n = 0) =>
  new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

/** The reminders' SMS in the dev outbox of a devotee, oldest first. */
async function remindersTo(devotee: ApiSession, pattern: RegExp) {
  const outbox = await apiCall<{ text: string; createdAt: string }[]>(
    b.baseUrl,
    null,
    "GET",
    `/api/dev/sms-outbox?mobile=${encodeURIComponent(devotee.user.mobile ?? "")}`,
  );
  return outbox.filter((m) => pattern.test(m.text)).reverse();
}

async function devoteePage(devotee: ApiSession): Promise<Page> {
  const page = await b.newPage(phone);
  await signInWithToken(page, devotee.token);
  return page;
}

// Issue 37, item 2: "a reminder option" on dates released through a queue (decision 225).
describe("'Remind me' on a quota release", () => {
  it("a devotee asks to be reminded, sees it set, and gets the SMS once the queue opens — in their language", {
    timeout: 150_000,
  }, async () => {
    const sa = await superAdmin(b.baseUrl);
    const temple = await bookingTemple(b.baseUrl);
    const name = `Reminder Archanai ${randomUUID().slice(0, 8)}`;
    const pooja = await apiCall<{ id: string }>(b.baseUrl, sa.token, "POST", "/api/poojas", {
      templeId: temple.id,
      kind: "archanai",
      name,
      pricePaise: 10_100,
      durationMinutes: 30,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      slots: [{ time: "23:30", capacity: 4 }],
      bookingWindowDays: 30,
      cutoffHours: 0,
    });
    // The queue opens 40 s from now (time to open two pages on a busy machine), the dates a
    // minute after it.
    const release = await apiCall<{ id: string; joinOpensAt: string }>(
      b.baseUrl,
      sa.token,
      "POST",
      "/api/staff/quota-releases",
      {
        poojaId: pooja.id,
        fromDate: istDay(0),
        toDate: istDay(9),
        releaseAt: new Date(Date.now() + 100_000).toISOString(),
        ratePerMinute: 6,
        joinWindowMinutes: 1,
      },
    );
    const book = `/app/temples/${temple.slug}/book/${pooja.id}`;

    // In English: "Remind me", then the button says the reminder is set and how to cancel it.
    const meena = await sessionFor(b.baseUrl, "user");
    const page = await devoteePage(meena);
    await page.goto(book);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await page.getByText(/^Get an SMS when the queue opens, at /).waitFor();
    await page.getByRole("button", { name: "Remind me" }).click();
    await page.getByRole("button", { name: "Reminder set — cancel" }).waitFor();
    await page
      .getByRole("status")
      .filter({ hasText: /Reminder set: we will send you an SMS when the queue opens, at / })
      .waitFor();
    // Kept by the server: a reload still shows it set.
    await page.reload();
    await page.getByRole("button", { name: "Reminder set — cancel" }).waitFor();

    // In Tamil, from the keyboard.
    const ravi = await sessionFor(b.baseUrl, "user");
    const tamil = await devoteePage(ravi);
    await tamil.goto(`${book}?lang=ta`);
    const remind = tamil.getByRole("button", { name: "எனக்கு நினைவூட்டுங்கள்" });
    await remind.focus();
    await tamil.keyboard.press("Enter");
    await tamil.getByRole("button", { name: "நினைவூட்டல் அமைக்கப்பட்டது — ரத்துசெய்" }).waitFor();

    // When the queue opens each gets the SMS, once, in the language they read the page in.
    const english = new RegExp(`^Sannidhi: the queue for ${name} at .+ is open\\.`);
    const inTamil = new RegExp(`^சந்நிதி: .+ ${name} வரிசை திறந்துவிட்டது\\.`);
    await expect
      .poll(async () => (await remindersTo(meena, english)).length, { timeout: 90_000 })
      .toBe(1);
    await expect
      .poll(async () => (await remindersTo(ravi, inTamil)).length, { timeout: 30_000 })
      .toBe(1);
    const [sent] = await remindersTo(meena, english);
    expect(Date.parse(sent!.createdAt)).toBeGreaterThanOrEqual(Date.parse(release.joinOpensAt));
    expect(sent!.text).toContain(`Dates ${istDay(0)} to ${istDay(9)} open at`);

    // The queue is open now: the page offers to join it, not a reminder.
    await page.reload();
    await page.getByRole("button", { name: "Join the queue" }).waitFor();
    expect(await page.getByRole("button", { name: /Remind me|Reminder set/ }).count()).toBe(0);
  });
});
