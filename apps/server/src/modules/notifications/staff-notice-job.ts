import type { ReadyContext } from "../../app.js";
import type { Db } from "../../db/client.js";
import type { JobKind } from "../../lib/jobs/queue.js";
import { inboxStaffNotice } from "../inbox/inbox-notices.js";
import { orderPaidStaffNotice } from "../shop/shop-notify.js";
import { assignmentNotice } from "../workspace/tell-workspace.js";
import { bookingNotice } from "./booking-notices.js";
import { closureStaffNotice } from "./closure-notices.js";
import { pushNotifications, storeNotifications } from "./notifications.service.js";
import { STAFF_NOTICE_JOB, type StaffEvent, staffEventKey } from "./staff-notice-queue.js";

/**
 * Only the database is involved: retried briefly (about 2, 4, 8, 16, 32 s) if it hiccups. A run
 * is a few statements; one still going after a minute is taken for a dead process's.
 */
export const STAFF_NOTICE_KIND: JobKind = {
  retryLimit: 5,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 60,
};

type NoticeContext = Pick<ReadyContext, "database" | "live" | "jobs">;

/**
 * Event notices to a temple's staff from the queue (docs/decisions/158): the change that
 * happened queued this job in its own transaction; the job builds the notice from the committed
 * rows, finds the audience and stores one notification per person **in the same transaction
 * that records the event's key as done** (`onceInTransaction`), so a second run of the job —
 * a retry, a duplicate, a process that died after the commit — tells nobody twice, and a run
 * that dies half way leaves nothing to skip. The live push follows the commit, best effort as
 * before: a tab that misses it reloads its bell when its socket reconnects.
 */
export function defineStaffNoticeJob(ctx: NoticeContext, kind = STAFF_NOTICE_KIND): void {
  const db = ctx.database.db;
  ctx.jobs.define<StaffEvent>(STAFF_NOTICE_JOB, kind, async (e, job) => {
    const told = await noticeOf(db, e);
    if (!told) return;
    const rows = await job.onceInTransaction(`notice:${staffEventKey(e)}`, (tx) =>
      storeNotifications(tx, told.audience, told.notice),
    );
    if (rows) await pushNotifications(ctx, rows);
  });
}

/** The notice an event gives, and who gets it; null when there is nothing (left) to tell. */
function noticeOf(db: Db, e: StaffEvent) {
  switch (e.event) {
    case "order_paid":
      return orderPaidStaffNotice(db, e.orderId);
    case "closure_bookings":
      return closureStaffNotice(db, e.eventId);
    case "inbox_thread":
    case "contact_message":
      return inboxStaffNotice(db, e);
    case "todo_assigned":
    case "card_assigned":
      return assignmentNotice(db, e);
    default:
      return bookingNotice(db, e);
  }
}
