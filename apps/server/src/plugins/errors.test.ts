import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "./errors.js";

async function appWithLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: "info", stream } });
  registerErrorHandler(app);
  app.get("/hung-up", async () => {
    throw Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" });
  });
  app.get("/pool-full", async () => {
    throw new Error("timeout exceeded when trying to connect");
  });
  app.get("/too-many", async () => {
    throw Object.assign(new Error("sorry, too many clients already"), { code: "53300" });
  });
  // What drizzle throws when the pool has no connection to give (the driver's error as cause).
  app.get("/pool-full-in-query", async () => {
    throw Object.assign(new Error("Failed query: select 1"), {
      cause: new Error("timeout exceeded when trying to connect"),
    });
  });
  // A new connection that took longer than the pool's wait to open.
  app.get("/slow-connect", async () => {
    throw new Error("Connection terminated due to connection timeout");
  });
  app.get("/broken", async () => {
    throw new Error("database exploded");
  });
  await app.ready();
  return { app, lines };
}

describe("error handler", () => {
  it("notes a client that hung up mid-stream at info, not as a failed request", async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ url: "/hung-up" }).catch(() => undefined);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(
      lines.some((l) => l.level === 30 && l.msg === "client closed the connection early"),
    ).toBe(true);
    await app.close();
  });

  it("answers a saturated database with 503 and Retry-After, so the client or proxy tries again", async () => {
    const { app } = await appWithLog();
    for (const url of ["/pool-full", "/too-many", "/pool-full-in-query", "/slow-connect"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("1");
      expect(res.json()).toEqual({
        status: "error",
        code: "BUSY",
        error: "The server is busy. Please try again.",
      });
    }
    await app.close();
  });

  it("still logs a real failure as an error and answers 500 without internals", async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({ url: "/broken" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: "error",
      code: "INTERNAL",
      error: "Internal server error",
    });
    expect(lines.some((l) => l.level === 50 && l.msg === "request failed")).toBe(true);
    await app.close();
  });
});
