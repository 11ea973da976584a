import { eq } from "drizzle-orm";
import Fastify, { type LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { bearer, randomMobile, sendOtp, signInByOtp } from "../../../test/otp.js";
import { buildApp } from "../../app.js";
import { rateLimitCounters } from "../../db/schema/rate-limits.js";
import { ManualClock } from "../../lib/clock.js";
import { registerErrorHandler } from "../errors.js";
import { registerApiCeiling } from "./index.js";
import { LeasedRateLimitStore } from "./leased-store.js";
import { PgRateLimitStore } from "./pg-store.js";
import type { RateLimitStore } from "./store.js";

/**
 * Issue 10, finding 7: one ceiling per client over the whole API, with the IETF RateLimit fields
 * on every answer. Five a minute here so the test can reach it.
 */
const ctx = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: "5" });
const clock = new ManualClock(new Date("2026-03-01T06:00:00Z"));
ctx.app.ctx.clock = clock;
/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: each with the store
 * it would have there (a leased PostgreSQL store), on PGlite too.
 */
async function processOnSharedDatabase() {
  const store = new LeasedRateLimitStore(new PgRateLimitStore(ctx.database.db));
  const app = await buildApp({ config: ctx.config, database: ctx.database, rateLimitStore: store });
  app.ctx.clock = clock;
  afterAll(() => app.close());
  return app;
}
const [one, two] = [await processOnSharedDatabase(), await processOnSharedDatabase()];

let n = 0;
const freshIp = () => `198.51.100.${++n}`;
const call = (ip: string, headers: Record<string, string> = {}, app = ctx.app) =>
  app.inject({ url: "/api/public/config", remoteAddress: ip, headers });
const fields = (res: LightMyRequestResponse) => ({
  limit: res.headers["ratelimit-limit"],
  remaining: res.headers["ratelimit-remaining"],
  reset: res.headers["ratelimit-reset"],
});

describe("the API ceiling per client", () => {
  it("tells every answer what is left and refuses the sixth request in a minute", async () => {
    const ip = freshIp();
    for (let i = 4; i >= 0; i--) {
      const res = await call(ip);
      expect(res.statusCode).toBe(200);
      expect(fields(res)).toEqual({ limit: "5", remaining: String(i), reset: "60" });
    }
    clock.advance(20_000);
    const sixth = await call(ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ status: "error", code: "RATE_LIMITED" });
    expect(sixth.headers["retry-after"]).toBe("40");
    expect(fields(sixth)).toEqual({ limit: "5", remaining: "0", reset: "40" });

    // Another client is not affected; the same client is served again once the minute is over.
    expect((await call(freshIp())).statusCode).toBe(200);
    clock.advance(40_000);
    const next = await call(ip);
    expect(next.statusCode).toBe(200);
    expect(fields(next).remaining).toBe("4");
  });

  it("counts every API route, whatever it answers — routes added later too", async () => {
    const routes = ctx.app.registeredRoutes.filter(
      (r) => r.url.startsWith("/api/") && r.method !== "HEAD" && r.method !== "OPTIONS",
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = route.url.replace(/:[^/]+/g, "00000000-0000-4000-8000-000000000000");
      const res = await ctx.app.inject({
        method: route.method as "GET",
        url,
        remoteAddress: freshIp(),
      });
      expect(fields(res), `${route.method} ${route.url} (${res.statusCode})`).toEqual({
        limit: "5",
        remaining: "4",
        reset: "60",
      });
    }
  });

  it("is shared by every server process on the database", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await call(ip, {}, one)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await call(ip, {}, two)).statusCode).toBe(200);
    expect((await call(ip, {}, two)).statusCode).toBe(429);
    expect((await call(ip, {}, one)).statusCode).toBe(429);
  });

  it("buys no fresh budget with a made-up X-Forwarded-For", async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(ip, { "x-forwarded-for": `192.0.2.${i + 1}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("counts a signed-in person on their own, not with everyone on their network", async () => {
    const ip = freshIp();
    const devotee = await signInByOtp(ctx, randomMobile(), ip); // two requests
    for (let i = 0; i < 3; i++) await call(ip);
    expect((await call(ip)).statusCode).toBe(429);
    const own = await call(ip, bearer(devotee.token));
    expect(own.statusCode).toBe(200);
    expect(fields(own).remaining).toBe("4");
    // A token we did not sign is nobody's: it counts with the address.
    const forged = `${devotee.token.slice(0, -4)}AAAA`;
    expect((await call(ip, bearer(forged))).statusCode).toBe(429);
  });

  it("answers a limit of its own with that limit's fields", async () => {
    const ip = freshIp();
    const mobile = randomMobile();
    expect((await sendOtp(ctx, mobile, { ip })).statusCode).toBe(200);
    clock.advance(15_000);
    const again = await sendOtp(ctx, mobile, { ip });
    expect(again.statusCode).toBe(429);
    expect(again.headers["retry-after"]).toBe("45");
    // One code per number a minute: that limit, not the ceiling (which has 3 left here).
    expect(fields(again)).toEqual({ limit: "1", remaining: "0", reset: "45" });
  });
});

/** A bare app with the ceiling and a few routes of its own, as a module would add them. */
async function appWith(store: RateLimitStore) {
  const app = Fastify();
  app.decorate("ctx", { ...ctx.app.ctx, rateLimitStore: store });
  registerErrorHandler(app);
  const warnings: string[] = [];
  app.log.warn = ((_obj: unknown, msg?: string) => void warnings.push(String(msg))) as never;
  await app.register(
    async (api) => {
      await registerApiCeiling(api, { apiRateLimitPerMinute: 5, jwtSecret: ctx.config.jwtSecret });
      api.get("/plain", async () => ({ ok: true }));
      api.get("/own", { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
        ok: true,
      }));
      api.get("/exempt", { config: { rateLimit: false } }, async () => ({ ok: true }));
    },
    { prefix: "/api" },
  );
  afterAll(() => app.close());
  return { app, warnings };
}

describe("routes with a limit of their own", () => {
  it("get theirs instead of the ceiling, counted apart, or none when they opt out", async () => {
    const { app } = await appWith(new PgRateLimitStore(ctx.database.db));
    const ip = freshIp();
    const get = (url: string) => app.inject({ url, remoteAddress: ip });
    expect(fields(await get("/api/own"))).toEqual({ limit: "2", remaining: "1", reset: "60" });
    await get("/api/own");
    const third = await get("/api/own");
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe("RATE_LIMITED");
    // The route's own counter, keyed by the route, did not spend the ceiling's budget.
    const keys = await ctx.database.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `GET /api/own|ip:${ip}`));
    expect(keys).toHaveLength(1);
    expect(fields(await get("/api/plain"))).toEqual({ limit: "5", remaining: "4", reset: "60" });
    const exempt = await get("/api/exempt");
    expect(exempt.statusCode).toBe(200);
    expect(exempt.headers["ratelimit-limit"]).toBeUndefined();
  });

  it("let requests through when the store fails, and say so in the log", async () => {
    const broken: RateLimitStore = {
      hit: async () => {
        throw new Error("database unreachable");
      },
      prune: async () => {},
    };
    const { app, warnings } = await appWith(broken);
    for (let i = 0; i < 7; i++) {
      expect((await app.inject({ url: "/api/plain", remoteAddress: freshIp() })).statusCode).toBe(
        200,
      );
    }
    expect(warnings).toContain("rate limit store failed: request let through");
  });
});
