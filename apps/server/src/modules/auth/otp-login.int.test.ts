import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import {
  bearer,
  e164,
  lastCode,
  post,
  randomMobile,
  sendOtp,
  signInByOtp,
} from "../../../test/otp.js";
import { ManualClock } from "../../lib/clock.js";

const ctx = await createTestApp();
const clock = new ManualClock();
ctx.app.ctx.clock = clock;

describe("OTP sign-in", () => {
  it("sends a 6-digit code with the DLT template and signs a new number in as a user", async () => {
    const mobile = randomMobile();
    const sent = await sendOtp(ctx, `+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      status: "success",
      data: { requestId: expect.any(String), expiresIn: 300, resendIn: 60 },
    });
    const code = lastCode(ctx, mobile);
    expect(code).toMatch(/^\d{6}$/);

    const res = await post(ctx, "/api/auth/login", {
      mobile: `0${mobile}`,
      otp: code,
      requestId: sent.json().data.requestId,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.authtoken).toBe(body.accessToken);
    expect(body.user).toMatchObject({ role: "user", mobile: e164(mobile) });
    const cookie = res.cookies.find((c) => c.name === "sannidhi_rt");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth" });

    const profile = await ctx.app.inject({
      url: "/api/auth/profile",
      headers: bearer(body.accessToken),
    });
    expect(profile.json()).toEqual({ status: "success", user: body.user });
    const getuser = await ctx.app.inject({
      url: "/api/user/getuser",
      headers: { "auth-token": body.accessToken },
    });
    expect(getuser.json()).toEqual({ status: "success", userdata: body.user });
  });

  it("signs the same number into the same account the second time", async () => {
    const mobile = randomMobile();
    const first = await signInByOtp(ctx, mobile);
    clock.advance(61_000);
    const second = await signInByOtp(ctx, mobile);
    expect(second.userId).toBe(first.userId);
  });

  it("answers the same for a number with and without an account", async () => {
    const known = await signInByOtp(ctx);
    expect(known.res.statusCode).toBe(200);
    clock.advance(61_000);
    const a = await sendOtp(ctx, known.res.json().user.mobile);
    const b = await sendOtp(ctx, randomMobile());
    expect(Object.keys(a.json().data)).toEqual(Object.keys(b.json().data));
    expect({ ...a.json().data, requestId: "" }).toEqual({ ...b.json().data, requestId: "" });
  });

  it("profile without a token answers 401 'Invalid Authorization token'", async () => {
    const res = await ctx.app.inject({ url: "/api/auth/profile" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: "error", error: "Invalid Authorization token" });
  });

  it("stores only an HMAC of the code", async () => {
    const mobile = randomMobile();
    await sendOtp(ctx, mobile);
    const code = lastCode(ctx, mobile);
    const rows = await ctx.database.db.execute(
      sql`select code_hash from otp_challenges where mobile = ${e164(mobile)}`,
    );
    const hash = (rows as unknown as { rows: { code_hash: string }[] }).rows[0]?.code_hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code);
  });

  it("signs in with the code already sent when sign-in is reopened within the resend wait", async () => {
    const mobile = randomMobile();
    expect((await sendOtp(ctx, mobile)).statusCode).toBe(200);
    const code = lastCode(ctx, mobile);
    // The reopened page asks again and is told to wait: no new code, no request id.
    const again = await sendOtp(ctx, mobile);
    expect(again.statusCode).toBe(429);
    expect(lastCode(ctx, mobile)).toBe(code);
    const wrong = await post(ctx, "/api/auth/login", {
      mobile,
      otp: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("OTP_INVALID");
    const res = await post(ctx, "/api/auth/login", { mobile, otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.mobile).toBe(e164(mobile));
    // The code is spent: it cannot sign in a second time.
    expect((await post(ctx, "/api/auth/login", { mobile, otp: code })).statusCode).toBe(400);
  });

  it("never accepts a code of another number, nor one meant for account deletion", async () => {
    const a = randomMobile();
    const b = randomMobile();
    await sendOtp(ctx, a);
    const codeA = lastCode(ctx, a);
    expect((await post(ctx, "/api/auth/login", { mobile: b, otp: codeA })).statusCode).toBe(400);
    clock.advance(61_000);
    expect((await sendOtp(ctx, a, { purpose: "delete" })).statusCode).toBe(200);
    // The newest code of the number is the deletion one; sign-in still checks the sign-in code.
    const res = await post(ctx, "/api/auth/login", { mobile: a, otp: codeA });
    expect(res.statusCode).toBe(200);
  });

  it("takes a code without its request id only from the network that asked for it", async () => {
    const mobile = randomMobile();
    expect((await sendOtp(ctx, mobile, { ip: "203.0.113.10" })).statusCode).toBe(200);
    const code = lastCode(ctx, mobile);
    const from = (remoteAddress: string, otp: string) =>
      post(ctx, "/api/auth/login", { mobile, otp }, { remoteAddress });
    // A stranger elsewhere, even with the right code, gets "not correct" and spends nothing:
    // six wrong guesses would otherwise kill the owner's code (5 tries) and count against them.
    for (let i = 0; i < 6; i++) {
      expect((await from("198.51.100.7", String(100000 + i))).statusCode).toBe(400);
    }
    expect((await from("198.51.100.7", code)).statusCode).toBe(400);
    // The owner, back on the page from the same network, still signs in with it.
    expect((await from("203.0.113.10", code)).statusCode).toBe(200);
  });
});
