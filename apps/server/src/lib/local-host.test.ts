import { describe, expect, it } from "vitest";
import { isLoopbackHost, isLoopbackOrigin } from "./local-host.js";

/**
 * Issue 35, item 6. The injected requests of dev.int.test.ts cannot send an empty Host (the test
 * client fills in `localhost:80`), so the names a browser may send are checked here as well.
 */
describe("a loopback name, as a browser on this machine writes it", () => {
  it("is localhost, its subdomains, 127/8 or [::1], with or without a port", () => {
    for (const host of [
      "localhost",
      "LOCALHOST:3000",
      "app.localhost",
      "127.0.0.1:5173",
      "[::1]",
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it("is never a rebound public name, an empty or a missing Host", () => {
    for (const host of [
      "",
      undefined,
      "evil.example",
      "localhost.evil.example",
      "127.0.0.1.nip.io",
      "localhost:99999x",
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
    expect(isLoopbackOrigin("http://localhost:3000")).toBe(true);
    expect(isLoopbackOrigin("https://evil.example")).toBe(false);
    expect(isLoopbackOrigin("file:///etc/passwd")).toBe(false);
    expect(isLoopbackOrigin("not a url")).toBe(false);
  });
});
