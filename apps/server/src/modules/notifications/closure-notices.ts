import type { FastifyBaseLogger } from "fastify";
import { templeName } from "../bookings/bookings.repository.js";
import { closedDaysAhead } from "../bookings/calendar.js";
import { clock } from "../bookings/clock.js";
import { staffToTell } from "../staff/staff-scope.js";
import { closureNotice } from "./notices.js";
import { liveBookingsBetween } from "./notifications.repository.js";
import { type NotifyContext, notifyUsersSafely } from "./notifications.service.js";

/**
 * A `closure` calendar event was saved (docs/decisions/066): if it covers days that already have
 * bookings at its temple, that temple's staff are told, so they refund or move them. Called by
 * the CMS after the event is committed; never throws.
 */
export async function closureSaved(
  ctx: NotifyContext,
  log: FastifyBaseLogger,
  event: Record<string, unknown>,
): Promise<void> {
  try {
    const now = clock.now();
    const days = closedDaysAhead(event, now);
    if (!days) return;
    const { templeId, from, last } = days;
    const db = ctx.database.db;
    const n = await liveBookingsBetween(db, templeId, from, last, now);
    const temple = await templeName(db, templeId);
    if (!n || !temple) return;
    const notice = closureNotice({
      eventId: String(event.id),
      templeId,
      temple: temple.name,
      title: String(event.title ?? ""),
      firstDate: from,
      lastDate: last,
      bookings: n,
    });
    await notifyUsersSafely(ctx, log, await staffToTell(db, templeId), notice);
  } catch (err) {
    log.warn({ err }, "closure notification not sent");
  }
}
