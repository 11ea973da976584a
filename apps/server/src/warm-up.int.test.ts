import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/helpers.js";
import { warmUp, warmUpLogLine } from "./warm-up.js";

// A low ceiling, so that a warm-up counted against the address real clients call from would
// show in that address' budget.
const { app, database } = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: "60" });

async function counts() {
  const result = (await database.db.execute(
    sql`select (select count(*) from users)::int as users,
      (select count(*) from bookings)::int as bookings,
      (select count(*) from audit_log)::int as audit`,
  )) as unknown as { rows: Record<string, number>[] };
  return result.rows[0];
}

describe("the warm-up before the port opens (docs/decisions/193)", () => {
  it("sends holds through the whole request path, each answered, and writes nothing", async () => {
    const before = await counts();
    const level = app.log.level;
    const result = await warmUp(app, 200);
    // Every request was answered, by the session check: a correctly signed token of a devotee
    // who does not exist. An unanswered request would count under 0.
    expect(result).toMatchObject({ requests: 200, statuses: { 401: 200 } });
    expect(await counts()).toEqual(before);
    // The requests' own log lines were held back only while it ran.
    expect(app.log.level).toBe(level);
  });

  it("leaves the API budget of the address real clients call from untouched", async () => {
    // Injected requests come from 127.0.0.1, as the warm-up's connections did.
    const res = await app.inject({ method: "GET", url: "/api/public/config" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["ratelimit-remaining"]).toBe("59");
  });

  it("gives up on a request left unanswered and counts it under 0, so a stuck start shows", async () => {
    // A server whose hold route never answers (a database that does not respond, say).
    const stuck = Fastify();
    stuck.decorate("ctx", {
      config: { jwtSecret: "x".repeat(32), apiRateLimitPerMinute: 600 },
    } as unknown as FastifyInstance["ctx"]);
    stuck.post("/api/bookings", () => new Promise(() => {}));
    try {
      const result = await warmUp(stuck as unknown as FastifyInstance, 3, {
        answerTimeoutMs: 200,
      });
      expect(result.statuses).toEqual({ 0: 3 });
      expect(warmUpLogLine(result).level).toBe("warn");
    } finally {
      await stuck.close();
    }
  });

  it("logs a warm-up refused throughout by the session check as info, anything else as warn", () => {
    const line = (statuses: Record<number, number>) =>
      warmUpLogLine({ requests: 10, ms: 5, statuses }).level;
    expect(line({ 401: 10 })).toBe("info");
    expect(line({ 401: 9, 500: 1 })).toBe("warn");
    expect(line({ 401: 8, 0: 2 })).toBe("warn");
  });

  it("sends nothing when told to send nothing", async () => {
    expect(await warmUp(app, 0)).toEqual({ requests: 0, ms: 0, statuses: {} });
  });
});
