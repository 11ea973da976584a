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
});
