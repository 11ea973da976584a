import type { FastifyReply } from "fastify";
import type { ReadyContext } from "../../app.js";
import type { Db } from "../../db/client.js";
import { AppError, forbidden } from "../../lib/errors.js";
import { randomToken, sha256Hex } from "../../lib/secrets.js";
import * as users from "../users/users.repository.js";
import { type KnownDevice, provenDevice, rememberDevice } from "./known-device.js";
import { verifyOtp } from "./otp.service.js";
import { hashPassword, verifyPassword } from "./password.js";
import { passwordSuccess, passwordThrottle, recordPasswordFailure } from "./password-throttle.js";
import { recordEvent } from "./rate.repository.js";
import { assertUnder, consume, HOUR, MINUTE } from "./rate-limit.js";
import * as resets from "./reset.repository.js";
import {
  endAllSessions,
  type IssuedSession,
  sessionsChanged,
  startSession,
} from "./session.service.js";

const RESET_LINK_MS = 30 * MINUTE;
export const FORGOT_MESSAGE =
  "If an account exists for this email, we have sent a link to reset the password.";
export const RESET_DONE_MESSAGE = "Your password has been changed. Please sign in.";

const deactivated = () => forbidden("This account has been deactivated");

/** Mobile + OTP sign-in (spec section 6); the first sign-in of a number creates a `user`. */
export async function loginWithOtp(
  ctx: ReadyContext,
  reply: FastifyReply,
  input: { mobile: string; otp: string; requestId?: string | undefined; ip: string },
  known: KnownDevice | null = null,
): Promise<IssuedSession> {
  const account = `mobile:${input.mobile}`;
  const device = provenDevice(ctx, known, account);
  await verifyOtp(ctx, { ...input, purpose: "login", device });
  const user = await users.ensureMobileUser(ctx.database.db, input.mobile, ctx.clock.now());
  if (!user.isActive) throw deactivated();
  // This browser has now proven the number (decision 210).
  rememberDevice(ctx, known, reply, account);
  return startSession(ctx, reply, user);
}

/** Spec section 5: email registration creates a GUEST (may browse, may not book). */
export async function register(
  ctx: ReadyContext,
  reply: FastifyReply,
  input: { email: string; username: string; password: string; ip: string },
  known: KnownDevice | null = null,
): Promise<IssuedSession> {
  const { db } = ctx.database;
  await consume(
    db,
    {
      bucket: `register:ip:${input.ip}`,
      max: 20,
      windowMs: HOUR,
      message: "Too many sign-ups from this network. Please try again later.",
    },
    ctx.clock.now(),
  );
  if (await users.findByEmail(db, input.email)) throw exists();
  const passwordHash = await hashPassword(input.password);
  const row = await users.insertEmailUser(db, {
    email: input.email,
    username: input.username,
    passwordHash,
  });
  if (!row) throw exists();
  rememberDevice(ctx, known, reply, `email:${input.email}`);
  return startSession(ctx, reply, row);
}

const exists = () => new AppError("USER_EXISTS", "User already exists!", 400);
const badCredentials = () =>
  new AppError("INVALID_CREDENTIALS", "The email or password is not correct", 400);

/**
 * Password sign-in for email accounts (docs/decisions/010, 210): failures slow the (account,
 * source) that made them with growing delays, a source's failures across accounts are capped,
 * and an account's run of failures from every source slows only sources that never signed it
 * in — so a stranger's wrong passwords never stop the owner (password-throttle.ts).
 */
export async function signin(
  ctx: ReadyContext,
  reply: FastifyReply,
  input: { email: string; password: string; ip: string },
  known: KnownDevice | null = null,
): Promise<IssuedSession> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const account = `email:${input.email}`;
  const who = { email: input.email, ip: input.ip, device: provenDevice(ctx, known, account) };
  await passwordThrottle(db, who, now);
  const user = await users.findByEmail(db, input.email);
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
    await recordPasswordFailure(db, who, now);
    throw badCredentials();
  }
  if (!user.isActive) throw deactivated();
  await passwordSuccess(db, who);
  rememberDevice(ctx, known, reply, account);
  return startSession(ctx, reply, user);
}

/**
 * Spec section 5 forgot-password: the same answer whether or not the email has an account; a
 * single-use link valid 30 minutes goes through the mail provider.
 */
export async function forgotPassword(
  ctx: ReadyContext,
  input: { email: string; ip: string },
): Promise<void> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  await consume(
    db,
    {
      bucket: `forgot:ip:${input.ip}`,
      max: 20,
      windowMs: HOUR,
      message: "Too many requests from this network. Please try again later.",
    },
    now,
  );
  const user = await users.findByEmail(db, input.email);
  if (!user?.isActive || !user.email) return;
  try {
    // Three links an hour per address: more is a mailbomb, and silence reveals nothing.
    await consume(
      db,
      { bucket: `forgot:email:${user.email}`, max: 3, windowMs: HOUR, message: "" },
      now,
    );
  } catch {
    return;
  }
  const token = randomToken();
  await resets.expireAllOfUser(db, user.id, now);
  await resets.insertReset(db, {
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + RESET_LINK_MS),
    createdAt: now,
  });
  const link = `${ctx.config.publicUrl}/session/reset-password?token=${token}`;
  await ctx.mail.send({
    to: user.email,
    subject: "Reset your Sannidhi password",
    text: [
      "Someone asked to reset the password of your Sannidhi account.",
      `Open this link within 30 minutes to choose a new password:\n${link}`,
      "If it was not you, ignore this message: your password stays as it is.",
    ].join("\n\n"),
  });
}

const badLink = () =>
  new AppError("RESET_INVALID", "This reset link is not valid or has expired", 400);

export async function resetPassword(
  ctx: ReadyContext,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const limit = {
    bucket: `reset-fail:ip:${input.ip}`,
    max: 20,
    windowMs: HOUR,
    message: "Too many invalid reset links from this network. Please try again later.",
  };
  await assertUnder(db, limit, now);
  const row = await resets.findResetByHash(db, sha256Hex(input.token));
  if (!row || row.usedAt || row.expiresAt <= now) {
    await recordEvent(db, limit.bucket, now);
    throw badLink();
  }
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await resets.markUsed(tx, row.id, now))) return false;
    await users.setPassword(tx, row.userId, passwordHash);
    await resets.expireAllOfUser(tx, row.userId, now);
    // Whoever knew the old password is signed out everywhere.
    await endAllSessions(ctx, tx, row.userId);
    return true;
  });
  if (!done) throw badLink();
  await sessionsChanged(ctx, row.userId);
}
