import { randomInt } from "node:crypto";
import type { Page } from "playwright-core";

/** The seeded super admin (apps/server/src/db/seed): the number as a person types it. */
export const SEEDED_SA_MOBILE = "9000000001";
/** The server allows one code per number per 60 s (issue 3); journeys needing two codes wait. */
export const OTP_RESEND_MS = 60_000;

/** A fresh 10-digit Indian mobile (starts with 9), so journeys never share OTP quotas. */
export function randomMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}

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

/** Signs in on /signin with a mobile number and the code from the outbox; returns when done. */
export async function signInByMobile(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Mobile number").fill(mobile);
  const asked = Date.now();
  await page.getByRole("button", { name: "Continue" }).click();
  const otpField = page.getByLabel("One-time password (OTP)");
  await otpField.waitFor();
  await otpField.fill(await readOtp(baseUrl, mobile, asked));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== "/signin");
}
