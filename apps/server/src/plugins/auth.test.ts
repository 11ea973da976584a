import { createHmac } from "node:crypto";
import { createSigner } from "fast-jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, tokenKeys, verifyTokenClaims } from "./auth.js";

const SECRET = "a-test-secret-of-enough-length-0123456789";
const user = {
  id: "7f3b1c2a-4d5e-4f60-8a9b-0c1d2e3f4a5b",
  role: "user" as const,
  sessionVersion: 3,
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** A token signed by hand, to forge what our signer never makes. */
function handMade(header: object, claims: object, secret = SECRET): string {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}
const FID = "0b6c7f1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b";
const valid = (over: object = {}) => ({
  sub: user.id,
  fid: FID,
  iss: "sannidhi",
  aud: "sannidhi-api",
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 600,
  ...over,
});

afterEach(() => vi.useRealTimers());

describe("access tokens", () => {
  it("a token we signed is accepted with its subject, role, session version and 15-minute expiry", async () => {
    const keys = tokenKeys(SECRET);
    const token = await signAccessToken(keys, user, { fid: "fam" });
    const claims = await verifyTokenClaims(keys, token);
    expect(claims).toMatchObject({ sub: user.id, role: "user", sv: 3, fid: "fam" });
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(ACCESS_TOKEN_TTL_SECONDS);
  });

  it("refuses a token signed with another secret, unsigned, or with another algorithm", async () => {
    const keys = tokenKeys(SECRET);
    expect(await verifyTokenClaims(keys, handMade({ alg: "HS256" }, valid(), "other"))).toBeNull();
    const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64(valid())}.`;
    expect(await verifyTokenClaims(keys, unsigned)).toBeNull();
    const hs512 = createSigner({ key: SECRET, algorithm: "HS512" })(valid());
    expect(await verifyTokenClaims(keys, hs512)).toBeNull();
    // The same claims signed properly pass: the refusals above are for the reasons named.
    expect(await verifyTokenClaims(keys, handMade({ alg: "HS256" }, valid()))).not.toBeNull();
  });

  it("refuses a token for another issuer or audience, without expiry or subject, or too long", async () => {
    const keys = tokenKeys(SECRET);
    for (const claims of [
      valid({ iss: "someone-else" }),
      valid({ aud: "another-api" }),
      { ...valid(), exp: undefined },
      { ...valid(), sub: undefined },
      // Issue 35: without our issuer, audience or refresh family it is not one of ours.
      { ...valid(), iss: undefined },
      { ...valid(), aud: undefined },
      { ...valid(), fid: undefined },
    ]) {
      expect(await verifyTokenClaims(keys, handMade({ alg: "HS256" }, claims))).toBeNull();
    }
    expect(await verifyTokenClaims(keys, `${"a".repeat(4097)}`)).toBeNull();
    expect(await verifyTokenClaims(keys, undefined)).toBeNull();
  });

  it("refuses an expired token, also one that was accepted (and remembered) before it expired", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00Z") });
    const keys = tokenKeys(SECRET);
    const token = await signAccessToken(keys, user, { fid: FID });
    expect(await verifyTokenClaims(keys, token)).not.toBeNull();
    vi.setSystemTime(new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000));
    expect(await verifyTokenClaims(keys, token)).toBeNull();
  });
});
