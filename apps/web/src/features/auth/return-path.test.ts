import { describe, expect, it } from "vitest";
import { returnPath, signInPathFor } from "./return-path";

describe("sign-in return path", () => {
  it("comes back to a path on this site", () => {
    expect(returnPath(signInPathFor("/app/temples/a/book/b?x=1").slice(7))).toBe(
      "/app/temples/a/book/b?x=1",
    );
  });

  it.each([
    ["no next", ""],
    ["another site", "?next=https://evil.example/"],
    ["protocol-relative", "?next=//evil.example"],
    ["backslash", "?next=/%5Cevil.example"],
    ["script", "?next=javascript:alert(1)"],
    ["hidden tab", "?next=/%09/evil.example"],
  ])("falls back to / for %s", (_, search) => {
    expect(returnPath(search)).toBe("/");
  });
});
