import { describe, expect, it } from "vitest";
import {
  continueToOtp,
  letOtpWaitPass,
  randomMobile,
  readOtp,
  SEEDED_SA_MOBILE,
  signInByMobile,
} from "./support/auth.js";
import { useBrowser } from "./support/browser.js";
import { seesLandingPage } from "./support/pages.js";

const b = useBrowser();

describe("accounts (issue 3)", () => {
  it("the seeded super admin signs in with the OTP from the dev outbox and reaches the dashboard", async () => {
    const page = await b.newPage();
    // Other journeys sign the seeded SA in too: its number's resend wait passes first.
    await letOtpWaitPass(b.baseUrl, SEEDED_SA_MOBILE);
    await signInByMobile(page, b.baseUrl, SEEDED_SA_MOBILE);
    await page.waitForURL("**/dashboard/default");
    expect(new URL(page.url()).pathname).toBe("/dashboard/default");
    expect(await page.getByText("Users Page").count()).toBe(0);
    // The token sits under the spec's storage keys (spec section 9).
    const stored = await page.evaluate(() => [
      localStorage.getItem("accessToken"),
      localStorage.getItem("serverAccessToken"),
    ]);
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBeTruthy();
  });

  it("a new devotee signs in on a 320 px phone and sees 'Users Page' on a staff route", async () => {
    const page = await b.newPage({ viewport: { width: 320, height: 640 } });
    const mobile = randomMobile();
    await page.goto("/signin");
    // Nothing spills sideways on the narrowest phones.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await signInByMobile(page, b.baseUrl, mobile);
    await page.goto("/templates/view-temple");
    await page.getByRole("heading", { name: "Users Page" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/templates/view-temple");
  });

  it("a wrong code is shown in red on the page and the person stays on sign-in", async () => {
    const page = await b.newPage();
    const mobile = randomMobile();
    await page.goto("/signin");
    await page.getByLabel("Mobile number").fill(mobile);
    await continueToOtp(page);
    const right = await readOtp(b.baseUrl, mobile);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    await page.getByLabel("One-time password (OTP)").fill(wrong);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBeTruthy();
    expect(new URL(page.url()).pathname).toBe("/signin");
    expect(await page.getByLabel("Mobile number").getAttribute("readonly")).not.toBeNull();
  });

  it("sign-up shows the spec's validation messages and needs the agreement ticked", async () => {
    const page = await b.newPage();
    await page.goto("/session/signup");
    const submit = page.getByRole("button", { name: "Sign up" });
    await submit.click();
    await page.getByText("this field is required").first().waitFor();
    expect(await page.getByText("this field is required").count()).toBe(3);

    await page.getByLabel("Username").fill("e2e-devotee");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("lotus-pond-7");
    await submit.click();
    await page.getByText("email is not valid").waitFor();

    const email = `e2e-${Date.now()}@example.com`;
    await page.getByLabel("Email").fill(email);
    await submit.click();
    await page.getByText("Please agree to the terms of service").waitFor();
    expect(new URL(page.url()).pathname).toBe("/session/signup");

    await page
      .getByRole("checkbox", { name: "I have read and agree to the terms of service." })
      .check();
    await submit.click();
    // Registered as GUEST and sent to /, which a GUEST sees as the placeholder page.
    await page.getByRole("heading", { name: "Users Page" }).waitFor();

    // The same email again is refused with the spec's message.
    const again = await b.newPage();
    await again.goto("/session/signup");
    await again.getByLabel("Username").fill("e2e-devotee-2");
    await again.getByLabel("Email").fill(email);
    await again.getByLabel("Password").fill("lotus-pond-7");
    await again
      .getByRole("checkbox", { name: "I have read and agree to the terms of service." })
      .check();
    await again.getByRole("button", { name: "Sign up" }).click();
    await again.getByRole("alert").getByText("User already exists!").waitFor();

    // The email account comes back with its password.
    const later = await b.newPage();
    await later.goto("/signin");
    await later.getByRole("button", { name: "Sign in with email and password" }).click();
    await later.getByLabel("Email").fill(email);
    await later.getByLabel("Password").fill("lotus-pond-7");
    await later.getByRole("button", { name: "Sign in", exact: true }).click();
    await later.getByRole("heading", { name: "Users Page" }).waitFor();
  });

  it("a devotee deletes their account with a reason and a fresh OTP, and sees the spec's message", async () => {
    const page = await b.newPage();
    const mobile = randomMobile();
    await signInByMobile(page, b.baseUrl, mobile); // creates the account

    await page.goto("/deleteaccount");
    await page.getByRole("radio", { name: "I no longer use Sannidhi" }).check();
    await page.getByLabel("Mobile number").fill(mobile);
    // One code per number per 60 s: the sign-in code's wait passes on the server's test clock.
    await letOtpWaitPass(b.baseUrl, mobile);
    await continueToOtp(page);
    await page.getByLabel("One-time password (OTP)").fill(await readOtp(b.baseUrl, mobile));
    await page.getByRole("button", { name: "Delete Account" }).click();
    await page.getByText("Your Sannidhi Account has been removed successfully").waitFor();

    // The form is cleared and this browser is signed out.
    expect(await page.getByRole("radio", { name: "I no longer use Sannidhi" }).isChecked()).toBe(
      false,
    );
    expect(await page.getByLabel("Mobile number").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
    await page.goto("/templates/view-temple");
    await seesLandingPage(page);
  });
});
