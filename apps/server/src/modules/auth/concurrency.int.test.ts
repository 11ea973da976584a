import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { randomMobile, sendOtp, signInByOtp } from "../../../test/otp.js";

/**
 * Races that only real PostgreSQL can reveal (ARCHITECTURE.md: PGlite runs one transaction at a
 * time); on PGlite these still prove the outcome, on PostgreSQL they prove the locking.
 */
const ctx = await createTestApp();

describe("limits under concurrency", () => {
  it("ten simultaneous sends to one number deliver exactly one code", async () => {
    const mobile = randomMobile();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendOtp(ctx, mobile, { ip: `203.0.113.${i + 1}` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });

  it("a refresh token used twice at the same moment works at most once and kills the family", async () => {
    const s = await signInByOtp(ctx);
    const refresh = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/refresh",
        cookies: { sannidhi_rt: s.cookie },
      });
    const results = await Promise.all([refresh(), refresh(), refresh()]);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    for (const r of ok) {
      const next = r.cookies.find((c) => c.name === "sannidhi_rt")?.value ?? "";
      const again = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/refresh",
        cookies: { sannidhi_rt: next },
      });
      expect(again.statusCode).toBe(401);
    }
  });
});
