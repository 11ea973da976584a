import { randomInt, randomUUID } from "node:crypto";
import { type LanguageCode, OTP, type OtpPurpose } from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { ReadyContext } from "../../app.js";
import type { Db } from "../../db/client.js";
import { AppError, rateLimited } from "../../lib/errors.js";
import { deriveKey, hmacHex, sameHex } from "../../lib/secrets.js";
import { devoteeSms, smsSegments } from "../../providers/sms/texts.js";
import * as repo from "./otp.repository.js";
import { lockKey, pruneEvents, recordEvent, shiftEvents, windowState } from "./rate.repository.js";
import { assertUnder, HOUR, MINUTE, minutesText } from "./rate-limit.js";

/** Failed guesses one IP may make in an hour across all numbers (slows spraying). */
const FAILED_GUESSES_PER_IP_PER_HOUR = 50;

const codeHash = (ctx: ReadyContext, requestId: string, mobile: string, code: string) =>
  hmacHex(deriveKey(ctx.config.jwtSecret, "otp-hmac-v1"), `${requestId}:${mobile}:${code}`);

function lockedError(until: Date, now: Date): AppError {
  const ms = until.getTime() - now.getTime();
  return rateLimited(
    `Too many wrong codes for this number. Try again in ${minutesText(ms)}.`,
    ms / 1000,
    OTP.failuresBeforeLock,
  );
}

/**
 * The two counts a wrong guess feeds (docs/decisions/093): the source that asked for the code
 * (10 in a row lock it out of this number) and the number from every source (100 in a row lock
 * the number). Each lock lasts 15 minutes, doubling with each lock of the same scope.
 */
const scopes = (mobile: string, source: string) =>
  [
    { scope: { mobile, source }, failuresBeforeLock: OTP.failuresBeforeLock },
    { scope: { mobile, source: null }, failuresBeforeLock: OTP.failuresBeforeNumberLock },
  ] as const;

/**
 * The lock in force for this source or for the whole number, if any. The number-wide lock (100
 * wrong guesses in a row, from every source) does not hold a device that proved possession of
 * the number before: a stranger's guesses must not keep the owner out (decision 210).
 */
async function activeLock(
  tx: Db,
  mobile: string,
  source: string,
  now: Date,
  { numberWide }: { numberWide: boolean },
) {
  for (const { scope } of scopes(mobile, source)) {
    if (scope.source === null && !numberWide) continue;
    const lock = await repo.findLockout(tx, scope);
    if (lock?.lockedUntil && lock.lockedUntil > now) return lockedError(lock.lockedUntil, now);
  }
  return null;
}

/** How long send events are kept: the longest window counted is a day (decision 210). */
const DAY = 24 * HOUR;

/**
 * Who is asking (docs/decisions/210): a device that signed this number in before (proven
 * possession, `known-device.ts`) is its own source; anyone else is their network address.
 */
export const sourceOf = (input: { ip: string; device?: string | null | undefined }) =>
  input.device ? `device:${input.device}` : input.ip;

/**
 * Sends a one-time code (issue 3; issue 35, decision 210). The answer is the same whether or not
 * the number has an account. Limits, so that SMS cost stays bounded per number and per source
 * while a stranger with many addresses cannot use up the owner's codes: per (number, source) 1
 * per 60 s, 5 an hour, 10 a day; per address OTP_SENDS_PER_IP_PER_HOUR across numbers; per number
 * a daily budget from every source together (OTP_SMS_PER_NUMBER_PER_DAY), which a number's
 * proven devices may exceed by a small reserve. A number locked for wrong guesses refuses new
 * codes to unproven sources only.
 */
