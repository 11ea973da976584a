import type { Db } from "../../db/client.js";
import type { JobKind, JobQueue } from "../../lib/jobs/queue.js";
import type { SmsProvider } from "../../providers/sms/index.js";

/** One SMS to a devotee. The same `key` is sent once, however often it is queued or run. */
export interface SmsMessage {
  to: string;
  text: string;
  vars?: Record<string, string>;
  templateId?: string;
  /** What the message is about, e.g. `booking-confirmed:<booking id>`. */
  key: string;
}

/** Sends the devotee's booking messages (confirmation, notices) by SMS. */
export interface BookingNotifier {
  /** With `tx`, the SMS is queued in that transaction: sent only if it commits. */
  send(message: SmsMessage, tx?: Db): Promise<void>;
}

export const SMS_JOB = "sms.send";

/**
 * A gateway that refuses or cannot be reached is tried again after about 5 s, 10, 20, 40, 80
 * and 160 (SMS_RETRY_DELAY_SECONDS, doubled each time, with pg-boss's jitter): an outage of a
 * few minutes loses nothing. A run longer than a minute (the gateway's own timeout is 10 s) is
 * taken for a dead process's and retried.
 */
export function smsJobKind(retryDelaySeconds: number): JobKind {
  return { retryLimit: 6, retryDelaySeconds, retryBackoff: true, expireInSeconds: 60 };
}

/**
 * Devotees' SMS leave through the job queue (docs/decisions/158): the request that confirmed a
 * booking only enqueues; a worker on any process sends, retrying with backoff, and the effects
 * table makes a second run of the same message a no-op. Sign-in codes do not come here: the
 * person is waiting for them (modules/auth).
 */
export function defineSmsJob(jobs: JobQueue, sms: () => SmsProvider, kind: JobKind): void {
  jobs.define<SmsMessage>(SMS_JOB, kind, async (m, job) => {
    await job.once(`sms:${m.key}`, () => sms().send(m.to, m.text, m.vars, m.templateId));
  });
}

/** The notifier every module uses: it enqueues, the SMS job sends. */
export function queuedNotifier(jobs: JobQueue): BookingNotifier {
  return {
    send: async (message, tx) => {
      await jobs.enqueue(SMS_JOB, message, { key: message.key, tx });
    },
  };
}
