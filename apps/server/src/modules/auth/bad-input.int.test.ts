import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import {
  otpChallenges,
  passwordResetTokens,
  rateEvents,
  refreshTokens,
} from "../../db/schema/auth.js";
import { users } from "../../db/schema/users.js";

const ctx = await createTestApp();
const sa = await createUser(ctx, "SA");
const { db } = ctx.database;

const big = "9".repeat(10_240);
const sqlish = "'; drop table users; --";
const script = "<script>alert(1)</script>";

/** Bad bodies for every auth call: missing fields, wrong types, 10 kB strings, injections. */
const CASES: Record<string, unknown[]> = {
  "/api/auth/otp": [
    {},
    { mobile: 9876543210 },
    { mobile: big },
    { mobile: "+14155550100" },
    { mobile: "+44 7700 900123" },
    { mobile: "5876543210" },
    { mobile: "98765" },
    { mobile: sqlish },
    { mobile: script },
    { mobile: "9876543210", purpose: "admin" },
    [],
    "9876543210",
  ],
  "/api/auth/login": [
    {},
    { mobile: "9876543210" },
    { mobile: "9876543210", otp: 123456, requestId: crypto.randomUUID() },
    { mobile: "9876543210", otp: "12345", requestId: crypto.randomUUID() },
    { mobile: "9876543210", otp: big, requestId: crypto.randomUUID() },
    { mobile: "9876543210", otp: "123456", requestId: sqlish },
    { mobile: "+15551234567", otp: "123456", requestId: crypto.randomUUID() },
    { mobile: script, otp: "123456", requestId: crypto.randomUUID() },
  ],
  "/api/auth/register": [
    {},
    { email: "a@b.co", username: "x" },
    { email: big, username: "x", password: "long-enough" },
    { email: "a@b.co", username: big, password: "long-enough" },
    { email: "a@b.co", username: "x", password: big },
    { email: sqlish, username: "x", password: "long-enough" },
    { email: `${script}@x.org`, username: "x", password: "long-enough" },
    { email: ["a@b.co"], username: "x", password: "long-enough" },
    { email: "a@b.co", username: 42, password: "long-enough" },
  ],
  "/api/auth/signin": [
    {},
    { email: "a@b.co" },
    { email: sqlish, password: "x" },
    { email: "a@b.co", password: big },
  ],
  "/api/auth/forgot-password": [{}, { email: big }, { email: sqlish }, { email: 7 }],
  "/api/auth/reset-password": [
    {},
    { token: sqlish, password: "long-enough" },
    { token: big, password: "long-enough" },
    { token: "x".repeat(43), password: "short" },
    { token: "x".repeat(43) },
  ],
  "/api/user/delete": [
    {},
    { reason: big, mobile: "9876543210", otp: "123456", requestId: crypto.randomUUID() },
    { reason: "x", mobile: sqlish, otp: "123456", requestId: crypto.randomUUID() },
    { reason: "x", mobile: "9876543210", otp: script, requestId: crypto.randomUUID() },
  ],
};

async function snapshot() {
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    users: await n(users),
    challenges: await n(otpChallenges),
    refresh: await n(refreshTokens),
    resets: await n(passwordResetTokens),
  };
}

describe("bad input on every auth call", () => {
  for (const [url, bodies] of Object.entries(CASES)) {
    it(`${url} answers 4xx envelopes and changes nothing`, async () => {
      const before = await snapshot();
      for (const body of bodies) {
        const res = await ctx.app.inject({ method: "POST", url, payload: body as object });
        expect(
          res.statusCode,
          `${url} ${JSON.stringify(body).slice(0, 80)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({
          status: "error",
          code: expect.any(String),
          error: expect.any(String),
        });
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it("explains a non-Indian number clearly", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/otp",
      payload: { mobile: "+14155550100" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/valid 10-digit Indian mobile number/);
  });

  it("refuses bad role-change input", async () => {
    const target = await createUser(ctx, "user");
    for (const payload of [{}, { role: big }, { role: sqlish }, { role: ["SA"] }]) {
      const res = await ctx.app.inject({
        method: "PATCH",
        url: `/api/users/${target.id}/role`,
        headers: sa.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const list = await ctx.app.inject({
      url: `/api/users?role=${encodeURIComponent(sqlish)}`,
      headers: sa.headers,
    });
    expect(list.statusCode).toBe(400);
    const q = await ctx.app.inject({
      url: `/api/users?q=${encodeURIComponent("%' or 1=1 --")}`,
      headers: sa.headers,
    });
    expect(q.statusCode).toBe(200);
    expect(q.json().data).toEqual([]);
  });

  it("counts nothing toward send quotas for refused input", async () => {
    const [row] = await db.select({ n: count() }).from(rateEvents);
    expect(row?.n).toBe(0);
  });
});
