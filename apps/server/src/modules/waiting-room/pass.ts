import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The waiting room's admission pass (docs/decisions/147, 211): `v1.<payload>.<mac>`, base64url,
 * the payload naming the account, the release, the turn in the queue it admits and the expiry;
 * HMAC-SHA-256 under a key derived from the JWT secret, so every server process of one
 * deployment checks every other's passes. One turn buys one checkout: the hold that carries the
 * pass spends the turn (`pass-spend.ts`).
 */
export interface PassClaims {
  userId: string;
  releaseId: string;
  /** The queue turn admitted: the entry and its position (a new turn has a new position). */
  turn: string;
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
    JSON.stringify({
      u: claims.userId,
      r: claims.releaseId,
      t: claims.turn,
      e: claims.expiresAt.getTime(),
    }),
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
      t?: unknown;
      e?: unknown;
    };
    if (typeof c.u !== "string" || typeof c.r !== "string" || typeof c.e !== "number") return null;
    if (typeof c.t !== "string") return null;
    return { userId: c.u, releaseId: c.r, turn: c.t, expiresAt: new Date(c.e) };
  } catch {
    return null;
  }
}
