import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { randomMobile, sendOtp, signInByOtp } from "../../../test/otp.js";

/**
 * Races that only real PostgreSQL can reveal (ARCHITECTURE.md: PGlite runs one transaction at a
 * time); on PGlite these still prove the outcome, on PostgreSQL they prove the locking.
 */
const ctx = await createTestApp();
// A number's daily budget small enough to reach with ten requests at once.
const budgeted = await createTestApp({ OTP_SMS_PER_NUMBER_PER_DAY: "3" });

describe("limits under concurrency", () => {
  // Issue 35 (decision 210): the one-a-minute wait is per number and source now (a stranger's
  // request must not hold the owner's), so the race is ten at once from one source…
  it("ten simultaneous sends to one number from one source deliver exactly one code", async () => {
    const mobile = randomMobile();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => sendOtp(ctx, mobile, { ip: "203.0.113.1" })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });

  // …and the number's budget from every source together holds against ten sources at once.
  it("ten simultaneous sends to one number from ten sources stay within its daily budget", async () => {
    const mobile = randomMobile();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendOtp(budgeted, mobile, { ip: `203.0.113.${i + 1}` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it("a refresh sent three times at once answers all three with one successor, which stays alive", async () => {
    // Issue 10, finding 6b: on the landed main this signed the devotee out (200, 401, 401, and
    // then the winner's cookie was dead too).
    const s = await signInByOtp(ctx);
    const refresh = (cookie: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/refresh",
        cookies: { sannidhi_rt: cookie },
      });
    const cookieOf = (r: Awaited<ReturnType<typeof refresh>>) =>
      r.cookies.find((c) => c.name === "sannidhi_rt")?.value ?? "";
    const results = await Promise.all([refresh(s.cookie), refresh(s.cookie), refresh(s.cookie)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const successors = new Set(results.map(cookieOf));
    expect(successors.size).toBe(1);
    const [successor = ""] = successors;
    expect(successor).not.toBe(s.cookie);
    expect((await refresh(successor)).statusCode).toBe(200);
  });
});
