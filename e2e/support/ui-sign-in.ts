import type { Page } from "playwright-core";

// Sign-in *through the pages*, for journeys that test them. The server branch's
// `support/auth.ts` signs in through the API (`signIn(page, role)`); once both are merged,
// `SEEDED_SA_MOBILE` and `randomMobile` should come from there alone.

/** The seeded super admin (apps/server/src/db/seed): the number as a person types it. */
export const SEEDED_SA_MOBILE = "9000000001";
/** The server allows one code per number per 60 s (issue 3); journeys needing two codes wait. */
export const OTP_RESEND_MS = 60_000;

/** A fresh 10-digit Indian mobile (starts with 9), so journeys never share OTP quotas. */
export { randomMobile } from "./auth.js";

/**
 * Reads the newest code sent to `mobile` from the dev SMS outbox (`GET /api/dev/sms-outbox`,
 * newest first; the code is the 6-digit number in the text). Waits for a message newer than
 * `after` (epoch ms) so a second code is never confused with the first.
 */
export async function readOtp(baseUrl: string, mobile: string, after = 0): Promise<string> {
  const url = `${baseUrl}/api/dev/sms-outbox?mobile=${encodeURIComponent(`+91${mobile}`)}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(url);
    if (res.ok) {
      const { data } = (await res.json()) as { data: { text: string; createdAt: string }[] };
      const newest = data[0];
      const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
      if (code && Date.parse(newest.createdAt) >= after - 1000) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No OTP reached the dev outbox for +91${mobile}`);
}

/**
 * Signs in on /signin with a mobile number and the code from the outbox; returns when done,
 * with the time the code was asked for (the next one may be asked 60 s later).
 */
export async function signInByMobile(page: Page, baseUrl: string, mobile: string): Promise<number> {
  await page.goto("/signin");
  await page.getByLabel("Mobile number").fill(mobile);
  // Another journey may have asked a code for the same number (the seeded SA) within the last
  // 60 s: the page then counts down, and so do we, like a person would.
  const asked = await continueToOtp(page);
  const otpField = page.getByLabel("One-time password (OTP)");
  await otpField.fill(await readOtp(baseUrl, mobile, asked));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/signin");
  return asked;
}

/**
 * Clicks Continue until the OTP field appears. When the server says to wait (429), the page
 * disables Continue and counts down; this waits for it like a person would. (The OTP step has a
 * resend countdown of its own, so the field, not a timer, is what says the code was sent.)
 */
export async function continueToOtp(page: Page, attempts = 3): Promise<number> {
  const otpField = page.getByLabel("One-time password (OTP)");
  const cont = page.getByRole("button", { name: "Continue" });
  for (let i = 0; i < attempts; i++) {
    const asked = Date.now();
    await cont.click();
    const sent = await otpField.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    // Reopened within the resend wait (issue 19): the code sent earlier is the one to type.
    if (sent && (await page.getByText(/a moment ago/).isVisible())) return 0;
    if (sent) return asked;
    await page.waitForFunction(
      () => {
        if (document.querySelector('input[autocomplete="one-time-code"]')) return true;
        const button = [...document.querySelectorAll("button")].find(
          (b) => b.textContent?.trim() === "Continue",
        );
        return button !== undefined && !button.disabled;
      },
      undefined,
      { timeout: 90_000 },
    );
    if (await otpField.isVisible()) return asked;
  }
  throw new Error("The OTP field never appeared");
}
