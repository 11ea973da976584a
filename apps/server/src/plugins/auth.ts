import { inArray, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { type JWTPayload, jwtVerify, SignJWT } from "jose";
import type { Db } from "../db/client.js";
import { refreshTokens } from "../db/schema/auth.js";
import { type ROLES, users } from "../db/schema/users.js";
import { forbidden, unauthorized } from "../lib/errors.js";
import { TickBatcher } from "../lib/tick-batch.js";

export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: Role[] = ["SA", "admin", "editor"];

export interface AuthUser {
  id: string;
  role: Role;
  sessionVersion: number;
  /**
   * A mobile number is on the account and verified: read with the session check, so a route
   * that needs it (booking) does not read the user again (docs/decisions/141).
   */
  mobileVerified?: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `authenticate` (and so by every `requireRole`). */
    user?: AuthUser;
  }
  interface FastifyContextConfig {
    /** Routes that anyone may call, declared so the authorization matrix can tell. */
    public?: boolean;
    /** Roles a route admits: set by requireRole, read by the authorization matrix test. */
    roles?: Role[] | "any";
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "sannidhi";
const AUDIENCE = "sannidhi-api";

export interface TokenKeys {
  secret: Uint8Array;
}

const keysBySecret = new Map<string, TokenKeys>();
const verifyKeys = new WeakMap<TokenKeys, Promise<CryptoKey>>();

/** The keys for a secret, made once per secret (every request asks). */
export function tokenKeys(jwtSecret: string): TokenKeys {
  let keys = keysBySecret.get(jwtSecret);
  if (!keys) {
    keys = { secret: new TextEncoder().encode(jwtSecret) };
    keysBySecret.set(jwtSecret, keys);
  }
  return keys;
}

/**
 * The HMAC key imported once: given raw bytes, jose imports the key again on every verification,
 * a measured cost of every signed-in request under a surge (docs/decisions/140).
 */
function verifyKey(keys: TokenKeys): Promise<CryptoKey> {
  let key = verifyKeys.get(keys);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      keys.secret as Uint8Array<ArrayBuffer>,
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["verify"],
    );
    verifyKeys.set(keys, key);
  }
  return key;
}

/** A short-lived access token; `sv` is the user's session version at issue time. */
export async function signAccessToken(
  keys: TokenKeys,
  user: Pick<AuthUser, "id" | "role" | "sessionVersion">,
  extra: Record<string, unknown> = {},
): Promise<string> {
  return new SignJWT({ role: user.role, sv: user.sessionVersion, ...extra })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keys.secret);
}

/** Bearer token first, then the spec's `auth-token` header (spec section 7). */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === "string" && /^Bearer\s+\S+$/i.test(header)) return header.split(/\s+/)[1];
  const custom = request.headers["auth-token"];
  return typeof custom === "string" && custom.length > 0 ? custom : undefined;
}

const UUID = /^[0-9a-f-]{36}$/i;

/** The claims of a token we signed and that has not expired, or null. No database involved. */
export async function verifyTokenClaims(
  keys: TokenKeys,
  token: string | undefined,
): Promise<JWTPayload | null> {
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, await verifyKey(keys), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["exp", "sub"],
    });
    return payload;
  } catch {
    return null;
  }
}

/**
 * Verifies the access token (algorithm allow-list, exp, iss, aud) and then the user's current
 * state in the database, so logout, deactivation and role changes take effect at once.
 */
export async function verifyRequest(
  db: Db,
  keys: TokenKeys,
  request: FastifyRequest,
): Promise<AuthUser> {
  const { expiresAt: _, ...user } = await verifyToken(db, keys, tokenFrom(request));
  return user;
}

interface SessionRow {
  id: string;
  role: Role;
  sessionVersion: number;
  isActive: boolean;
  mobileVerified: boolean;
  familyRevoked: boolean;
}

const sessionBatchers = new WeakMap<
  Db,
  TickBatcher<{ userId: string; familyId: string | undefined }, SessionRow | undefined>
>();

