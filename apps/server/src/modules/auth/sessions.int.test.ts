import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { bearer, randomMobile, signInByOtp } from "../../../test/otp.js";
import { createUser } from "../../../test/users.js";
import { ManualClock } from "../../lib/clock.js";
import { REFRESH_GRACE_SECONDS } from "./session.service.js";

const ctx = await createTestApp();
const clock = new ManualClock();
ctx.app.ctx.clock = clock;
const MIN = 60_000;

const refresh = (cookie: string) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/refresh", cookies: { sannidhi_rt: cookie } });
const profile = (token: string) =>
  ctx.app.inject({ url: "/api/auth/profile", headers: bearer(token) });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === "sannidhi_rt")?.value ?? "";

async function rows(query: ReturnType<typeof sql>) {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
    .rows;
}

describe("refresh tokens", () => {
  it("rotates on every use and stores only a SHA-256 of the token", async () => {
    const s = await signInByOtp(ctx);
    expect(s.cookie).toMatch(/^[\w-]{43}$/);
    const first = await refresh(s.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: "success", accessToken: expect.any(String) });
    const next = cookieOf(first);
    expect(next).not.toBe(s.cookie);
    expect((await profile(first.json().accessToken)).statusCode).toBe(200);

    const stored = await rows(
      sql`select token_hash from refresh_tokens where user_id = ${s.userId}`,
    );
    expect(stored.length).toBe(2);
    for (const r of stored) {
      expect(r.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([s.cookie, next]).not.toContain(r.token_hash);
    }
  });

  it("revokes the whole family, its access tokens too, when a rotated token is replayed later", async () => {
    const s = await signInByOtp(ctx);
    const first = await refresh(s.cookie);
    const current = first.json().accessToken as string;
    expect((await profile(current)).statusCode).toBe(200);
    clock.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    const stolen = await refresh(s.cookie); // reuse of the rotated one, after the grace window
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toMatchObject({ status: "error", code: "UNAUTHORIZED" });
    // The legitimate holder's newer token is dead too …
    expect((await refresh(cookieOf(first))).statusCode).toBe(401);
    // … and so are the family's access tokens, at once rather than up to 15 minutes later
    // (issue 10, finding 6a: on the landed main they kept working).
    expect((await profile(current)).statusCode).toBe(401);
    expect((await profile(s.token)).statusCode).toBe(401);
  });

  it("keeps the person's other sessions when one family is revoked", async () => {
    const mobile = randomMobile();
    const phone = await signInByOtp(ctx, mobile);
    clock.advance(61_000);
    const laptop = await signInByOtp(ctx, mobile);
    await refresh(phone.cookie);
    clock.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(phone.cookie)).statusCode).toBe(401);
    expect((await profile(phone.token)).statusCode).toBe(401);
    expect((await profile(laptop.token)).statusCode).toBe(200);
    expect((await refresh(laptop.cookie)).statusCode).toBe(200);
  });

  it("answers a retry within the grace window with the same successor (issue 10, finding 6b)", async () => {
    const s = await signInByOtp(ctx);
    const first = await refresh(s.cookie);
    clock.advance((REFRESH_GRACE_SECONDS - 1) * 1000);
    const retry = await refresh(s.cookie); // the first answer was lost on the way
    expect(retry.statusCode).toBe(200);
    expect(cookieOf(retry)).toBe(cookieOf(first));
    expect((await profile(retry.json().accessToken)).statusCode).toBe(200);
    expect((await profile(first.json().accessToken)).statusCode).toBe(200);
    // The successor goes on working: nobody was signed out.
    const next = await refresh(cookieOf(retry));
    expect(next.statusCode).toBe(200);
    // Once the successor has been used, the old token is a replay even inside the window.
    const replay = await refresh(s.cookie);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(cookieOf(next))).statusCode).toBe(401);
  });

  it("refuses garbage and missing cookies with 401", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/auth/refresh" })).statusCode).toBe(
      401,
    );
    expect((await refresh("x".repeat(43))).statusCode).toBe(401);
    expect((await refresh("' or 1=1 --")).statusCode).toBe(401);
  });

  it("ends a devotee session after 30 days", async () => {
    const s = await signInByOtp(ctx);
    clock.advance(29 * 24 * 60 * MIN);
    const still = await refresh(s.cookie);
    expect(still.statusCode).toBe(200);
    clock.advance(24 * 60 * MIN + 1000);
    expect((await refresh(cookieOf(still))).statusCode).toBe(401);
  });

  it("ends a staff session after 30 idle minutes and after 12 hours", async () => {
    const admin = await createUser(ctx, "admin");
    const mobile = admin.mobile.slice(3);
    clock.advance(61_000);
    const s = await signInByOtp(ctx, mobile);
    expect(s.res.json().user.role).toBe("admin");
    clock.advance(29 * MIN);
    const active = await refresh(s.cookie);
    expect(active.statusCode).toBe(200);
    clock.advance(31 * MIN);
    expect((await refresh(cookieOf(active))).statusCode).toBe(401);

    clock.advance(61_000);
    const t = await signInByOtp(ctx, mobile);
    let cookie = t.cookie;
    for (let h = 0; h < 25; h++) {
      clock.advance(29 * MIN + 59_000);
      const res = await refresh(cookie);
      if (res.statusCode !== 200) {
        expect(h).toBe(24); // 24 steps of 29m59s stay under 12 hours; the 25th crosses it
        return;
      }
      cookie = cookieOf(res);
    }
    throw new Error("the staff session outlived 12 hours");
  });
});

describe("logout", () => {
  it("ends the access token at once and revokes the refresh token", async () => {
    const s = await signInByOtp(ctx);
    expect((await profile(s.token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(s.token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "sannidhi_rt")?.value).toBe("");
    const after = await profile(s.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe("Invalid Authorization token");
    expect((await refresh(s.cookie)).statusCode).toBe(401);
  });

  it("needs a signed-in caller", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(401);
  });
});
