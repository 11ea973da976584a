import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacHex(secret: string | Buffer, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Constant-time comparison of a hex signature with the expected one. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const a = Buffer.from(expectedHex, "utf8");
  const b = Buffer.from(givenHex, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
