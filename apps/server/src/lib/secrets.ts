import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A key for one purpose derived from JWT_SECRET (HKDF-SHA256), so the OTP HMAC key is never the
 * token-signing key itself and rotating JWT_SECRET rotates both.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "sannidhi", purpose, 32));
}

export function hmacHex(key: Buffer, message: string): string {
  return createHmac("sha256", key).update(message).digest("hex");
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Constant-time equality of two hex digests. */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** 256 random bits, URL-safe (refresh tokens, reset links). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}
