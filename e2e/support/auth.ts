import { randomInt } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { inject } from "vitest";

/** The user object every sign-in call answers (contracts UserDto). */
export interface SignedInUser {
  id: string;
  role: "SA" | "admin" | "editor" | "user" | "GUEST";
  name: string | null;
  username: string | null;
  email: string | null;
  mobile: string | null;
  avatar: string | null;
}

export interface ApiSession {
  token: string;
  user: SignedInUser;
}

/** The demo seed's super admin (config SEED_ADMIN_MOBILE default). */
export const SEEDED_SA_MOBILE = "9000000001";

/**
 * A fresh Indian mobile: 9 then nine digits, from a random start and then one after another, so
 * a journey never meets a number it already used. Each number gets 1 OTP per 60 s.
 */
let lastMobile = randomInt(0, 1e9);
export function randomMobile(): string {
  lastMobile = (lastMobile + 1) % 1e9;
  return `9${String(lastMobile).padStart(9, "0")}`;
}

async function call(baseUrl: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
  });
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { res, body };
}

/** The server allows one code per number per 60 s (issue 3). */
const OTP_RESEND_SECONDS = 60;

/**
 * The newest code sent to `mobile` (as typed, or +91…) from the dev SMS outbox
 * (`GET /api/dev/sms-outbox`, newest first). The SMS is in the outbox before the server answers
 * the request for it, so this reads once, after that answer (`continueToOtp` waits for it).
 */
export async function readOtp(baseUrl: string, mobile: string): Promise<string> {
  const number = mobile.startsWith("+") ? mobile : `+91${mobile}`;
  const { body } = await call(baseUrl, `/api/dev/sms-outbox?mobile=${encodeURIComponent(number)}`);
  const text = (body?.data as { text: string }[] | undefined)?.[0]?.text ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No OTP in the dev outbox for ${number}`);
  return code;
}

/**
 * Lets the 60-second resend wait pass for one number, through the server's per-number test clock
 * (`POST /api/dev/otp-clock`, development and test only): a journey that needs a second code for
 * the same number moves that number's time on instead of sleeping through the rule.
 */
export async function letOtpWaitPass(baseUrl: string, mobile: string): Promise<void> {
  const { res, body } = await call(baseUrl, "/api/dev/otp-clock", {
    method: "POST",
    body: JSON.stringify({ mobile, seconds: OTP_RESEND_SECONDS }),
  });
  if (res.status !== 200)
    throw new Error(`The OTP clock refused: ${res.status} ${JSON.stringify(body)}`);
}

/**
 * Signs a mobile in through the API, the way the sign-in page does: ask for an OTP, read it
 * from the dev SMS outbox (test/dev servers only), confirm it. A number that asked for a code
 * less than 60 s ago (the seeded SA, used by several files) lets the wait pass first.
 */
export async function signInViaApi(baseUrl: string, mobile: string): Promise<ApiSession> {
  const ask = () =>
    call(baseUrl, "/api/auth/otp", { method: "POST", body: JSON.stringify({ mobile }) });
  let sent = await ask();
  if (sent.res.status === 429) {
    await letOtpWaitPass(baseUrl, mobile);
    sent = await ask();
  }
  if (sent.res.status !== 200) {
    throw new Error(
      `OTP send for ${mobile} failed: ${sent.res.status} ${JSON.stringify(sent.body)}`,
    );
  }
  const requestId = (sent.body?.data as { requestId?: string } | undefined)?.requestId ?? "";
  const otp = await readOtp(baseUrl, mobile);
  const login = await call(baseUrl, "/api/auth/login", {
    method: "POST",
    body: JSON.stringify({ mobile, otp, requestId }),
  });
  if (login.res.status !== 200 || !login.body) {
    throw new Error(
      `Login for ${mobile} failed: ${login.res.status} ${JSON.stringify(login.body)}`,
    );
  }
  return { token: login.body.accessToken as string, user: login.body.user as SignedInUser };
}

/**
 * The SA session, shared by every test file of one run through a small file keyed by the
 * server's URL: the seeded number may only receive one OTP a minute. Checked before reuse, so
 * a test that signed the SA out does not break the next one.
 */
export async function superAdmin(baseUrl: string): Promise<ApiSession> {
  const dir = join(tmpdir(), "sannidhi-e2e-sessions");
  const file = join(dir, `${new URL(baseUrl).port}-sa.json`);
  try {
    const cached = JSON.parse(readFileSync(file, "utf8")) as ApiSession;
    const me = await call(baseUrl, "/api/auth/profile", {
      headers: { authorization: `Bearer ${cached.token}` },
    });
    if (me.res.status === 200) return cached;
  } catch {
    // no usable cached session
  }
  const session = await signInViaApi(baseUrl, SEEDED_SA_MOBILE);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(session), { mode: 0o600 });
  return session;
}

/** SA changes a user's role (`PATCH /api/users/:id/role`); the user's sessions end at once. */
export async function setRole(
  baseUrl: string,
  saToken: string,
  userId: string,
  role: SignedInUser["role"],
): Promise<void> {
  const { res, body } = await call(baseUrl, `/api/users/${userId}/role`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${saToken}` },
    body: JSON.stringify({ role }),
  });
  if (res.status !== 200)
    throw new Error(`Role change failed: ${res.status} ${JSON.stringify(body)}`);
}

