import type { Db } from "../../db/client.js";
import { rateLimited } from "../../lib/errors.js";
import { clearBucket, recordEvent, windowState } from "./rate.repository.js";
import { assertUnder, HOUR, MINUTE } from "./rate-limit.js";

/**
 * Password sign-in throttling (issue 35, item 2; docs/decisions/210). On the landed main ten
 * wrong passwords from anywhere locked the account for everyone for 15 minutes. Now:
 *
 * - per (account, source): 5 failures free, then each try waits 1 s, 2 s, 4 s … (at most 15
 *   minutes) after the last failure — a delay, never a lock; a success ends the run;
 * - per address, across accounts: 50 failures an hour (password spraying);
 * - per account, from every unproven source together: 100 failures in a row (NIST SP 800-63B-4's
 *   ceiling) start a delay of 1 minute, doubling to an hour, for sources that never signed the
 *   account in; a success ends the run.
 *
 * A browser that signed the account in before (proven possession) is its own source and is
 * held by none of the shared counts: the owner signs in whatever a stranger did elsewhere.
 */
export interface PasswordSource {
  email: string;
  ip: string;
  /** A device that signed this account in before (known-device.ts), else null. */
  device: string | null;
}

const FREE_PER_PAIR = 5;
const PAIR_MAX_DELAY_MS = 15 * MINUTE;
const PER_SOURCE_PER_HOUR = 50;
export const ACCOUNT_FAILURES_BEFORE_DELAY = 100;
const ACCOUNT_MAX_DELAY_MS = HOUR;
const DAY = 24 * HOUR;

const buckets = (w: PasswordSource) => {
  const source = w.device ? `device:${w.device}` : w.ip;
  return {
    pair: `signin-fail:pair:${w.email}|${source}`,
    source: `signin-fail:ip:${w.ip}`,
    account: `signin-fail:email:${w.email}`,
  };
};

const slowDown = (waitMs: number) =>
  rateLimited(
    `Too many failed sign-ins. Please wait ${Math.ceil(waitMs / 1000)} seconds and try again.`,
    waitMs / 1000,
    1,
  );

/** Throws 429 with Retry-After when this source must still wait before trying again. */
async function assertWaited(
  db: Db,
  bucket: string,
  windowMs: number,
  free: number,
  delay: (extra: number) => number,
  now: Date,
): Promise<void> {
  const state = await windowState(db, bucket, new Date(now.getTime() - windowMs));
  if (state.count < free || !state.newest) return;
  const waitMs = state.newest.getTime() + delay(state.count - free) - now.getTime();
  if (waitMs > 0) throw slowDown(waitMs);
}

export async function passwordThrottle(db: Db, w: PasswordSource, now: Date): Promise<void> {
  const b = buckets(w);
  await assertWaited(
    db,
    b.pair,
    DAY,
    FREE_PER_PAIR,
    (n) => Math.min(1000 * 2 ** n, PAIR_MAX_DELAY_MS),
    now,
  );
  if (w.device) return;
  await assertUnder(
    db,
    {
      bucket: b.source,
      max: PER_SOURCE_PER_HOUR,
      windowMs: HOUR,
      message: "Too many failed sign-ins from this network. Please try again later.",
    },
    now,
  );
  await assertWaited(
    db,
    b.account,
    DAY,
    ACCOUNT_FAILURES_BEFORE_DELAY,
    (n) => Math.min(MINUTE * 2 ** n, ACCOUNT_MAX_DELAY_MS),
    now,
  );
}

export async function recordPasswordFailure(db: Db, w: PasswordSource, now: Date): Promise<void> {
  const b = buckets(w);
  await recordEvent(db, b.pair, now);
  await recordEvent(db, b.account, now);
  if (!w.device) await recordEvent(db, b.source, now);
}

/** The right password: this source's run of failures and the account's end. */
export async function passwordSuccess(db: Db, w: PasswordSource): Promise<void> {
  const b = buckets(w);
  await clearBucket(db, b.pair);
  await clearBucket(db, b.account);
}
