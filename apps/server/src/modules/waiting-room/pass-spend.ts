import { WAITING_ROOM_CODES } from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { clearBucket, lockKey, recordEvent, windowState } from "../auth/rate.repository.js";

/**
 * One admission buys one checkout (issue 35, item 3; docs/decisions/211). A queue turn's pass is
 * spent by the first hold that carries it: a second hold with it is 403, whatever its date. The
 * spend is a row of the database's event log under the turn's lock, so two holds at once on two
 * processes cannot both spend it; a hold that then fails (the slot was full, the input wrong)
 * gives the turn back. Kept a day — a pass lives ten minutes.
 */
const DAY = 24 * 60 * 60 * 1000;
const bucketOf = (turn: string) => `waiting-room-pass:${turn}`;

export async function isSpent(db: Db, turn: string, now: Date): Promise<boolean> {
  const state = await windowState(db, bucketOf(turn), new Date(now.getTime() - DAY));
  return state.count > 0;
}

/** Spends the turn, or throws 403 when a hold already did. */
export async function spendTurn(db: Db, turn: string, now: Date): Promise<void> {
  const spent = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockKey(tx, bucketOf(turn));
    if (await isSpent(tx, turn, now)) return true;
    await recordEvent(tx, bucketOf(turn), now);
    return false;
  });
  if (spent) {
    throw new AppError(
      WAITING_ROOM_CODES.passInvalid,
      "This waiting-room pass has been used for a booking: join the queue again for another turn",
      403,
    );
  }
}

/** The hold that spent the turn did not happen: the pass may be used again while it lives. */
export async function giveBackTurn(db: Db, turn: string): Promise<void> {
  await clearBucket(db, bucketOf(turn));
}