export async function sendOtp(
  ctx: ReadyContext,
  input: {
    mobile: string;
    purpose: OtpPurpose;
    ip: string;
    device?: string | null;
    language?: LanguageCode | undefined;
  },
  log?: FastifyBaseLogger,
): Promise<{ requestId: string; expiresIn: number; resendIn: number }> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const requestId = randomUUID();
  const code = String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, "0");
  // In the page's language where DLT allows it (issue 37). A Unicode SMS takes more segments
  // (70 characters, not 160): each one counts in the number's daily budget.
  const message = devoteeSms(ctx.config.sms, "otp", input.language ?? "en", { code });
  const segments = smsSegments(message.text);
  const source = sourceOf(input);
  const proven = Boolean(input.device);
  const numberBucket = sendsToNumber(input.mobile);
  const pairBucket = `${sendsToNumberFrom(input.mobile)}${source}`;
  const sourceBucket = `otp-send:${proven ? "device" : "ip"}:${proven ? input.device : input.ip}`;

  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Always the number first, then the source: a fixed order cannot deadlock.
    await lockKey(tx, numberBucket);
    await lockKey(tx, sourceBucket);
    const locked = await activeLock(tx, input.mobile, source, now, { numberWide: !proven });
    if (locked) throw locked;

    const pair = await windowState(tx, pairBucket, new Date(now.getTime() - HOUR));
    if (pair.newest) {
      const waitMs = pair.newest.getTime() + OTP.resendInSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        throw rateLimited(
          `Please wait ${Math.ceil(waitMs / 1000)} seconds before asking for another code.`,
          waitMs / 1000,
          1,
        );
      }
    }
    const tooMany = "Too many codes were sent to this number. Please try again later.";
    await assertUnder(
      tx,
      {
        bucket: pairBucket,
        max: OTP.sendsPerNumberSourcePerHour,
        windowMs: HOUR,
        message: tooMany,
      },
      now,
    );
    await assertUnder(
      tx,
      { bucket: pairBucket, max: OTP.sendsPerNumberSourcePerDay, windowMs: DAY, message: tooMany },
      now,
    );
    await assertUnder(
      tx,
      {
        bucket: sourceBucket,
        max: ctx.config.otpSendsPerIpPerHour,
        windowMs: HOUR,
        message: "Too many codes were requested from this network. Please try again later.",
      },
      now,
    );
    const budget = ctx.config.otpSmsPerNumberPerDay + (proven ? OTP.provenDeviceReservePerDay : 0);
    await assertUnder(
      tx,
      { bucket: numberBucket, max: budget, windowMs: DAY, message: tooMany },
      now,
    );
    for (const bucket of [numberBucket, pairBucket, sourceBucket])
      await recordEvent(tx, bucket, now);
    for (let extra = 1; extra < segments; extra++) await recordEvent(tx, numberBucket, now);
    await repo.insertChallenge(tx, {
      id: requestId,
      mobile: input.mobile,
      codeHash: codeHash(ctx, requestId, input.mobile, code),
      purpose: input.purpose,
      expiresAt: new Date(now.getTime() + OTP.expiresInSeconds * 1000),
      // The source that asked: a device's key for a proven device, else the address.
      requesterIp: source,
      createdAt: now,
    });
  });
  // Housekeeping outside the transaction; nothing counts events older than a day.
  await pruneEvents(db, new Date(now.getTime() - DAY - HOUR)).catch(() => {});

  try {
    await ctx.sms.send(input.mobile, message.text, message.vars, message.templateId);
  } catch (err) {
    log?.error({ err, provider: ctx.sms.name }, "SMS send failed");
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

/**
 * Development and test only (`POST /api/dev/otp-clock`): moves one number's codes and send counts
 * back by `seconds`, as if that much time had passed for that number alone. The resend wait and
 * the hourly and daily counts read these times, so a journey that needs a second code for the
 * same number lets the wait pass instead of sleeping through it (issue 34).
 */
export async function passTimeForNumber(ctx: ReadyContext, mobile: string, seconds: number) {
  const ms = seconds * 1000;
  await ctx.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockKey(tx, sendsToNumber(mobile));
    await shiftEvents(tx, sendsToNumber(mobile), sendsToNumberFrom(mobile), ms);
    await repo.shiftChallenges(tx, mobile, ms);
  });
  return { mobile, seconds };
}

/** The rate buckets of codes sent to a number: from anywhere, and from one source (+ source). */
const sendsToNumber = (mobile: string) => `otp-send:mobile:${mobile}`;
const sendsToNumberFrom = (mobile: string) => `otp-send:pair:${mobile}|`;

