import { randomInt, randomUUID } from "node:crypto";
import { OTP, type OtpPurpose } from "@sannidhi/contracts";
import type { ReadyContext } from "../../app.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { deriveKey, hmacHex, sameHex } from "../../lib/secrets.js";
import { renderOtp } from "../../providers/sms/sms-provider.js";
import * as repo from "./otp.repository.js";
import { lockKey, pruneEvents, recordEvent, windowState } from "./rate.repository.js";
import { assertUnder, HOUR, MINUTE, minutesText, rateLimited } from "./rate-limit.js";

/** Failed guesses one IP may make in an hour across all numbers (slows spraying). */
const FAILED_GUESSES_PER_IP_PER_HOUR = 50;

const codeHash = (ctx: ReadyContext, requestId: string, mobile: string, code: string) =>
  hmacHex(deriveKey(ctx.config.jwtSecret, "otp-hmac-v1"), `${requestId}:${mobile}:${code}`);

function lockedError(until: Date, now: Date): AppError {
  const ms = until.getTime() - now.getTime();
  return rateLimited(
    `Too many wrong codes for this number. Try again in ${minutesText(ms)}.`,
    ms / 1000,
  );
}

/**
 * Sends a one-time code (issue 3). The answer is the same whether or not the number has an
 * account; limits: 1 per 60 s and 5 per hour per number, OTP_SENDS_PER_IP_PER_HOUR per IP.
 */
export async function sendOtp(
  ctx: ReadyContext,
  input: { mobile: string; purpose: OtpPurpose; ip: string },
): Promise<{ requestId: string; expiresIn: number; resendIn: number }> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const requestId = randomUUID();
  const code = String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, "0");
  const mobileBucket = `otp-send:mobile:${input.mobile}`;
  const ipBucket = `otp-send:ip:${input.ip}`;

  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Always mobile first, then IP: a fixed order cannot deadlock.
    await lockKey(tx, mobileBucket);
    await lockKey(tx, ipBucket);
    const lock = await repo.findLockout(tx, input.mobile);
    if (lock?.lockedUntil && lock.lockedUntil > now) throw lockedError(lock.lockedUntil, now);

    const perNumber = await windowState(tx, mobileBucket, new Date(now.getTime() - HOUR));
    if (perNumber.newest) {
      const waitMs = perNumber.newest.getTime() + OTP.resendInSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        throw rateLimited(
          `Please wait ${Math.ceil(waitMs / 1000)} seconds before asking for another code.`,
          waitMs / 1000,
        );
      }
    }
    await assertUnder(
      tx,
      {
        bucket: mobileBucket,
        max: OTP.sendsPerNumberPerHour,
        windowMs: HOUR,
        message: "Too many codes were sent to this number. Please try again later.",
      },
      now,
    );
    await assertUnder(
      tx,
      {
        bucket: ipBucket,
        max: ctx.config.otpSendsPerIpPerHour,
        windowMs: HOUR,
        message: "Too many codes were requested from this network. Please try again later.",
      },
      now,
    );
    await recordEvent(tx, mobileBucket, now);
    await recordEvent(tx, ipBucket, now);
    await repo.insertChallenge(tx, {
      id: requestId,
      mobile: input.mobile,
      codeHash: codeHash(ctx, requestId, input.mobile, code),
      purpose: input.purpose,
      expiresAt: new Date(now.getTime() + OTP.expiresInSeconds * 1000),
      requesterIp: input.ip,
      createdAt: now,
    });
  });
  // Housekeeping outside the transaction; nothing counts events older than an hour.
  await pruneEvents(db, new Date(now.getTime() - 2 * HOUR)).catch(() => {});

  const message = renderOtp(code);
  try {
    await ctx.sms.send(input.mobile, message.text, message.vars);
  } catch (err) {
    await repo.consumeChallenge(db, requestId, now);
    throw new AppError(
      "SMS_UNAVAILABLE",
      "We could not send the code just now. Please try again in a minute.",
      503,
      undefined,
      { "retry-after": "60" },
    );
  }
  return { requestId, expiresIn: OTP.expiresInSeconds, resendIn: OTP.resendInSeconds };
}

type Outcome = { ok: true } | { ok: false; error: AppError };

const wrongCode = () => new AppError("OTP_INVALID", "The code is not correct", 400);

/**
 * Checks a code in constant time. Every failure counts against the number (10 in a row lock it,
 * 15 minutes doubling each time) and a new code does not reset that count; only a success does.
 */
export async function verifyOtp(
  ctx: ReadyContext,
  input: { mobile: string; otp: string; requestId: string; purpose: OtpPurpose; ip: string },
): Promise<void> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const ipBucket = `otp-fail:ip:${input.ip}`;
  await assertUnder(
    db,
    {
      bucket: ipBucket,
      max: FAILED_GUESSES_PER_IP_PER_HOUR,
      windowMs: HOUR,
      message: "Too many wrong codes from this network. Please try again later.",
    },
    now,
  );

  const outcome = await db.transaction(async (t): Promise<Outcome> => {
    const tx = t as unknown as Db;
    await lockKey(tx, `otp-send:mobile:${input.mobile}`);
    const lock = await repo.findLockout(tx, input.mobile);
    if (lock?.lockedUntil && lock.lockedUntil > now) {
      return { ok: false, error: lockedError(lock.lockedUntil, now) };
    }
    const challenge = await repo.findChallenge(tx, input.requestId);
    const usable = challenge && challenge.mobile === input.mobile && !challenge.consumedAt;
    let error = wrongCode();
    if (usable && challenge.purpose === input.purpose) {
      if (challenge.expiresAt <= now) {
        error = new AppError("OTP_EXPIRED", "The code has expired. Please ask for a new one.");
      } else if (challenge.attempts >= OTP.maxWrongTriesPerCode) {
        error = new AppError("OTP_TRIES", "Too many wrong codes. Please ask for a new one.");
      } else if (
        sameHex(codeHash(ctx, challenge.id, input.mobile, input.otp), challenge.codeHash)
      ) {
        await repo.consumeChallenge(tx, challenge.id, now);
        await repo.saveLockout(
          tx,
          input.mobile,
          { consecutiveFailures: 0, lockLevel: 0, lockedUntil: null },
          now,
        );
        return { ok: true };
      } else {
        await repo.countWrongTry(tx, challenge.id);
        if (challenge.attempts + 1 >= OTP.maxWrongTriesPerCode) {
          error = new AppError(
            "OTP_TRIES",
            "The code is not correct. Too many wrong codes: please ask for a new one.",
          );
        }
      }
    }
    const failures = (lock?.consecutiveFailures ?? 0) + 1;
    if (failures >= OTP.failuresBeforeLock) {
      const level = (lock?.lockLevel ?? 0) + 1;
      const lockedUntil = new Date(
        now.getTime() + OTP.firstLockMinutes * MINUTE * 2 ** (level - 1),
      );
      await repo.saveLockout(
        tx,
        input.mobile,
        { consecutiveFailures: 0, lockLevel: level, lockedUntil },
        now,
      );
      error = lockedError(lockedUntil, now);
    } else {
      await repo.saveLockout(
        tx,
        input.mobile,
        { consecutiveFailures: failures, lockLevel: lock?.lockLevel ?? 0, lockedUntil: null },
        now,
      );
    }
    await recordEvent(tx, ipBucket, now);
    return { ok: false, error };
  });
  // The failure counters are committed before the error leaves (a rollback would forget them).
  if (!outcome.ok) throw outcome.error;
}
