import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The waiting room's admission pass (docs/decisions/147): `v1.<payload>.<mac>`, base64url, the
 * payload naming the account, the release and the expiry; HMAC-SHA-256 under a key derived from
 * the JWT secret, so every server process of one deployment checks every other's passes.
 */
export interface PassClaims {
  userId: string;
  releaseId: string;
  expiresAt: Date;
}

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "sannidhi", "waiting-room-pass", 32));
    keys.set(secret, key);
  }
  return key;
}

function mac(secret: string, payload: string): Buffer {
  return createHmac("sha256", keyOf(secret)).update(`v1.${payload}`).digest();
}

export function signPass(secret: string, claims: PassClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claims.userId, r: claims.releaseId, e: claims.expiresAt.getTime() }),
  ).toString("base64url");
  return `v1.${payload}.${mac(secret, payload).toString("base64url")}`;
}

/** The pass's claims when its signature holds (expiry is the caller's to compare), else null. */
export function readPass(secret: string, pass: string): PassClaims | null {
  const parts = pass.split(".");
  if (parts.length !== 3 || parts[0] !== "v1") return null;
  const [, payload = "", sig = ""] = parts;
  const given = Buffer.from(sig, "base64url");
  const want = mac(secret, payload);
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  try {
    const c = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      u?: unknown;
      r?: unknown;
      e?: unknown;
    };
    if (typeof c.u !== "string" || typeof c.r !== "string" || typeof c.e !== "number") return null;
    return { userId: c.u, releaseId: c.r, expiresAt: new Date(c.e) };
  } catch {
    return null;
  }
}
