import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import type { Db } from "../db/client.js";
import { type ROLES, users } from "../db/schema/users.js";
import { forbidden, unauthorized } from "../lib/errors.js";

export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: Role[] = ["SA", "admin", "editor"];

export interface AuthUser {
  id: string;
  role: Role;
  sessionVersion: number;
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

export function tokenKeys(jwtSecret: string): TokenKeys {
  return { secret: new TextEncoder().encode(jwtSecret) };
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

/**
 * Verifies the access token (algorithm allow-list, exp, iss, aud) and then the user's current
 * state in the database, so logout, deactivation and role changes take effect at once.
 */
export async function verifyRequest(
  db: Db,
  keys: TokenKeys,
  request: FastifyRequest,
): Promise<AuthUser> {
  const token = tokenFrom(request);
  if (!token || token.length > 4096) throw unauthorized();
  let subject: string | undefined;
  let sv: unknown;
  try {
    const { payload } = await jwtVerify(token, keys.secret, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["exp", "sub"],
    });
    subject = payload.sub;
    sv = payload.sv;
  } catch {
    throw unauthorized();
  }
  if (!subject || !/^[0-9a-f-]{36}$/i.test(subject)) throw unauthorized();
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      sessionVersion: users.sessionVersion,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, subject))
    .limit(1);
  if (!row?.isActive || row.sessionVersion !== sv) throw unauthorized();
  return { id: row.id, role: row.role, sessionVersion: row.sessionVersion };
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
