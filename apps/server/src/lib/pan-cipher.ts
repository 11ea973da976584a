import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Donors' PANs at rest (issue 18, docs/decisions/172): AES-256-GCM with a fresh 96-bit nonce
 * per value, stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url. The tag makes a tampered or
 * wrongly keyed value fail loudly instead of decrypting to garbage.
 */
export function encryptPan(key: Buffer, pan: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(pan, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
  return `v1.${parts.join(".")}`;
}

export function decryptPan(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("unknown PAN cipher format");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
