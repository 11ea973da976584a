import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptPan, encryptPan } from "./pan-cipher.js";

describe("PAN encryption at rest", () => {
  const key = randomBytes(32);

  it("round-trips, and never stores the PAN or the same text twice", () => {
    const a = encryptPan(key, "ABCDE1234F");
    const b = encryptPan(key, "ABCDE1234F");
    expect(a).not.toContain("ABCDE");
    expect(a).not.toBe(b);
    expect(decryptPan(key, a)).toBe("ABCDE1234F");
  });

  it("refuses another key and a tampered value", () => {
    const stored = encryptPan(key, "ABCDE1234F");
    expect(() => decryptPan(randomBytes(32), stored)).toThrow();
    const parts = stored.split(".");
    parts[3] = Buffer.from("XXXXX9999X").toString("base64url");
    expect(() => decryptPan(key, parts.join("."))).toThrow();
  });
});
