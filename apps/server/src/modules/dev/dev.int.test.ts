import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { lastCode, randomMobile, sendOtp, signInByOtp } from "../../../test/otp.js";
import type { SmsProvider } from "../../providers/sms/sms-provider.js";

const ctx = await createTestApp();
const prod = await createTestApp({
  NODE_ENV: "production",
  JWT_SECRET: "p".repeat(40),
  ALLOW_DEV_PROVIDERS: "true",
});
const failing = await createTestApp();

describe("dev outboxes", () => {
  it("lists the SMS sent to a number, newest first", async () => {
    const mobile = randomMobile();
    await sendOtp(ctx, mobile);
    await sendOtp(ctx, randomMobile());
    const res = await ctx.app.inject({ url: `/api/dev/sms-outbox?mobile=${mobile}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("success");
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      to: `+91${mobile}`,
      text: expect.stringMatching(/^\d{6} is your Sannidhi/),
    });
    const all = await ctx.app.inject({ url: "/api/dev/sms-outbox" });
    expect(all.json().data.length).toBe(2);
    expect(all.json().data[1].to).toBe(`+91${mobile}`);
  });

  it("answers only a client on this machine, talking to the server directly", async () => {
    await sendOtp(ctx, randomMobile());
    const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ url: "/api/dev/sms-outbox", remoteAddress, headers });
    for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect((await outbox(local)).statusCode, local).toBe(200);
    }
    // On the landed main any address could read every sign-in code.
    for (const remote of ["192.0.2.10", "10.0.0.7", "::ffff:192.0.2.10", "2001:db8::1"]) {
      const res = await outbox(remote);
      expect(res.statusCode, remote).toBe(404);
      expect(res.body).not.toMatch(/Sannidhi sign-in code/);
    }
    // A reverse proxy on the same host connects from loopback on behalf of someone else.
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      expect((await outbox("127.0.0.1", { [header]: "192.0.2.10" })).statusCode, header).toBe(404);
    }
    const mail = await ctx.app.inject({ url: "/api/dev/mail-outbox", remoteAddress: "192.0.2.10" });
    expect(mail.statusCode).toBe(404);
  });

  it("answers only a browser that addressed this machine by a loopback name (DNS rebinding)", async () => {
    await sendOtp(ctx, randomMobile());
    const outbox = (url: string, host: string) =>
      ctx.app.inject({ url, remoteAddress: "127.0.0.1", headers: { host } });
    for (const host of [
      "localhost",
      "localhost:3000",
      "127.0.0.1:5173",
      "[::1]:3000",
      "app.localhost",
    ]) {
      expect((await outbox("/api/dev/sms-outbox", host)).statusCode, host).toBe(200);
    }
    // Issue 35, item 6: a page on evil.example whose name was rebound to 127.0.0.1 runs in the
    // developer's browser, so it connects from loopback — but it says its own name.
    for (const host of [
      "evil.example",
      "evil.example:3000",
      "localhost.evil.example",
      "127.0.0.1.nip.io",
    ]) {
      for (const url of ["/api/dev/sms-outbox", "/api/dev/mail-outbox"]) {
        const res = await outbox(url, host);
        expect(res.statusCode, `${url} ${host}`).toBe(404);
        expect(res.body).not.toMatch(/Sannidhi sign-in code/);
      }
    }
  });

  it("lets the resend wait pass for one number only, with a test clock (issue 34)", async () => {
    const mobile = randomMobile();
    const other = randomMobile();
    for (const m of [mobile, other]) expect((await sendOtp(ctx, m)).statusCode).toBe(200);
    expect((await sendOtp(ctx, mobile)).statusCode).toBe(429);
    const clock = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: "POST", url: "/api/dev/otp-clock", payload });
    const moved = await clock({ mobile, seconds: 60 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({ mobile: `+91${mobile}`, seconds: 60 });
    expect((await sendOtp(ctx, mobile)).statusCode).toBe(200);
    // Time passed for that number alone: the other still waits out its minute.
    expect((await sendOtp(ctx, other)).statusCode).toBe(429);
    // The newest code signs in as usual.
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { mobile, otp: lastCode(ctx, mobile) },
    });
    expect(login.statusCode).toBe(200);
    for (const bad of [{ mobile, seconds: 0 }, { mobile: "12", seconds: 60 }, { mobile }]) {
      const res = await clock(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().status).toBe("error");
    }
  });

  it("does not exist in production", async () => {
    for (const url of ["/api/dev/sms-outbox", "/api/dev/mail-outbox"]) {
      const res = await prod.app.inject({ url });
      expect(res.statusCode).toBe(404);
    }
    expect(prod.app.registeredRoutes.some((r) => r.url.startsWith("/api/dev"))).toBe(false);
  });

  it("marks the refresh cookie Secure in production", async () => {
    const s = await signInByOtp(prod);
    const cookie = s.res.cookies.find((c) => c.name === "sannidhi_rt");
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict" });
  });
});

describe("SMS gateway failure", () => {
  it("answers 503 with Retry-After and the code cannot be used", async () => {
    const broken: SmsProvider = {
      name: "broken",
      send: async () => {
        throw new Error("gateway down");
      },
    };
    failing.app.ctx.sms = broken;
    const res = await sendOtp(failing, randomMobile());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "error", code: "SMS_UNAVAILABLE" });
    expect(res.headers["retry-after"]).toBe("60");
  });
});
