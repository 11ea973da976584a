import type { ReadyContext } from "../../app.js";
import type { Db } from "../../db/client.js";
import type { JobKind } from "../../lib/jobs/queue.js";
import { trustOffice } from "../staff/staff-scope.js";
import * as repo from "./inbox.repository.js";

export const MAIL_JOB = "mail.send";
/** Where pg-boss puts a `mail.send` that failed for good (its dead letter queue). */
export const MAIL_FAILED_JOB = "mail.failed";

/** Send number `send` of the mail a reply to a contact message becomes. */
export interface ReplyMail {
  messageId: string;
  send: number;
}

type MailContext = Pick<ReadyContext, "database" | "live" | "mail" | "config" | "jobs">;

/**
 * A provider that refuses or cannot be reached is tried again after MAIL_RETRY_DELAY_SECONDS
 * (5 s), doubled each time, MAIL_RETRY_LIMIT (6) times: a few minutes of outage lose nothing.
 * When the last try fails — or the last run dies with its process and expires — pg-boss moves
 * the job to `mail.failed`, which records "not delivered" (decision 158).
 */
export function mailJobKind(retryLimit: number, retryDelaySeconds: number): JobKind {
  return {
    retryLimit,
    retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 60,
    deadLetter: MAIL_FAILED_JOB,
  };
}

/** Only records a state: retried briefly if the database hiccups. */
const FAILED_KIND: JobKind = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 60,
};

/** The job's key: the first send is keyed by the message, each "send again" by its number. */
export const mailKey = (m: ReplyMail) => (m.send <= 1 ? m.messageId : `${m.messageId}:${m.send}`);

/** Queues send number `send` of a reply's mail in the transaction that recorded it. */
export async function queueReplyMail(ctx: MailContext, m: ReplyMail, tx: Db): Promise<void> {
  await ctx.jobs.enqueue(MAIL_JOB, m, { key: mailKey(m), tx });
}

/**
 * The inbox's replies to contact messages are mailed from the queue: the request stores the
 * reply as `sending` and queues this job in the same transaction, so a reply exists if and only
 * if its mail is queued. The mail is written from the stored reply when the job runs.
 */
export function defineReplyMailJobs(ctx: MailContext, kind: JobKind): void {
  const db = ctx.database.db;
  ctx.jobs.define<ReplyMail>(MAIL_JOB, kind, async (m, job) => {
    const reply = await repo.replyToMail(db, m.messageId);
    // Deleted with its contact message, or a newer "send again" has taken over.
    if (!reply?.to || reply.mailSends !== m.send) return;
    const to = reply.to;
    await job.once(`mail:inbox-reply:${mailKey(m)}`, () =>
      ctx.mail.send({
        to,
        subject: /^re:/i.test(reply.subject) ? reply.subject : `Re: ${reply.subject}`,
        text: `Dear ${reply.contactName},\n\n${reply.text}\n\n${reply.staffName}\nSannidhi\n${ctx.config.publicUrl}`,
      }),
    );
    if (await repo.settleMail(db, m.messageId, m.send, "sent")) await tell(ctx, reply);
  });
  ctx.jobs.define<ReplyMail>(MAIL_FAILED_JOB, FAILED_KIND, async (m) => {
    const reply = await repo.replyToMail(db, m.messageId);
    if (reply && (await repo.settleMail(db, m.messageId, m.send, "failed"))) {
      await tell(ctx, reply);
    }
  });
}

/** The open inbox pages of everyone who sees the thread show the new state. */
async function tell(ctx: MailContext, reply: { id: string; threadId: string }) {
  const db = ctx.database.db;
  const audience = [
    ...(await repo.memberIds(db, reply.threadId)),
    ...(await trustOffice(db, ["SA", "admin"])),
  ];
  await ctx.live.toUsers(audience, "inbox.changed", {
    threadId: reply.threadId,
    messageId: reply.id,
  });
}
