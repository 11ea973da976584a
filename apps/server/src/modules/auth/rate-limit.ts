import type { Db } from "../../db/client.js";
import { rateLimited } from "../../lib/errors.js";
import { recordEvent, windowState } from "./rate.repository.js";

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

/** Throws 429 with Retry-After when `limit.max` events already happened inside the window. */
export async function assertUnder(db: Db, limit: Limit, now: Date): Promise<void> {
  const state = await windowState(db, limit.bucket, new Date(now.getTime() - limit.windowMs));
  if (state.count >= limit.max && state.oldest) {
    const retryMs = state.oldest.getTime() + limit.windowMs - now.getTime();
    throw rateLimited(limit.message, retryMs / 1000, limit.max);
  }
}

/** Checks then counts one event (for things that cost: SMS, mail, sign-ups). */
export async function consume(db: Db, limit: Limit, now: Date): Promise<void> {
  await assertUnder(db, limit, now);
  await recordEvent(db, limit.bucket, now);
}

export const HOUR = 60 * 60 * 1000;
export const MINUTE = 60 * 1000;

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
