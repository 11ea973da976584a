import type { LiveServerFrame } from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import type { AuthUser } from "../../plugins/auth.js";
import { encodeMessage, type FanOut, type LiveMessage, MAX_MESSAGE_BYTES } from "./fan-out.js";
import { LocalFanOut } from "./fan-out-local.js";
import { type LiveClient, LiveHub } from "./live-hub.js";

const log = { warn: () => {} } as unknown as FastifyBaseLogger;
const user = (id: string, role: AuthUser["role"] = "admin"): AuthUser => ({
  id,
  role,
  sessionVersion: 1,
});
const client = (u: AuthUser) => {
  const frames: LiveServerFrame[] = [];
  const c: LiveClient & { frames: LiveServerFrame[] } = {
    user: u,
    topics: new Set(),
    frames,
    send: (f) => frames.push(f),
  };
  return c;
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("live hub", () => {
  it("hands an event only to the connections that follow its topic", async () => {
    const hub = new LiveHub(new LocalFanOut(), log);
    await hub.start();
    const a = client(user("a"));
    const b = client(user("b"));
    hub.attach(a);
    hub.attach(b);
    hub.follow(a, "user:a");
    hub.follow(b, "user:b");
    await hub.toUsers(["a"], "hello", { n: 1 });
    await tick();
    expect(a.frames).toEqual([
      { type: "event", topic: "user:a", event: { type: "hello", data: { n: 1 } } },
    ]);
    expect(b.frames).toEqual([]);
    hub.detach(a);
    await hub.toUsers(["a"], "hello", { n: 2 });
    await tick();
    expect(a.frames).toHaveLength(1);
  });

  it("refuses topics of kinds nobody registered, and asks each kind's rule", async () => {
    const hub = new LiveHub(new LocalFanOut(), log);
    hub.addTopic("board", (u, id) => u.role === "SA" && id === "7");
    expect(await hub.mayFollow(user("x", "SA"), "board:7")).toBe(true);
    expect(await hub.mayFollow(user("x", "admin"), "board:7")).toBe(false);
    expect(await hub.mayFollow(user("x", "SA"), "queue:1")).toBe(false);
    expect(() => hub.addTopic("board", () => true)).toThrow(/already registered/);
  });

  it("never fails the publisher when the transport does, and tells clients to reload after a gap", async () => {
    let gap = () => {};
    const broken: FanOut = {
      name: "broken",
      listen: async (_m, onGap) => {
        gap = onGap;
      },
      publish: async () => {
        throw new Error("down");
      },
      close: async () => {},
    };
    const hub = new LiveHub(broken, log);
    await hub.start();
    const a = client(user("a"));
    hub.attach(a);
    await expect(hub.toUsers(["a"], "x", {})).resolves.toBeUndefined();
    gap();
    expect(a.frames).toEqual([{ type: "resync" }]);
  });

  it("sends an event too large for PostgreSQL's NOTIFY without its data", () => {
    const big: LiveMessage = {
      topic: "user:a",
      event: { type: "chat.message", data: "அ".repeat(3000) },
    };
    const text = encodeMessage(big);
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_MESSAGE_BYTES);
    expect(JSON.parse(text)).toEqual({
      topic: "user:a",
      event: { type: "chat.message", data: { more: true } },
    });
    const small: LiveMessage = {
      topic: "user:a",
      event: { type: "chat.message", data: "அ".repeat(2000) },
    };
    expect(JSON.parse(encodeMessage(small))).toEqual(small);
  });
});
