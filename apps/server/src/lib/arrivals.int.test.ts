import { connect } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers.js";
import { SURGE_CONNECTIONS, surgeWait } from "./arrivals.js";

const ctx = await createTestApp();
await ctx.app.listen({ port: 0, host: "127.0.0.1" });
const { port } = ctx.app.server.address() as { port: number };
afterAll(() => ctx.app.close());

/** Opens `n` connections at once; resolves once the server has taken each in. */
async function open(n: number) {
  const before = await connections();
  const sockets = Array.from({ length: n }, () => connect({ port, host: "127.0.0.1" }));
  while ((await connections()) < before + n) await new Promise((r) => setImmediate(r));
  return () => {
    for (const s of sockets) s.destroy();
  };
}

function connections(): Promise<number> {
  return new Promise((resolve, reject) =>
    ctx.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
  );
}

describe("the server notes the connections it takes in (docs/decisions/192)", () => {
  it("sees a surge when many devotees connect at once, and not when one does", async () => {
    await new Promise((r) => setTimeout(r, 60));
    const one = await open(1);
    expect(surgeWait()).toBe(0);
    const many = await open(SURGE_CONNECTIONS * 2);
    expect(surgeWait()).toBeGreaterThan(0);
    one();
    many();
  });
});
