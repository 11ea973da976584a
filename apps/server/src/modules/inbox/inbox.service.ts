import type {
  ContactMessage,
  InboxAdd,
  InboxListQuery,
  InboxThread,
  InboxThreadDetail,
} from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { ReadyContext } from "../../app.js";
import { AppError, conflict, notFound } from "../../lib/errors.js";
import type { AuthUser } from "../../plugins/auth.js";
import { queueStaffNotice, STAFF_NOTICE_JOB } from "../notifications/staff-notice-queue.js";
import { scopeOf, trustOffice } from "../staff/staff-scope.js";
import * as repo from "./inbox.repository.js";
import { cleanMessage, textToHtml } from "./inbox-html.js";
import { queueReplyMail } from "./inbox-mail.js";

export type InboxContext = Pick<ReadyContext, "database" | "live" | "mail" | "config" | "jobs">;

/** Live events on each person's own topic: the list (and its unread badge) is reloaded. */
export const INBOX_EVENT = "inbox.changed";

/**
 * Contact messages are the trust's (decision 102): the SA and admins with a trust-wide grant
 * (issue 33, decision 200).
 */
export const CONTACT_ROLES = ["SA", "admin"] as const;

export async function readerOf(ctx: InboxContext, user: AuthUser): Promise<repo.Reader> {
  const office =
    (CONTACT_ROLES as readonly string[]).includes(user.role) &&
    (await scopeOf(ctx.database.db, user)).trustWide;
  return { userId: user.id, office };
}

const senderOf = (row: repo.MessageRow) => ({
  id: row.senderId,
  name: row.senderName,
  photo: row.photo ?? null,
});

export async function listInbox(ctx: InboxContext, user: AuthUser, query: InboxListQuery) {
  const db = ctx.database.db;
  const reader = await readerOf(ctx, user);
  const page = await repo.listThreads(db, reader, {
    folder: query.folder,
    q: query.q,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const latest = await repo.latestMessages(
    db,
    page.rows.map((r) => r.id),
  );
  const data: InboxThread[] = page.rows.flatMap((r) => {
    const last = latest.get(r.id);
    if (!last) return [];
    return [
      {
        id: r.id,
        sender: senderOf(last),
        date: last.createdAt.toISOString(),
        selected: r.selected,
        subject: r.subject,
        message: last.bodyHtml,
        read: !r.unread,
        kind: r.kind,
        count: last.count,
      },
    ];
  });
  return {
    data,
    meta: { total: page.total, page: query.page, limit: query.limit, unread: page.unread },
  };
}

export async function getThread(
  ctx: InboxContext,
  user: AuthUser,
  id: string,
): Promise<InboxThreadDetail> {
  const db = ctx.database.db;
  const thread = await repo.findThread(db, await readerOf(ctx, user), id);
  if (!thread) throw notFound("Message not found");
  const [messages, participants, contact] = await Promise.all([
    repo.threadMessages(db, id),
    repo.threadMembers(db, id),
    thread.contactMessageId ? repo.contactOf(db, thread.contactMessageId) : undefined,
  ]);
  const last = messages.at(-1);
  if (!last) throw notFound("Message not found");
  return {
    id: thread.id,
    sender: senderOf(last),
    date: last.createdAt.toISOString(),
    selected: thread.selected,
    subject: thread.subject,
    message: last.bodyHtml,
    read: !thread.unread,
    kind: thread.kind,
    count: messages.length,
    messages: messages.map((x) => ({
      id: x.id,
      sender: senderOf(x),
      date: x.createdAt.toISOString(),
      message: x.bodyHtml,
      mailedTo: x.mailedTo,
      // Replies mailed before the queue were sent in the request: they went out.
      mailStatus: x.mailedTo ? (x.mailStatus ?? "sent") : null,
      mailStatusAt: x.mailedTo ? (x.mailStatusAt ?? x.createdAt).toISOString() : null,
    })),
    participants,
    contact: contact ?? null,
  };
}

/** Everyone who sees a thread: its members, and the trust's office for a contact thread. */
async function audienceOf(ctx: InboxContext, threadId: string, kind: "staff" | "contact") {
  const db = ctx.database.db;
  const members = await repo.memberIds(db, threadId);
  return kind === "contact" ? [...members, ...(await trustOffice(db, CONTACT_ROLES))] : members;
}

/**
 * `POST /api/inbox/add`: a new thread to staff, or a reply. A reply to a contact message is kept
 * as "sending" and its mail queued in the same transaction (decision 158): the `mail.send` job
 * mails it, retrying, and records "sent" or "failed" on the message.
 */
export async function addMessage(
  ctx: InboxContext,
  user: AuthUser,
  input: InboxAdd,
): Promise<InboxThreadDetail> {
  const db = ctx.database.db;
  const body = cleanMessage(input.message);
  const [me] = await repo.activeStaff(db, [user.id]);
  const name = me?.name || "Staff";
  if (!input.threadId) return newThread(ctx, user, name, input, body);

  const reader = await readerOf(ctx, user);
  const thread = await repo.findThread(db, reader, input.threadId);
  if (!thread) throw notFound("Message not found");
  let mailedTo: string | null = null;
  if (thread.kind === "contact" && thread.contactMessageId) {
    const contact = await repo.contactOf(db, thread.contactMessageId);
    if (!contact) throw notFound("Message not found");
    mailedTo = contact.email;
  }
  const message = await db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, {
      threadId: thread.id,
      senderId: user.id,
      senderName: name,
      bodyHtml: body.html,
      bodyText: body.text,
      mailedTo,
      ...(mailedTo
        ? { mailStatus: "sending" as const, mailStatusAt: new Date(), mailSends: 1 }
        : {}),
    });
    if (mailedTo) await queueReplyMail(ctx, { messageId: row.id, send: 1 }, tx);
    await repo.setState(tx, user.id, [thread.id], { readAt: row.createdAt });
    return row;
  });
  const audience = await audienceOf(ctx, thread.id, thread.kind);
  await ctx.live.toUsers(audience, INBOX_EVENT, { threadId: thread.id, messageId: message.id });
  return getThread(ctx, user, thread.id);
}

