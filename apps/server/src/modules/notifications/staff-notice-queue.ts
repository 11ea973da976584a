import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../lib/jobs/queue.js";

/** The job that tells a temple's staff of an event (docs/decisions/158). */
export const STAFF_NOTICE_JOB = "notify.staff";

/**
 * What happened, with what the job needs to find the rest: the notice's facts and its audience
 * are read when it runs (the same rows the change committed).
 */
export type StaffEvent =
  | { event: "booking_paid"; bookingId: string }
  /** A paid booking was cancelled, with its `refund_paise` to give back. */
  | { event: "booking_cancelled"; bookingId: string; reason: "devotee" | "late_payment" }
  /** Staff refunded it; the one who did (`actorId`) is not told their own action. */
  | { event: "booking_refunded"; bookingId: string; actorId: string }
  | { event: "order_paid"; orderId: string }
  /**
   * A closure calendar event was saved; each save (`save`, a fresh id) tells its temple's staff
   * again if it covers booked days — the unread notice collapses into the newest.
   */
  | { event: "closure_bookings"; eventId: string; save: string }
  /** A staff member started an inbox thread: its other members are told. */
  | { event: "inbox_thread"; threadId: string }
  /** A contact form message became an inbox thread: the trust's office is told. */
  | { event: "contact_message"; threadId: string }
  /**
   * A todo or a card was given to someone by `by` (issue 12, decision 115), with its title at
   * that moment; `assignment` is a fresh id, as the same todo may be given again later.
   */
  | {
      event: "todo_assigned";
      to: string;
      by: string;
      todoId: string;
      title: string;
      assignment: string;
    }
  | {
      event: "card_assigned";
      to: string[];
      by: string;
      boardId: string;
      cardId: string;
      title: string;
      assignment: string;
    };

/** The event's business key: one job, and one notification per person, per event. */
export function staffEventKey(e: StaffEvent): string {
  switch (e.event) {
    case "booking_paid":
      return `booking-paid:${e.bookingId}`;
    case "booking_cancelled":
      return `booking-cancelled:${e.bookingId}`;
    case "booking_refunded":
      return `booking-refunded:${e.bookingId}`;
    case "order_paid":
      return `order-paid:${e.orderId}`;
    case "closure_bookings":
      return `closure-saved:${e.eventId}:${e.save}`;
    case "inbox_thread":
      return `inbox-thread:${e.threadId}`;
    case "contact_message":
      return `contact-message:${e.threadId}`;
    case "todo_assigned":
      return `todo-assigned:${e.todoId}:${e.assignment}`;
    case "card_assigned":
      return `card-assigned:${e.cardId}:${e.assignment}`;
  }
}

/**
 * How bookings, payments and the shop tell a temple's staff (issue 11, decision 190's
 * `staffToTell`): they queue a `notify.staff` job, whose worker stores and pushes the notice.
 */
export interface StaffNotices {
  /**
   * Queues the notice in the transaction that makes the change: it exists if and only if that
   * transaction commits, and survives the process dying right after. A failure to queue fails
   * the transaction.
   */
  queue(tx: Db, e: StaffEvent): Promise<void>;
  /**
   * Queues it now, for a change that commits outside any transaction of ours (a provider's
   * refund). Never throws: the change stands either way.
   */
  queueNow(e: StaffEvent): Promise<void>;
  /** After the commit: this process's worker takes the job at once instead of at its next poll. */
  wake(): void;
}

/** Queues the notice of `e`, keyed by the event; in `tx` when given (see `StaffNotices`). */
export async function queueStaffNotice(jobs: JobQueue, e: StaffEvent, tx?: Db): Promise<void> {
  await jobs.enqueue(STAFF_NOTICE_JOB, e, { key: staffEventKey(e), tx });
}

export function staffNoticesFor(jobs: JobQueue, log: FastifyBaseLogger): StaffNotices {
  const enqueue = (e: StaffEvent, tx?: Db) => queueStaffNotice(jobs, e, tx);
  return {
    queue: async (tx, e) => {
      await enqueue(e, tx);
    },
    queueNow: async (e) => {
      try {
        await enqueue(e);
        jobs.wake(STAFF_NOTICE_JOB);
      } catch (err) {
        log.warn({ err, event: e }, "staff notification not queued");
      }
    },
    wake: () => jobs.wake(STAFF_NOTICE_JOB),
  };
}
