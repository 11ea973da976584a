import { sql } from "drizzle-orm";
import { createSigner, createVerifier } from "fast-jwt";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Db } from "../db/client.js";
import { refreshTokens } from "../db/schema/auth.js";
import { type ROLES, users } from "../db/schema/users.js";
import { surgeWait } from "../lib/arrivals.js";
import { forbidden, unauthorized } from "../lib/errors.js";
import { preparedOnce } from "../lib/prepared.js";
import type { ScopeKind, TempleScope } from "../lib/temple-scope.js";
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
    /**
     * The temples a staff caller acts for, set by `requireRole` on routes whose rows belong to
     * temples or to the trust (and by `optionalUser` on public reads of temple-owned rows).
     */
    scope?: TempleScope;
  }
  interface FastifyContextConfig {
    /** Routes that anyone may call, declared so the authorization matrix can tell. */
    public?: boolean;
    /** Roles a route admits: set by requireRole, read by the authorization matrix test. */
    roles?: Role[] | "any";
    /**
     * Whose rows the route serves (issue 33): set by requireRole, declared by public routes that
     * serve temple-owned rows; read by the scope matrix. app.ts refuses an /api route without it.
     */
    scope?: ScopeKind;
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "sannidhi";
const AUDIENCE = "sannidhi-api";

/** The claims of one of our access tokens, as signed by `signAccessToken`. */
export interface TokenClaims {
  sub?: string;
  role?: unknown;
  sv?: unknown;
  fid?: unknown;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

export interface TokenKeys {
  secret: Uint8Array;
  /** Signs HS256 with our issuer and audience (sync: node:crypto's HMAC). */
  sign: (claims: Record<string, unknown>) => string;
  /**
   * Verifies signature (HS256 only), `exp`, `iss`, `aud` and that `exp`, `sub`, `iss`, `aud`
   * and `fid` are there.
   * Verified tokens are remembered (LRU, until they expire): a request's token is checked by the
   * API ceiling and again by the route's role check, and a devotee's page asks again and again
   * with the same token. Failures are not remembered.
   */
  verify: (token: string) => TokenClaims;
}

const keysBySecret = new Map<string, TokenKeys>();

/**
 * The keys for a secret, made once per secret (every request asks). fast-jwt verifies with
 * node:crypto's HMAC synchronously; jose's WebCrypto verification was the largest single cost of
 * a signed-in request under a surge (docs/decisions/135).
 */
export function tokenKeys(jwtSecret: string): TokenKeys {
  let keys = keysBySecret.get(jwtSecret);
  if (!keys) {
    const secret = new TextEncoder().encode(jwtSecret);
    const key = Buffer.from(secret);
    keys = {
      secret,
      sign: createSigner({
        key,
        algorithm: "HS256",
        iss: ISSUER,
        aud: AUDIENCE,
        expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000,
        header: { alg: "HS256", typ: "JWT" },
      }),
      verify: createVerifier({
        key,
        algorithms: ["HS256"],
        allowedIss: ISSUER,
        allowedAud: AUDIENCE,
        // Issue 35: a token without our issuer, audience or refresh family is not ours; fast-jwt
        // checks `allowedIss`/`allowedAud` only when the claim is there.
        requiredClaims: ["exp", "sub", "iss", "aud", "fid"],
        cache: 10_000,
        cacheTTL: ACCESS_TOKEN_TTL_SECONDS * 1000,
      }),
    };
    keysBySecret.set(jwtSecret, keys);
  }
  return keys;
}

/**
 * A short-lived access token; `sv` is the user's session version at issue time, `fid` the
 * refresh family it belongs to (required: revoking the family must end the token).
 */
export async function signAccessToken(
  keys: TokenKeys,
  user: Pick<AuthUser, "id" | "role" | "sessionVersion">,
  extra: { fid: string } & Record<string, unknown>,
): Promise<string> {
  return keys.sign({ role: user.role, sv: user.sessionVersion, ...extra, sub: user.id });
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
): Promise<TokenClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    return keys.verify(token);
  } catch {
    return null;
  }
}

const claimsOfRequest = new WeakMap<
  FastifyRequest,
  { keys: TokenKeys; token: string | undefined; claims: TokenClaims | null }
>();

/**
 * The claims of the request's token (`verifyTokenClaims`), verified once per request: the API
 * ceiling's client key and the route's role check ask for them in turn (docs/decisions/168).
 * The token's `exp` is checked again on every ask.
 */
