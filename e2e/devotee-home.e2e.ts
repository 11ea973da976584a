import { describe, expect, it } from "vitest";
import { apiCall } from "./support/api.js";
import {
  randomMobile,
  sessionFor,
  signInByMobile,
  signInWithToken,
  superAdmin,
} from "./support/auth.js";
import { paidBooking } from "./support/bookings.js";
import { useBrowser } from "./support/browser.js";
import { seesLandingPage } from "./support/pages.js";

const b = useBrowser();
const phone = { viewport: { width: 375, height: 740 } };
const noSidewaysScroll = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

// Issue 37, items 1, 7 and 10: what a devotee meets right after signing in, and on a wrong link.
describe("a devotee's home after sign-in", () => {
  it("signing in from the sign-in page lands on their home, not on a page for temple staff", async () => {
    const page = await b.newPage(phone);
    await signInByMobile(page, b.baseUrl, randomMobile());
    // The spec sends every sign-in to `/`, and `/` to the dashboard: a devotee sees their home.
    await page.getByRole("heading", { level: 1, name: "Users Page" }).waitFor();
    const main = page.locator("main");
    await main.getByText("Namaste", { exact: true }).waitFor();
    await main.getByText("No bookings coming up.").waitFor();
    await main.getByText("No donations yet.").waitFor();
    await main.getByText("No orders yet.").waitFor();
    expect(await page.getByText("This area is for temple staff").count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);
    // The way back to the temples is the public site's search.
    await main.getByRole("link", { name: "Find a temple" }).click();
    await page.getByRole("heading", { level: 1, name: "Find a temple" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/app/temples");
  });

  it("in Hindi: shows their next booking, asks their name once, and staff then see that name", async () => {
    const { devotee, booking, where } = await paidBooking(b.baseUrl, "मीनाक्षी");
    const page = await b.newPage(phone);
    await signInWithToken(page, devotee.token);
    await page.goto("/?lang=hi");
    await page.getByRole("heading", { level: 1, name: "उपयोगकर्ता पृष्ठ" }).waitFor();
    const main = page.locator("main");
    await main.getByText("नमस्ते", { exact: true }).waitFor();
    await main.getByRole("heading", { name: "आपकी आगामी बुकिंग" }).waitFor();
    const next = main.getByRole("link", { name: new RegExp(where.poojaName) });
    await next.waitFor();
    expect(await next.textContent()).toContain(where.slot);

    // Asked once: an empty name is refused in Hindi, a name is kept and greeted.
    await main.getByText("मंदिर आपको किस नाम से पुकारें?").waitFor();
    await main.getByRole("button", { name: "नाम सहेजें" }).click();
    await main.getByText("कृपया अपना नाम लिखें").waitFor();
    await main.getByLabel("आपका नाम").fill("लक्ष्मी");
    await main.getByRole("button", { name: "नाम सहेजें" }).click();
    await main.getByText("धन्यवाद, लक्ष्मी। मंदिर यही नाम देखेंगे।").waitFor();
    await main.getByText("नमस्ते, लक्ष्मी").waitFor();
    expect(await main.getByText("कृपया अपना नाम लिखें").count()).toBe(0);

    await page.reload();
    await main.getByText("नमस्ते, लक्ष्मी").waitFor();
    expect(await main.getByText("मंदिर आपको किस नाम से पुकारें?").count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);

    // The temple's staff see the devotee by name, not "(no name)".
    const sa = await superAdmin(b.baseUrl);
    const seen = await apiCall<{ devotee: { name: string | null } }>(
      b.baseUrl,
      sa.token,
      "GET",
      `/api/staff/bookings/${booking.id}`,
    );
    expect(seen.devotee.name).toBe("लक्ष्मी");

    // The booking opens from the home.
    await main.getByRole("link", { name: new RegExp(where.poojaName) }).click();
    await page.waitForURL(`**/app/bookings/${booking.id}`);
    await page.getByText(booking.receiptNumber).first().waitFor();
  });
});

describe("the not-found page", () => {
  it("offers each person the way home that fits them", async () => {
    // A visitor: the landing page.
    const visitor = await b.newPage(phone);
    await visitor.goto("/no/such/page");
    await visitor.getByRole("heading", { name: "Page not found" }).waitFor();
    await visitor.getByRole("link", { name: "Go to the home page" }).click();
    await seesLandingPage(visitor);

    // A devotee, in Tamil: their own page, not a dashboard they cannot use.
    const devotee = await sessionFor(b.baseUrl, "user");
    const page = await b.newPage(phone);
    await signInWithToken(page, devotee.token);
    await page.goto("/no/such/page?lang=ta");
    await page.getByRole("heading", { name: "பக்கம் கிடைக்கவில்லை" }).waitFor();
    expect(await page.getByText("டாஷ்போர்டுக்குத் திரும்பு").count()).toBe(0);
    await page.getByRole("link", { name: "என் பக்கத்துக்குச் செல்" }).click();
    await page.getByRole("heading", { level: 1, name: "பயனர் பக்கம்" }).waitFor();

    // Staff: the spec's "Back to Dashboard".
    const sa = await superAdmin(b.baseUrl);
    const staff = await b.newPage();
    await signInWithToken(staff, sa.token);
    await staff.goto("/no/such/page?lang=en");
    await staff.getByRole("link", { name: "Back to Dashboard" }).waitFor();
  });
});