/**
 * The session check's read, batched: the requests that arrive in one turn of the event loop are
 * checked with one statement (the users by id, and which of their token families are revoked),
 * read after they arrived — so a logout or deactivation still takes effect at once. Under a
 * surge this was one statement per request (docs/decisions/140).
 */
function sessionReads(db: Db) {
  let batcher = sessionBatchers.get(db);
  if (!batcher) {
    batcher = new TickBatcher(async (keys) => {
      const ids = [...new Set(keys.map((k) => k.userId))];
      const fids = [...new Set(keys.flatMap((k) => (k.familyId ? [k.familyId] : [])))];
      const revoked = fids.length
        ? sql<unknown>`(select coalesce(json_agg(distinct ${refreshTokens.familyId}), '[]'::json) from ${refreshTokens} where ${inArray(refreshTokens.familyId, fids)} and ${refreshTokens.revokedAt} is not null)`
        : sql<unknown>`'[]'::json`;
      const rows = await db
        .select({
          id: users.id,
          role: users.role,
          sessionVersion: users.sessionVersion,
          isActive: users.isActive,
          mobileVerified: sql<boolean>`(${users.mobile} is not null and ${users.mobileVerifiedAt} is not null)`,
          revoked,
        })
        .from(users)
        .where(inArray(users.id, ids));
      const first = rows[0]?.revoked;
      const revokedSet = new Set<string>(
        (typeof first === "string" ? JSON.parse(first) : (first ?? [])) as string[],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return keys.map((k) => {
        const r = byId.get(k.userId);
        if (!r) return undefined;
        return {
          id: r.id,
          role: r.role,
          sessionVersion: r.sessionVersion,
          isActive: r.isActive,
          mobileVerified: r.mobileVerified === true,
          familyRevoked: k.familyId !== undefined && revokedSet.has(k.familyId),
        };
      });
    });
    sessionBatchers.set(db, batcher);
  }
  return batcher;
}

/**
 * The same checks for a token that did not come in a header (the live channel's first frame,
 * docs/decisions/100), with the token's expiry so a long-lived connection can end with it. The
 * token's refresh family (`fid`) is checked too: a family revoked for a replayed refresh token
 * takes its access tokens with it (issue 10). One query either way, shared by the requests
 * that arrive together (`sessionReads`).
 */
export async function verifyToken(
  db: Db,
  keys: TokenKeys,
  token: string | undefined,
): Promise<AuthUser & { expiresAt: Date }> {
  const payload = await verifyTokenClaims(keys, token);
  if (!payload) throw unauthorized();
  const { sub: subject, sv, fid, exp } = payload;
  if (!subject || !UUID.test(subject)) throw unauthorized();
  if (fid !== undefined && (typeof fid !== "string" || !UUID.test(fid))) throw unauthorized();
  const row = await sessionReads(db).load({ userId: subject, familyId: fid });
  if (!row?.isActive || row.sessionVersion !== sv || row.familyRevoked) throw unauthorized();
  return {
    id: row.id,
    role: row.role,
    sessionVersion: row.sessionVersion,
    mobileVerified: row.mobileVerified === true,
    expiresAt: new Date((exp ?? 0) * 1000),
  };
}

/**
 * The one role mechanism every protected route uses (issue 3). `"any"` admits every signed-in
 * user. Declares the roles on the route config so the authorization matrix can read them.
 */
export function requireRole(...roles: Role[] | ["any"]): {
  onRequest: onRequestAsyncHookHandler;
  config: { roles: Role[] | "any" };
} {
  const allowed = roles[0] === "any" ? "any" : (roles as Role[]);
  // onRequest runs before the body is parsed or validated: a caller who may not use a route
  // learns nothing about its input rules.
  const onRequest = async function (this: unknown, request: FastifyRequest, _reply: FastifyReply) {
    const { ctx } = request.server;
    const user = await verifyRequest(ctx.database.db, tokenKeys(ctx.config.jwtSecret), request);
    request.user = user;
    if (allowed !== "any" && !allowed.includes(user.role)) throw forbidden();
  } as onRequestAsyncHookHandler;
  return { onRequest, config: { roles: allowed } };
}
