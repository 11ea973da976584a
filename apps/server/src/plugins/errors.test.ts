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
