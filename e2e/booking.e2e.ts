import { beforeAll, describe, expect, it } from "vitest";
import { continueToOtp, randomMobile, readOtp } from "./support/auth.js";
import { useBrowser } from "./support/browser.js";
import { createTempleWithPoojas, type OwnTemple } from "./support/fixtures.js";

const b = useBrowser();

// This file's own temple, with an archanai of ₹100.00 for up to 6 people open every day, made
// through the API before the journey.
let temple: OwnTemple;
beforeAll(async () => {
  temple = await createTempleWithPoojas(b.baseUrl);
});

interface Pooja {
  id: string;
  name: string;
  kind: string;
  maxParticipants: number;
  pricePaise: number;
  nextAvailableDate: string | null;
}

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${b.baseUrl}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** The temple's archanai as its page lists it, with its next open date. */
async function ownArchanai(): Promise<{ slug: string; pooja: Pooja }> {
  const page = await get<{ poojas: Pooja[] }>(`/api/public/temples/${temple.slug}`);
  const pooja = page.poojas.find((p) => p.id === temple.archanai.id);
  if (!pooja?.nextAvailableDate || pooja.maxParticipants < 2)
    throw new Error(`${temple.archanai.name} has no open date for two participants`);
  return { slug: temple.slug, pooja };
}

const rupees = (paise: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);

describe("a devotee books an archanai (issue 6)", () => {
  it("books the next open date for two, pays locally, gets the receipt and SMS, cancels in the first minute for a full refund", async () => {
    const { slug, pooja } = await ownArchanai();
    const page = await b.newPage();
    const bookingPath = `/app/temples/${slug}/book/${pooja.id}`;
    await page.goto(bookingPath);
    await page.getByRole("heading", { name: pooja.name, level: 1 }).waitFor();

    // A visitor is asked to sign in, and comes back here afterwards (a new devotee account).
    const mobile = randomMobile();
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(/\/signin\?next=/);
    await page.getByLabel("Mobile number").fill(mobile);
    await continueToOtp(page);
    await page.getByLabel("One-time password (OTP)").fill(await readOtp(b.baseUrl, mobile));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === bookingPath);

    // Date and time: the next open date is preselected.
    const dates = page.getByRole("group", { name: "Choose a date" });
    const chosen = dates.locator('button[aria-pressed="true"]');
    await chosen.waitFor();
    const day = new Intl.DateTimeFormat("en-IN", {
      timeZone: "Asia/Kolkata",
      day: "numeric",
      month: "short",
    }).format(new Date(`${pooja.nextAvailableDate}T12:00:00+05:30`));
    expect(await chosen.textContent()).toContain(day);
    await page.getByRole("button", { name: "Continue" }).click();

    // Sankalpam for two.
    await page.getByRole("heading", { name: "Sankalpam details" }).waitFor();
    await page.getByRole("button", { name: "Add a participant" }).click();
    const people = [
      { name: "Meenakshi Iyer", gotra: "Kashyapa", star: "Revati", sign: "Meena (Pisces)" },
      { name: "Arun Iyer", gotra: "Kashyapa", star: "Rohini", sign: "Vrishabha (Taurus)" },
    ];
    for (const [i, p] of people.entries()) {
      const row = page.getByRole("group", { name: `Participant ${i + 1}` });
      await row.getByRole("textbox", { name: /^Name/ }).fill(p.name);
      await row.getByRole("textbox", { name: /^Gotra/ }).fill(p.gotra);
      await row.getByRole("combobox", { name: /^Nakshatra/ }).selectOption({ label: p.star });
      await row.getByRole("combobox", { name: /^Rasi/ }).selectOption({ label: p.sign });
    }
    await page.getByRole("textbox", { name: /^Wish/ }).fill("Good health for the family");
    await page.getByRole("button", { name: "Continue" }).click();

    // Review.
    await page.getByRole("heading", { name: "Check your booking" }).waitFor();
    const total = rupees(pooja.pricePaise * 2);
    await page.getByText("Participants (2)").waitFor();
    await page.getByText("Nakshatra (birth star): Revati").waitFor();
    await page.getByText(`${total} (${rupees(pooja.pricePaise)} × 2)`).waitFor();
    await page.getByRole("button", { name: "Confirm and pay" }).click();

    // Checkout with the local provider.
    await page.waitForURL(/\/app\/checkout\//);
    await page.getByRole("button", { name: `Pay ${total}` }).click();
    await page.waitForURL(/\/app\/bookings\/[0-9a-f-]{36}$/);
    const receiptLine = page.getByText(/^Receipt SN-/);
    await receiptLine.waitFor();
    const receipt = (await receiptLine.textContent())?.replace("Receipt ", "") ?? "";
    expect(receipt).toMatch(/^SN-\d{4}-\d+$/);
    await page.getByText("Confirmed", { exact: true }).waitFor();

    // The confirmation SMS in the dev outbox.
    const outbox = await get<{ text: string }[]>(
      `/api/dev/sms-outbox?mobile=${encodeURIComponent(`+91${mobile}`)}`,
    );
    expect(outbox.some((m) => m.text.includes(receipt))).toBe(true);

    // Cancel within the first minute: the dialog shows the full refund before confirming.
    await page.getByRole("button", { name: "Cancel with full refund" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await dialog
      .getByText(`If you cancel now, ${total} of ${total} will be refunded to how you paid.`)
      .waitFor();
    await dialog.getByRole("button", { name: "Cancel with full refund" }).click();
    await page.getByText(`Refunded ${total}.`).waitFor();

    // And it is in My bookings.
    await page.getByRole("link", { name: "My bookings" }).first().click();
    await page.waitForURL(/\/app\/bookings$/);
    await page.getByText(`Receipt ${receipt}`).waitFor();
  });
});