/**
 * A signed-in session for a role, through the API. SA: the seeded number. Staff roles: the SA
 * adds a fresh number with the role (`POST /api/users`), then that number signs in with an OTP
 * (one OTP per number: a promote-then-sign-in-again flow would hit the 60 s resend limit).
 * `user`: a fresh number signs in and gets a devotee account.
 */
export async function sessionFor(
  baseUrl: string,
  role: "SA" | "admin" | "editor" | "user",
  mobile?: string,
  /** The temples a staff role acts for; the whole trust unless a journey names some. */
  access: { trustWide: boolean; templeIds: string[] } = { trustWide: true, templeIds: [] },
): Promise<ApiSession> {
  if (role === "SA") return mobile ? signInViaApi(baseUrl, mobile) : superAdmin(baseUrl);
  const number = mobile ?? randomMobile();
  if (role !== "user") {
    const sa = await superAdmin(baseUrl);
    const { res, body } = await call(baseUrl, "/api/users", {
      method: "POST",
      headers: { authorization: `Bearer ${sa.token}` },
      body: JSON.stringify({ mobile: number, role, name: `E2E ${role}` }),
    });
    let id = (body?.data as { id?: string } | undefined)?.id;
    if (res.status === 409) {
      // The number already has an account: promote it instead, then sign in.
      const found = await call(baseUrl, `/api/users?q=${number}`, {
        headers: { authorization: `Bearer ${sa.token}` },
      });
      id = (found.body?.data as { id: string }[] | undefined)?.[0]?.id;
      if (!id) throw new Error(`Cannot find the account of ${number}`);
      await setRole(baseUrl, sa.token, id, role);
    } else if (res.status !== 201) {
      throw new Error(`Creating a ${role} failed: ${res.status} ${JSON.stringify(body)}`);
    }
    // A new admin or editor acts for no temple until the SA assigns some (decision 200); most
    // journeys play the trust's own office, which acts for every temple.
    const granted = await call(baseUrl, "/api/user/update", {
      method: "POST",
      headers: { authorization: `Bearer ${sa.token}` },
      body: JSON.stringify({ id, access }),
    });
    if (granted.res.status !== 200)
      throw new Error(`Granting ${role} access failed: ${granted.res.status}`);
  }
  return signInViaApi(baseUrl, number);
}

/**
 * Signs the page in as `role`: stores the access token under the spec's storage keys
 * `accessToken` and `serverAccessToken` (spec section 8) on the app's origin, then returns the
 * user. The next navigation starts the app signed in.
 */
export async function signIn(
  page: Page,
  role: "SA" | "admin" | "editor" | "user",
  mobile?: string,
): Promise<SignedInUser> {
  const baseUrl = inject("baseUrl");
  const session = await sessionFor(baseUrl, role, mobile);
  await signInWithToken(page, session.token);
  return session.user;
}

/** Signs the page in with a token already in hand (the spec's storage keys, section 8). */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.goto("/app");
  await page.evaluate((t) => {
    localStorage.setItem("accessToken", t);
    localStorage.setItem("serverAccessToken", t);
  }, token);
}

// Sign-in *through the pages*, for journeys that test them.

/**
 * Signs in on /signin with a mobile number and the code from the outbox; returns when the page
 * has left sign-in.
 */
export async function signInByMobile(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Mobile number").fill(mobile);
  await continueToOtp(page);
  await page.getByLabel("One-time password (OTP)").fill(await readOtp(baseUrl, mobile));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/signin");
}

/**
 * Clicks Continue and waits for the server's answer to the code request and for the OTP field,
 * as a person waits for the SMS and the field. A number that asked less than 60 s ago is
 * refused (429) and the page counts down; a journey that reuses a number lets the wait pass
 * first (`letOtpWaitPass`). Reopened within the wait (issue 19), the page shows the field for the
 * code sent earlier, which `readOtp` then reads.
 */
export async function continueToOtp(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/auth/otp" && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Continue" }).click();
  const res = await answered;
  const field = page.getByLabel("One-time password (OTP)");
  await field.waitFor().catch(async (err: unknown) => {
    throw new Error(
      `No OTP field after the code request answered ${res.status()}: ${await res.text()}`,
      {
        cause: err,
      },
    );
  });
}
