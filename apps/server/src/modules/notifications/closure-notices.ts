import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { calendarEvents } from "../../db/schema/index.js";
import type { JobQueue } from "../../lib/jobs/queue.js";
import { templeName } from "../bookings/bookings.repository.js";
import { closedDaysAhead } from "../bookings/calendar.js";
import { clock } from "../bookings/clock.js";
import { staffToTell } from "../staff/staff-scope.js";
import { closureNotice } from "./notices.js";
import { liveBookingsBetween } from "./notifications.repository.js";
import type { Notice } from "./notifications.service.js";
import { queueStaffNotice } from "./staff-notice-queue.js";

/**
 * A `closure` calendar event is being saved (docs/decisions/066): in the save's transaction, a
 * `notify.staff` job is queued (docs/decisions/158), which tells the temple's staff if the
 * closure covers days that already have bookings, so they refund or move them.
 */
export async function queueClosureNotice(
  jobs: JobQueue,
  tx: Db,
  event: Record<string, unknown>,
): Promise<void> {
  if (event.kind !== "closure" || typeof event.templeId !== "string") return;
  await queueStaffNotice(
    jobs,
    { event: "closure_bookings", eventId: String(event.id), save: randomUUID() },
    tx,
  );
}

/**
 * The job's half: the saved closure's notice and the staff of its temple, or null when it is
 * gone, covers no day ahead or no day with live bookings.
 */
export async function closureStaffNotice(
  db: Db,
  eventId: string,
): Promise<{ audience: string[]; notice: Notice } | null> {
  const [event] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, eventId));
  if (!event) return null;
  const now = clock.now();
  const days = closedDaysAhead(
    { ...event, start: event.start.toISOString(), end: event.end.toISOString() },
    now,
  );
  if (!days) return null;
  const { templeId, from, last } = days;
  const n = await liveBookingsBetween(db, templeId, from, last, now);
  const temple = await templeName(db, templeId);
  if (!n || !temple) return null;
  const notice = closureNotice({
    eventId,
    templeId,
    temple: temple.name,
    title: event.title,
    firstDate: from,
    lastDate: last,
    bookings: n,
  });
  return { audience: await staffToTell(db, templeId), notice };
}