/**
 * `POST /api/inbox/resend`: a reply whose mail was not delivered is queued again. Only a
 * `failed` mail may be (a mail still sending or sent would go twice); anyone who may answer the
 * thread may.
 */
export async function resendReply(
  ctx: InboxContext,
  user: AuthUser,
  messageId: string,
): Promise<InboxThreadDetail> {
  const db = ctx.database.db;
  const found = await repo.messageById(db, messageId);
  const thread = found && (await repo.findThread(db, await readerOf(ctx, user), found.threadId));
  if (!found || !thread) throw notFound("Message not found");
  if (!found.mailedTo) throw conflict("This message was not sent by e-mail");
  const send = await db.transaction(async (tx) => {
    const n = await repo.sendAgain(tx, messageId);
    if (n === null) return null;
    await queueReplyMail(ctx, { messageId, send: n }, tx);
    return n;
  });
  if (send === null) throw conflict("Only a reply that was not delivered can be sent again");
  const audience = await audienceOf(ctx, thread.id, thread.kind);
  await ctx.live.toUsers(audience, INBOX_EVENT, { threadId: thread.id, messageId });
  return getThread(ctx, user, thread.id);
}

async function newThread(
  ctx: InboxContext,
  user: AuthUser,
  name: string,
  input: InboxAdd,
  body: { html: string; text: string },
) {
  const db = ctx.database.db;
  const wanted = [...new Set(input.to ?? [])];
  const found = new Set((await repo.activeStaff(db, wanted)).map((s) => s.id));
  const bad = wanted.flatMap((id, i) =>
    id === user.id
      ? [{ path: `body.to.${i}`, message: "You cannot write to yourself" }]
      : found.has(id)
        ? []
        : [{ path: `body.to.${i}`, message: "No staff member has this id" }],
  );
  if (bad.length) throw new AppError("VALIDATION", `${bad[0]?.path}: ${bad[0]?.message}`, 400, bad);
  const thread = await db.transaction(async (tx) => {
    const row = await repo.insertThread(tx, { kind: "staff", subject: input.subject ?? "" });
    const message = await repo.insertMessage(tx, {
      threadId: row.id,
      senderId: user.id,
      senderName: name,
      bodyHtml: body.html,
      bodyText: body.text,
    });
    await repo.addMembers(tx, row.id, [user.id, ...wanted]);
    await repo.setState(tx, user.id, [row.id], { readAt: message.createdAt });
    // Its recipients' notices come from the queue, queued with the thread (decision 158).
    await queueStaffNotice(ctx.jobs, { event: "inbox_thread", threadId: row.id }, tx);
    return row;
  });
  ctx.jobs.wake(STAFF_NOTICE_JOB);
  await ctx.live.toUsers([user.id, ...wanted], INBOX_EVENT, { threadId: thread.id });
  return getThread(ctx, user, thread.id);
}

/** The reader's own state of threads they see; any other id answers 404 and nothing changes. */
export async function changeThreads(
  ctx: InboxContext,
  user: AuthUser,
  ids: string[],
  change: { read?: boolean | undefined; selected?: boolean | undefined; deleted?: true },
): Promise<string[]> {
  const db = ctx.database.db;
  const wanted = [...new Set(ids)];
  const seen = await repo.visibleIds(db, await readerOf(ctx, user), wanted);
  if (seen.length !== wanted.length) throw notFound("Message not found");
  const now = new Date();
  await repo.setState(db, user.id, wanted, {
    ...(change.read === undefined ? {} : { readAt: change.read ? now : null }),
    ...(change.selected === undefined ? {} : { selected: change.selected }),
    ...(change.deleted ? { deletedAt: now, selected: false } : {}),
  });
  await ctx.live.toUsers([user.id], INBOX_EVENT, { threadIds: wanted });
  return wanted;
}

/**
 * A message from the landing page's contact form lands in the inbox of the trust's office
 * (issue 11), who are told. Called once the message is stored; never throws.
 */
export async function receiveContactMessage(
  ctx: InboxContext,
  log: FastifyBaseLogger,
  contact: ContactMessage,
): Promise<void> {
  try {
    const db = ctx.database.db;
    const thread = await db.transaction(async (tx) => {
      const row = await repo.insertThread(tx, {
        kind: "contact",
        subject: contact.subject,
        contactMessageId: contact.id,
      });
      await repo.insertMessage(tx, {
        threadId: row.id,
        senderId: null,
        senderName: contact.fullName,
        bodyHtml: textToHtml(contact.message),
        bodyText: contact.message,
      });
      // The office's notices come from the queue, queued with the thread (decision 158).
      await queueStaffNotice(ctx.jobs, { event: "contact_message", threadId: row.id }, tx);
      return row;
    });
    ctx.jobs.wake(STAFF_NOTICE_JOB);
    const office = await trustOffice(db, CONTACT_ROLES);
    await ctx.live.toUsers(office, INBOX_EVENT, { threadId: thread.id });
  } catch (err) {
    log.error({ err, contactMessageId: contact.id }, "contact message not put in the inbox");
  }
}
