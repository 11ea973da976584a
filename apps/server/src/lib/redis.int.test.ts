import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createTemple } from "../../test/catalog.js";
import { createTestApp, type TestContext } from "../../test/helpers.js";
import { openLive } from "../../test/live.js";
import { secondInstance } from "../../test/second-instance.js";
import { createUser } from "../../test/users.js";
import type { App } from "../app.js";
import { temples } from "../db/schema/index.js";

/**
 * Two server processes' apps on one PostgreSQL and one Redis (REDIS_URL, docs/decisions/150–154):
 * the API ceiling, the live channel and the temple search answers go through Redis. Runs in the
 * PostgreSQL pass (Redis on 127.0.0.1:6379, or REDIS_URL); each file run has its own key prefix.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `sannidhi-test:${randomUUID().slice(0, 8)}:`;
const ctx = onPostgres
  ? await createTestApp({
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      API_RATE_LIMIT_PER_MINUTE: "5",
    })
  : (undefined as unknown as TestContext);
const one = ctx?.app;
const two = onPostgres ? await secondInstance(ctx) : (undefined as unknown as App);
const raw = onPostgres ? new Redis(redisUrl) : (undefined as unknown as Redis);
/** A process whose Redis goes away (its own app, so the others keep theirs). */
const alone = onPostgres
  ? await createTestApp({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix })
  : (undefined as unknown as TestContext);
afterAll(async () => {
  if (!raw) return;
  const keys = await raw.keys(`${prefix}*`);
  if (keys.length) await raw.del(...keys);
  raw.disconnect();
});

let n = 0;
const freshIp = () => `203.0.113.${++n}`;

describe.skipIf(!onPostgres)("several processes sharing Redis", () => {
  it("are ready only while the database and Redis answer", async () => {
    const res = await one.inject({ url: "/api/health/ready", remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "success", data: { db: "up", redis: "up" } });
  });

  it("share one API ceiling per client, counted in Redis", async () => {
    const ip = freshIp();
    const call = (app: App) => app.inject({ url: "/api/public/config", remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await call(one)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await call(two)).statusCode).toBe(200);
    const refused = await call(two);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: "error", code: "RATE_LIMITED" });
    expect((await call(one)).statusCode).toBe(429);
    expect(await raw.get(`${prefix}rl:ip:${ip}`)).toBe("7");
  });

  it("deliver a live event published on one process to a connection on the other", async () => {
    expect(one.ctx.live.transport).toBe("redis");
    const admin = await createUser(ctx, "admin");
    const onTwo = await openLive(two, admin.token);
    await one.ctx.live.toUsers([admin.id], "test.cross", { from: "one" });
    expect(await onTwo.event("test.cross")).toEqual({ from: "one" });
    onTwo.close();
  });

  it("resubscribe after losing Redis, and tell their clients to reload what they show", async () => {
    const admin = await createUser(ctx, "admin");
    const onOne = await openLive(one, admin.token);
    // Both apps run in this test's process: kill every subscriber of this file's channel.
    const list = String(await raw.call("CLIENT", "LIST", "TYPE", "pubsub"));
    const ids = [...list.matchAll(/id=(\d+) [^\n]*name=(\S+)/g)]
      .filter(([, , name]) => name?.startsWith(`${prefix}live:`))
      .map(([, id]) => id as string);
    expect(ids.length).toBeGreaterThanOrEqual(2); // one, two and `alone`
    for (const id of ids) await raw.call("CLIENT", "KILL", "ID", id);
    await onOne.next((f) => f.type === "resync", 10_000);
    // Listening again: an event from the other process arrives.
    await expect
      .poll(
        async () => {
          await two.ctx.live.toUsers([admin.id], "test.after", { again: true });
          return onOne.frames.some((f) => f.type === "event" && f.event.type === "test.after");
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(true);
    onOne.close();
  });

  it("share search answers, and a catalogue change through one is seen by the other at once", async () => {
    const { temple } = await createTemple(ctx, { name: `Shared Cache ${randomUUID()}` });
    const search = async (app: App) => {
      const res = await app.inject({
        url: `/api/public/temples?q=${encodeURIComponent(temple.name)}&lang=en`,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.map((c: { name: string }) => c.name);
    };
    expect(await search(two)).toEqual([temple.name]);
    // The other process's answer came through Redis, kept under the catalogue version.
    expect(await raw.keys(`${prefix}search:*`)).not.toHaveLength(0);
    expect(await search(one)).toEqual([temple.name]);

    await one.ctx.database.db
      .update(temples)
      .set({ published: false })
      .where(eq(temples.id, temple.id));
    expect(await search(two)).toEqual([]);
  });

  it("share a corrected answer, each saying what its own devotee typed (decision 176)", async () => {
    const { temple } = await createTemple(ctx, { name: "Kamakhya Devi Temple" });
    const ask = async (app: App, q: string) => {
      const res = await app.inject({
        url: `/api/public/temples?q=${encodeURIComponent(q)}&lang=en`,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const first = await ask(two, "kamakhja devi");
    expect(first.data.map((c: { slug: string }) => c.slug)).toEqual([temple.slug]);
    expect(first.meta.understoodAs).toEqual({ kind: "corrected", text: "Kamakhya devi" });
    // Kept in Redis under the corrected words; the other process reads it from there.
    expect(await raw.keys(`${prefix}search:*kamaky devi*`)).toHaveLength(1);
    const other = await ask(one, "kamakhja DEVI");
    expect(other.data).toEqual(first.data);
    expect(other.meta.understoodAs).toEqual({ kind: "corrected", text: "Kamakhya DEVI" });
  });

  it("stop being ready when Redis stops answering", async () => {
    alone.app.ctx.redis?.disconnect();
    const res = await alone.app.inject({ url: "/api/health/ready", remoteAddress: freshIp() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "error", code: "REDIS_DOWN" });
    // Liveness is the database's alone: the balancer does not restart it for Redis.
    expect((await alone.app.inject({ url: "/api/health" })).statusCode).toBe(200);
  });
});
