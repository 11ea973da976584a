import { OTP } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { lastCode, post, randomMobile } from "../../../test/otp.js";
import { ManualClock } from "../../lib/clock.js";
import { KNOWN_DEVICE_COOKIE } from "./known-device.js";

/**
 * Issue 35, items 1 and 2 (docs/decisions/210): on the landed main five code requests for
 * someone else's number, from any addresses, answered the owner 429 for an hour, and ten wrong
 * passwords from another address locked the owner's right password out for 15 minutes. A
 * stranger with up to 200 addresses must not stop the owner; SMS sent per number and per source
 * stay within their budgets. The stranger's addresses are 200 loopback addresses.
 */
const ctx = await createTestApp();
const clock = new ManualClock(new Date("2026-02-10T06:00:00Z"));
ctx.app.ctx.clock = clock;
const stranger = Array.from(
  { length: 200 },
  (_, i) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`,
);
let seq = 1;
const ownIp = () => `203.0.113.${seq++}`;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

type Cookies = Record<string, string>;
const askCode = (mobile: string, ip: string, cookies: Cookies = {}) =>
  post(ctx, "/api/auth/otp", { mobile }, { remoteAddress: ip, cookies });
const signIn = (
  mobile: string,
  otp: string,
  ip: string,
  requestId?: string,
  cookies: Cookies = {},
) =>
  post(
    ctx,
    "/api/auth/login",
    { mobile, otp, ...(requestId ? { requestId } : {}) },
    {
      remoteAddress: ip,
      cookies,
    },
  );

/** The owner asks for a code and signs in with it; the browser's device cookie, if it got one. */
async function ownerSignsIn(mobile: string, ip: string, cookies: Cookies = {}) {
  const sent = await askCode(mobile, ip, cookies);
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await signIn(mobile, lastCode(ctx, mobile), ip, sent.json().data.requestId, cookies);
  expect(res.statusCode, res.body).toBe(200);
  const device = res.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)?.value;
  return { res, cookies: device ? { [KNOWN_DEVICE_COOKIE]: device } : cookies };
}

describe("a stranger asking for codes to someone else's number", () => {
  it("five requests 61 s apart from other addresses do not stop the owner (the issue's case)", async () => {
    const mobile = randomMobile();
    for (let i = 0; i < 5; i++) {
      expect((await askCode(mobile, stranger[i]!)).statusCode).toBe(200);
      clock.advance(61_000);
    }
    await ownerSignsIn(mobile, ownIp());
  });

  it("two codes from each of 200 addresses: the owner still gets one, and no budget is passed", {
    timeout: 120_000,
  }, async () => {
    const mobile = randomMobile();
    let sent = 0;
    for (let round = 0; round < 2; round++) {
      for (const ip of stranger) {
        const res = await askCode(mobile, ip);
        expect(res.statusCode, res.body).toBe(200);
        sent++;
      }
      clock.advance(61_000);
    }
    // Each address keeps to its own day's limit; 200 of them together stay under the number's
    // budget — a stranger is stopped per source long before the budget (decision 210).
    expect(sent).toBeLessThanOrEqual(200 * OTP.sendsPerNumberSourcePerDay);
    expect(200 * OTP.sendsPerNumberSourcePerDay).toBeLessThan(ctx.config.otpSmsPerNumberPerDay);
    await ownerSignsIn(mobile, ownIp());
  });
});

describe("a stranger guessing codes they asked for, from 200 addresses", () => {
  it("locks the number for unproven sources; the owner's browser that signed in before still signs in", {
    timeout: 300_000,
  }, async () => {
    const mobile = randomMobile();
    const home = ownIp();
    const { cookies } = await ownerSignsIn(mobile, home);
    expect(cookies[KNOWN_DEVICE_COOKIE]).toBeTruthy();
    let last = 0;
    for (const ip of stranger) {
      const sent = await askCode(mobile, ip);
      if (sent.statusCode !== 200) continue;
      const code = lastCode(ctx, mobile);
      last = (await signIn(mobile, wrong(code), ip, sent.json().data.requestId)).statusCode;
    }
    expect(last).toBe(429);
    // An unknown browser on a fresh address is held by the number's lock (NIST's 100)…
    clock.advance(61_000);
    const unknown = await askCode(mobile, ownIp());
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().error).toMatch(/Too many wrong codes for this number/);
    // …the owner's browser is not, from any address: it asks for a code and signs in.
    await ownerSignsIn(mobile, ownIp(), cookies);
  });

  it("the owner's browser may type the newest code whoever asked for it (a code already delivered)", async () => {
    const mobile = randomMobile();
    const { cookies } = await ownerSignsIn(mobile, ownIp());
    clock.advance(61_000);
    expect((await askCode(mobile, stranger[7]!)).statusCode).toBe(200);
    const code = lastCode(ctx, mobile);
    // Without the browser's proof the newest code is only for the source that asked.
    expect((await signIn(mobile, code, ownIp())).statusCode).toBe(400);
    expect((await signIn(mobile, code, ownIp(), undefined, cookies)).statusCode).toBe(200);
  });
});

describe("a stranger guessing someone else's password", () => {
  const password = "the-owners-own-passphrase";
  async function account(ip: string) {
    const email = `owner.${seq++}.${Date.now()}@example.org`;
    const res = await post(
      ctx,
      "/api/auth/register",
      { email, username: "Owner", password },
      {
        remoteAddress: ip,
      },
    );
    expect(res.statusCode).toBe(200);
    const device = res.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)?.value ?? "";
    return { email, cookies: { [KNOWN_DEVICE_COOKIE]: device } };
  }
  const signin = (email: string, pass: string, ip: string, cookies: Cookies = {}) =>
    post(ctx, "/api/auth/signin", { email, password: pass }, { remoteAddress: ip, cookies });

  it("ten wrong passwords from another address do not stop the owner from their own (the issue's case)", async () => {
    const home = ownIp();
    const { email } = await account(home);
    for (let i = 0; i < 10; i++) await signin(email, `wrong-${i}-guess`, stranger[0]!);
    // A fresh browser, the owner's own address: no device cookie needed for this.
    expect((await signin(email, password, home)).statusCode).toBe(200);
  });

  it("slows the guessing source with growing delays rather than locking anyone", async () => {
    const { email } = await account(ownIp());
    const ip = stranger[1]!;
    for (let i = 0; i < 5; i++)
      expect((await signin(email, `w${i}-xxxxxx`, ip)).statusCode).toBe(400);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const held = await signin(email, password, ip);
      expect(held.statusCode).toBe(429);
      const wait = Number(held.headers["retry-after"]);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await signin(email, `again-${i}-wrong`, ip)).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // The right password from the same address, once the delay has passed.
    clock.advance(16_000);
    expect((await signin(email, password, ip)).statusCode).toBe(200);
  });

  it("from 200 addresses: unknown browsers are slowed, the owner's browser signs in at once", {
    timeout: 300_000,
  }, async () => {
    const { email, cookies } = await account(ownIp());
    for (const ip of stranger) await signin(email, `guess-from-${ip}`, ip);
    const unknown = await signin(email, password, ownIp());
    expect(unknown.statusCode).toBe(429);
    expect(Number(unknown.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signin(email, password, ownIp(), cookies)).statusCode).toBe(200);
    // A success ends the account's run of failures: unknown browsers are not held any more.
    expect((await signin(email, password, ownIp())).statusCode).toBe(200);
  });
});
