import {
  WAITING_ROOM_EVENTS,
  type WaitingRoomSoldOut,
  waitingRoomTopic,
} from "@sannidhi/contracts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { clock } from "../bookings/clock.js";
import type { LiveHub } from "../live/live-hub.js";
import * as repo from "./waiting-room.repository.js";
import { countPlacesLeft } from "./waiting-room.service.js";

/** After a hold of a released date, the places left are counted this much later, once. */
export const SOLD_OUT_CHECK_MS = 1_000;

/**
 * Tells a release's queue the moment its places are gone (docs/decisions/197), on the live
 * channel's `release:<id>` topic, which any signed-in account may follow. Two things notice it:
 * - a hold of one of the release's dates: this process counts the places left a second later
 *   (one count per release per second however many holds come, never inside the hold);
 * - a status read that found none left (a waiting devotee's ask, on any process).
 * Each process says it once per release; a devotee's page takes a second notice as the first.
 */
export class SoldOutNotice {
  private readonly told = new Set<string>();
  private readonly due = new Map<string, ReturnType<typeof setTimeout>>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly live: LiveHub,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  /** A place of `releaseId`'s dates was just held. */
  held(releaseId: string): void {
    if (this.closed || this.told.has(releaseId) || this.due.has(releaseId)) return;
    const timer = setTimeout(() => {
      this.due.delete(releaseId);
      this.check(releaseId).catch((err) => {
        this.log.warn({ err, releaseId }, "waiting room: places left not counted");
      });
    }, SOLD_OUT_CHECK_MS);
    timer.unref();
    this.due.set(releaseId, timer);
  }

  /** The release has no places left: its queue is told (once by this process). */
  async soldOut(releaseId: string): Promise<void> {
    if (this.told.has(releaseId)) return;
    this.told.add(releaseId);
    await this.live.publish<WaitingRoomSoldOut>(
      waitingRoomTopic(releaseId),
      WAITING_ROOM_EVENTS.soldOut,
      { releaseId },
    );
  }

  close(): void {
    this.closed = true;
    for (const timer of this.due.values()) clearTimeout(timer);
    this.due.clear();
  }

  private async check(releaseId: string): Promise<void> {
    if (this.closed) return;
    const release = await repo.findRelease(this.db, releaseId);
    const now = this.now();
    if (!release || now < release.releaseAt) return;
    if ((await countPlacesLeft(this.db, release, now)) === 0) await this.soldOut(releaseId);
  }
}

const ReleaseId = z.uuid();
const notices = new WeakMap<LiveHub, SoldOutNotice>();

/**
 * This process's notice (one per live hub), made with the `release` topic on first use: any
 * signed-in account may follow a release's queue, by the release's id.
 */
export function soldOutNotice(app: FastifyInstance): SoldOutNotice {
  const { live, database } = app.ctx;
  let notice = notices.get(live);
  if (!notice) {
    live.addTopic("release", (_user, id) => ReleaseId.safeParse(id).success);
    notice = new SoldOutNotice(database.db, live, app.log, () => clock.now());
    notices.set(live, notice);
    const made = notice;
    app.addHook("onClose", async () => made.close());
  }
  return notice;
}