type Outcome = { ok: true } | { ok: false; error: AppError };

const wrongCode = () => new AppError("OTP_INVALID", "The code is not correct", 400);

/**
 * Checks a code in constant time (issue 3; issue 10 finding 2). A request id that does not name
 * a live code sent to this number for this purpose is simply wrong: it counts against the
 * guessing network only, never against the number, so nobody can lock a number they cannot
 * receive codes for. A wrong guess on a real code counts against that code (5 tries), against
 * the source that asked for it and against the number (see `scopes`); a new code does not reset
 * those counts, only a success does.
 */
export async function verifyOtp(
  ctx: ReadyContext,
  input: {
    mobile: string;
    otp: string;
    requestId?: string | undefined;
    purpose: OtpPurpose;
    ip: string;
    device?: string | null | undefined;
  },
): Promise<void> {
  const here = sourceOf(input);
  const proven = Boolean(input.device);
  const { db } = ctx.database;
  const now = ctx.clock.now();
  // A proven device counts its own failures: a busy shared address's do not hold it (210).
  const ipBucket = proven ? `otp-fail:device:${input.device}` : `otp-fail:ip:${input.ip}`;
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
    // Without a request id (sign-in reopened while the resend wait runs, issue 19, decision 187)
    // the number's latest code is checked — but only for the source that asked for it: a
    // stranger elsewhere must never spend the owner's tries or lock the owner's source. A device
    // that signed this number in before may use the latest code whoever asked: the code reached
    // the owner's phone (decision 210).
    const challenge = input.requestId
      ? await repo.findChallenge(tx, input.requestId)
      : await repo.findNewestChallenge(tx, input.mobile, input.purpose);
    if (
      !challenge ||
      challenge.mobile !== input.mobile ||
      challenge.consumedAt ||
      challenge.purpose !== input.purpose ||
      (!input.requestId && !proven && challenge.requesterIp !== here)
    ) {
      await recordEvent(tx, ipBucket, now);
      return { ok: false, error: wrongCode() };
    }
    // Failures count against the source that asked for the code — a proven device's own.
    const source = proven ? here : challenge.requesterIp;
    const locked = await activeLock(tx, input.mobile, source, now, { numberWide: !proven });
    if (locked) return { ok: false, error: locked };

    let error = wrongCode();
    if (challenge.expiresAt <= now) {
      error = new AppError("OTP_EXPIRED", "The code has expired. Please ask for a new one.");
    } else if (challenge.attempts >= OTP.maxWrongTriesPerCode) {
      error = new AppError("OTP_TRIES", "Too many wrong codes. Please ask for a new one.");
    } else if (sameHex(codeHash(ctx, challenge.id, input.mobile, input.otp), challenge.codeHash)) {
      await repo.consumeChallenge(tx, challenge.id, now);
      for (const { scope } of scopes(input.mobile, source)) {
        await repo.saveLockout(
          tx,
          scope,
          { consecutiveFailures: 0, lockLevel: 0, lockedUntil: null },
          now,
        );
      }
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
    for (const { scope, failuresBeforeLock } of scopes(input.mobile, source)) {
      const lock = await repo.findLockout(tx, scope);
      const failures = (lock?.consecutiveFailures ?? 0) + 1;
      const level = lock?.lockLevel ?? 0;
      if (failures >= failuresBeforeLock) {
        const lockedUntil = new Date(now.getTime() + OTP.firstLockMinutes * MINUTE * 2 ** level);
        await repo.saveLockout(
          tx,
          scope,
          { consecutiveFailures: 0, lockLevel: level + 1, lockedUntil },
          now,
        );
        // The number-wide lock does not hold a proven device: it is not told of it either.
        if (scope.source !== null || !proven) error = lockedError(lockedUntil, now);
      } else {
        await repo.saveLockout(
          tx,
          scope,
          { consecutiveFailures: failures, lockLevel: level, lockedUntil: null },
          now,
        );
      }
    }
    await recordEvent(tx, ipBucket, now);
    return { ok: false, error };
  });
  // The failure counters are committed before the error leaves (a rollback would forget them).
  if (!outcome.ok) throw outcome.error;
}
