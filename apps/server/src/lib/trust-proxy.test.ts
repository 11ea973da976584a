import { describe, expect, it } from "vitest";
import { fastifyTrustProxy } from "./trust-proxy.js";

describe("hop-count trust", () => {
  it("trusts the peer only on a loopback or private address, then that many hops", () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== "function") throw new Error("a hop count becomes a function");
    for (const peer of ["127.0.0.1", "::1", "10.0.0.2", "::ffff:192.168.1.5", "172.20.0.3"]) {
      expect(trust(peer, 0), peer).toBe(true);
    }
    for (const peer of ["203.0.113.9", "::ffff:203.0.113.9", "2001:db8::1", "172.32.0.1"]) {
      expect(trust(peer, 0), peer).toBe(false);
    }
    expect(trust("198.51.100.1", 1)).toBe(true);
    expect(trust("198.51.100.1", 2)).toBe(false);
  });

  it("passes lists through and keeps trust off when off", () => {
    expect(fastifyTrustProxy(["loopback", "10.0.0.0/8"])).toEqual(["loopback", "10.0.0.0/8"]);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
