import { createHmac, randomUUID } from "node:crypto";
import type { UserDto } from "@sannidhi/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ReadyContext } from "../../app.js";
import type { Db } from "../../db/client.js";
import { unauthorized } from "../../lib/errors.js";
import { deriveKey, randomToken, sha256Hex } from "../../lib/secrets.js";
import { STAFF_ROLES, signAccessToken, tokenKeys } from "../../plugins/auth.js";
import { toUserDto } from "../users/users.dto.js";
import type { UserRow } from "../users/users.repository.js";
import * as users from "../users/users.repository.js";
import { HOUR, MINUTE } from "./rate-limit.js";
import * as repo from "./session.repository.js";

/** The refresh cookie: only ever sent to the auth endpoints, never readable by scripts. */
export const REFRESH_COOKIE = "sannidhi_rt";
const COOKIE_PATH = "/api/auth";
const DAY = 24 * HOUR;
/** Issue 3: devotees 30 days absolute; staff 12 hours absolute and 30 minutes idle. */
const DEVOTEE_ABSOLUTE_MS = 30 * DAY;
const STAFF_ABSOLUTE_MS = 12 * HOUR;
const STAFF_IDLE_MS = 30 * MINUTE;
/**
 * Issue 10: a refresh retried within this many seconds of the rotation it repeats (a lost answer,
 * two requests at once) gets the same successor instead of being taken for theft
 * (docs/decisions/094). Later, presenting a rotated token still revokes its whole family.
 */
export const REFRESH_GRACE_SECONDS = 10;

const isStaff = (role: UserRow["role"]) => STAFF_ROLES.includes(role);
const sessionExpired = () => unauthorized("Your session has ended. Please sign in again.");

export interface IssuedSession {
  accessToken: string;
  user: UserDto;
}

function setCookie(ctx: ReadyContext, reply: FastifyReply, token: string, expiresAt: Date) {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - ctx.clock.now().getTime()) / 1000));
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: ctx.config.isProduction,
    sameSite: "strict",
    path: COOKIE_PATH,
    maxAge,
  });
}

export function clearRefreshCookie(ctx: ReadyContext, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure: ctx.config.isProduction,
    sameSite: "strict",
    path: COOKIE_PATH,
  });
}

/**
 * The cookie and access token of a session. The access token names its refresh family (`fid`),
 * so revoking the family ends its access tokens at once (plugins/auth.ts checks it).
 */
async function issue(
  ctx: ReadyContext,
  reply: FastifyReply,
  user: UserRow,
  refresh: { token: string; familyId: string; expiresAt: Date },
): Promise<IssuedSession> {
  setCookie(ctx, reply, refresh.token, refresh.expiresAt);
  const accessToken = await signAccessToken(tokenKeys(ctx.config.jwtSecret), user, {
    fid: refresh.familyId,
  });
  return { accessToken, user: toUserDto(user) };
}

/**
 * The token that replaces `token` when it is rotated: derived from it with a server key rather
 * than drawn at random, so a retry within the grace window can be answered with the same
 * successor although only its hash is stored.
 */
function successorOf(ctx: ReadyContext, token: string): string {
  const key = deriveKey(ctx.config.jwtSecret, "refresh-successor-v1");
  return createHmac("sha256", key).update(token).digest("base64url");
}

/** A new session: a 15-minute access token and a new refresh-token family in the cookie. */
export async function startSession(
  ctx: ReadyContext,
  reply: FastifyReply,
  user: UserRow,
): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const token = randomToken();
  const familyId = randomUUID();
  const expiresAt = new Date(
    now.getTime() + (isStaff(user.role) ? STAFF_ABSOLUTE_MS : DEVOTEE_ABSOLUTE_MS),
  );
  await repo.insertRefresh(ctx.database.db, {
    familyId,
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt,
    lastUsedAt: now,
    createdAt: now,
  });
  return issue(ctx, reply, user, { token, familyId, expiresAt });
}

/**
 * Rotates the refresh token (issue 3): each token works once; presenting one that was already
 * rotated means it was copied, so the whole family is revoked — its access tokens too — and the
 * caller must sign in again. The one exception is a retry within REFRESH_GRACE_SECONDS of the
 * rotation while its successor is still unused: it gets that same successor (issue 10).
 */
