import { describe, expect, it } from "vitest";
import { addressKey } from "./index.js";

describe("the address a client is counted by", () => {
  it("keeps IPv4 whole and counts IPv6 by its /64", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:DB8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("counts a connection without an address under one shared key instead of failing it", () => {
    // A WebSocket upgrade whose socket is already gone has no remote address: it must not
    // turn every later request of the staff workspace's live channel into a 500.
    expect(addressKey(undefined)).toBe("unknown");
    expect(addressKey("")).toBe("unknown");
  });
});