export async function requestClaims(
  keys: TokenKeys,
  request: FastifyRequest,
): Promise<TokenClaims | null> {
  const token = tokenFrom(request);
  const known = claimsOfRequest.get(request);
  if (known && known.keys === keys && known.token === token) {
    const exp = known.claims?.exp;
    return typeof exp === "number" && exp * 1000 > Date.now() ? known.claims : null;
  }
  const claims = await verifyTokenClaims(keys, token);
  claimsOfRequest.set(request, { keys, token, claims });
  return claims;
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
  const { expiresAt: _, ...user } = await checkSession(db, await requestClaims(keys, request));
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

/**
 * The users by id and which of the given token families are revoked, in one statement, prepared
 * once (the ids and families are array parameters): run for every batch of signed-in requests
 * (docs/decisions/168).
 */
const sessionCheckQuery = (db: Db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      sessionVersion: users.sessionVersion,
      isActive: users.isActive,
      mobileVerified: sql<boolean>`(${users.mobile} is not null and ${users.mobileVerifiedAt} is not null)`,
      revoked: sql<unknown>`(select coalesce(json_agg(distinct ${refreshTokens.familyId}), '[]'::json) from ${refreshTokens} where ${refreshTokens.familyId} = any(${sql.placeholder("fids")}::uuid[]) and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder("ids")}::uuid[])`);

const sessionBatchers = new WeakMap<
  Db,
  TickBatcher<{ userId: string; familyId: string | undefined }, SessionRow | undefined>
>();

/**
 * The session check's read, batched: the requests that arrive in one turn of the event loop,
 * while the previous check is out, or while a surge of connections is still coming in
 * (docs/decisions/192) are checked with one statement (the users by id, and which of their token
 * families are revoked), read after they arrived — so a logout or deactivation still takes effect
 * at once. Under a surge this was one statement per request (docs/decisions/140).
 */
function sessionReads(db: Db) {
  let batcher = sessionBatchers.get(db);
  if (!batcher) {
    batcher = new TickBatcher(
      async (keys) => {
        const ids = [...new Set(keys.map((k) => k.userId))];
        const fids = [...new Set(keys.flatMap((k) => (k.familyId ? [k.familyId] : [])))];
        const query = preparedOnce(db, "auth_session_check", () =>
          sessionCheckQuery(db).prepare("auth_session_check"),
        );
        const rows = await query.execute({ ids, fids });
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
      },
      { arriving: surgeWait },
    );
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
  return checkSession(db, await verifyTokenClaims(keys, token));
}

/** The session check of verified claims (null: no valid token): the user's current state. */
async function checkSession(
  db: Db,
  payload: TokenClaims | null,
): Promise<AuthUser & { expiresAt: Date }> {
  if (!payload) throw unauthorized();
  const { sub: subject, sv, fid, exp } = payload;
  if (!subject || !UUID.test(subject)) throw unauthorized();
  if (typeof fid !== "string" || !UUID.test(fid)) throw unauthorized();
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

/** Staff roles whose rows are narrowed by the temple scope (docs/decisions/200). */
export const isStaff = (role: Role) => (STAFF_ROLES as readonly string[]).includes(role);

/**
 * The caller's temple scope, found once per request for a staff caller (devotees have none).
 * A `trust` route admits trust-wide callers only: what belongs to no single temple is the
 * trust's office's (docs/decisions/200).
 */
export async function resolveScope(request: FastifyRequest, kind: ScopeKind): Promise<void> {
  const user = request.user;
  if (!user || !isStaff(user.role) || (kind !== "temple" && kind !== "trust")) return;
  request.scope ??= await request.server.ctx.scopes.of(user);
  if (kind === "trust" && !request.scope.trustWide) {
    throw forbidden("Only the trust's office may do this: ask a super admin");
  }
}

/**
 * The one access mechanism every protected route uses (issues 3 and 33): the roles it admits
 * (`"any"`: every signed-in user) and whose rows it serves. Declares both on the route config so
 * the authorization and scope matrices can read them.
 */
export function requireRole(
  roles: readonly Role[] | "any",
  scope: Exclude<ScopeKind, "public">,
): {
  onRequest: onRequestAsyncHookHandler;
  config: { roles: Role[] | "any"; scope: ScopeKind };
} {
  const allowed = roles === "any" ? "any" : [...roles];
  // onRequest runs before the body is parsed or validated: a caller who may not use a route
  // learns nothing about its input rules.
  const onRequest = async function (this: unknown, request: FastifyRequest, _reply: FastifyReply) {
    const { ctx } = request.server;
    const user = await verifyRequest(ctx.database.db, tokenKeys(ctx.config.jwtSecret), request);
    request.user = user;
    if (allowed !== "any" && !allowed.includes(user.role)) throw forbidden();
    await resolveScope(request, scope);
  } as onRequestAsyncHookHandler;
  return { onRequest, config: { roles: allowed, scope } };
}