export async function refreshSession(
  ctx: ReadyContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<IssuedSession> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const presented = request.cookies[REFRESH_COOKIE];
  if (!presented || !/^[\w-]{43}$/.test(presented)) throw sessionExpired();
  const row = await repo.findRefreshByHash(db, sha256Hex(presented));
  if (!row || row.revokedAt) throw sessionExpired();
  if (row.rotatedAt) return retryOrTheft(ctx, request, reply, presented, row);
  const user = await users.findById(db, row.userId);
  const idle = now.getTime() - row.lastUsedAt.getTime();
  if (!user?.isActive || row.expiresAt <= now || (isStaff(user.role) && idle > STAFF_IDLE_MS)) {
    await repo.revokeFamily(db, row.familyId, now);
    await sessionsChanged(ctx, row.userId);
    throw sessionExpired();
  }

  const token = successorOf(ctx, presented);
  const rotated = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await repo.markRotated(tx, row.id, now))) return false;
    const next = await repo.insertRefresh(tx, {
      familyId: row.familyId,
      userId: row.userId,
      tokenHash: sha256Hex(token),
      expiresAt: row.expiresAt,
      lastUsedAt: now,
      createdAt: now,
    });
    await repo.setReplacedBy(tx, row.id, next.id);
    return true;
  });
  if (!rotated) {
    // Another request rotated it between our read and write: the same token sent twice at once.
    const winner = await repo.findRefreshByHash(db, sha256Hex(presented));
    if (!winner?.rotatedAt || winner.revokedAt) throw sessionExpired();
    return retryOrTheft(ctx, request, reply, presented, winner);
  }
  return issue(ctx, reply, user, { token, familyId: row.familyId, expiresAt: row.expiresAt });
}

/** A rotated token presented again: the same successor inside the grace window, else theft. */
async function retryOrTheft(
  ctx: ReadyContext,
  request: FastifyRequest,
  reply: FastifyReply,
  presented: string,
  row: repo.RefreshRow,
): Promise<IssuedSession> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const successor = row.replacedBy ? await repo.findRefreshById(db, row.replacedBy) : undefined;
  const rotatedAt = row.rotatedAt?.getTime() ?? 0;
  const inGrace = now.getTime() - rotatedAt <= REFRESH_GRACE_SECONDS * 1000;
  const user = await users.findById(db, row.userId);
  if (inGrace && user?.isActive && successor && !successor.rotatedAt && !successor.revokedAt) {
    return issue(ctx, reply, user, {
      token: successorOf(ctx, presented),
      familyId: row.familyId,
      expiresAt: successor.expiresAt,
    });
  }
  await repo.revokeFamily(db, row.familyId, now);
  await sessionsChanged(ctx, row.userId);
  request.log.warn({ familyId: row.familyId, userId: row.userId }, "refresh token reuse");
  throw sessionExpired();
}

/**
 * The person's open live sockets, on every process, are checked again and closed if their token
 * no longer holds (issue 35, item 7). Called after the change that ended the sessions has been
 * committed: a check inside its transaction would still see the old state.
 */
export async function sessionsChanged(ctx: ReadyContext, userId: string): Promise<void> {
  await ctx.live.sessionsChanged(userId);
}

/** Signing out: every token of the user ends now, and so do the sockets they opened. */
export async function logout(ctx: ReadyContext, userId: string): Promise<void> {
  await endAllSessions(ctx, ctx.database.db, userId);
  await sessionsChanged(ctx, userId);
}

/** Logout, deactivation, password reset, role change: every token of the user ends now. */
export async function endAllSessions(ctx: ReadyContext, db: Db, userId: string): Promise<void> {
  await users.bumpSessionVersion(db, userId);
  await repo.revokeAllOfUser(db, userId, ctx.clock.now());
}

export async function revokeRefreshTokens(ctx: ReadyContext, db: Db, userId: string) {
  await repo.revokeAllOfUser(db, userId, ctx.clock.now());
}
