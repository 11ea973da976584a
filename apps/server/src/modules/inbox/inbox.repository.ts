import type { InboxFolder } from "@sannidhi/contracts";
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contactMessages } from "../../db/schema/contact.js";
import { inboxMembers, inboxMessages, inboxThreads } from "../../db/schema/inbox.js";
import { users } from "../../db/schema/users.js";

/** A transaction or the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/** Who is looking: their id, and whether they read the trust's contact messages. */
export interface Reader {
  userId: string;
  office: boolean;
}

const t = inboxThreads;
const m = inboxMembers;

function mine(reader: Reader) {
  return and(eq(m.threadId, t.id), eq(m.userId, reader.userId));
}

/** Threads the reader may see and has not deleted since their last message. */
function visible(reader: Reader): SQL {
  return and(
    or(eq(m.member, true), reader.office ? eq(t.kind, "contact") : sql`false`),
    or(isNull(m.deletedAt), sql`${m.deletedAt} < ${t.lastMessageAt}`),
  ) as SQL;
}

const unread = sql`(${m.readAt} is null or ${m.readAt} < ${t.lastMessageAt})`;

export interface ThreadQuery {
  folder: InboxFolder;
  q?: string | undefined;
  limit: number;
  offset: number;
}

export async function listThreads(db: Db, reader: Reader, query: ThreadQuery) {
  const filters: (SQL | undefined)[] = [visible(reader)];
  if (query.folder === "unread") filters.push(unread);
  if (query.folder === "contact") filters.push(eq(t.kind, "contact"));
  if (query.q) {
    const p = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`(${t.subject} ilike ${p} or exists (select 1 from ${inboxMessages} x where x.thread_id = ${t.id} and (x.body_text ilike ${p} or x.sender_name ilike ${p})))`,
    );
  }
  const where = and(...filters);
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: t.id,
        kind: t.kind,
        subject: t.subject,
        lastMessageAt: t.lastMessageAt,
        selected: sql<boolean>`coalesce(${m.selected}, false)`,
        unread: sql<boolean>`${unread}`,
      })
      .from(t)
      .leftJoin(m, mine(reader))
      .where(where)
      .orderBy(desc(t.lastMessageAt), desc(t.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where})::int`,
        unread: sql<number>`count(*) filter (where ${visible(reader)} and ${unread})::int`,
      })
      .from(t)
      .leftJoin(m, mine(reader)),
  ]);
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** The thread if the reader may see it (deleted ones included: opening a link still works). */
export async function findThread(db: Db, reader: Reader, id: string) {
  const [row] = await db
    .select({
      id: t.id,
      kind: t.kind,
      subject: t.subject,
      lastMessageAt: t.lastMessageAt,
      contactMessageId: t.contactMessageId,
      selected: sql<boolean>`coalesce(${m.selected}, false)`,
      unread: sql<boolean>`${unread}`,
    })
    .from(t)
    .leftJoin(m, mine(reader))
    .where(
      and(eq(t.id, id), or(eq(m.member, true), reader.office ? eq(t.kind, "contact") : sql`false`)),
    );
  return row;
}

/** Of `ids`, those the reader may see. */
export async function visibleIds(db: Db, reader: Reader, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .leftJoin(m, mine(reader))
    .where(and(inArray(t.id, ids), visible(reader)));
  return rows.map((r) => r.id);
}

const messageColumns = {
  id: inboxMessages.id,
  threadId: inboxMessages.threadId,
  senderId: inboxMessages.senderId,
  senderName: inboxMessages.senderName,
  photo: users.avatar,
  bodyHtml: inboxMessages.bodyHtml,
  mailedTo: inboxMessages.mailedTo,
  mailStatus: inboxMessages.mailStatus,
  mailStatusAt: inboxMessages.mailStatusAt,
  createdAt: inboxMessages.createdAt,
};
export type MessageRow = Awaited<ReturnType<typeof threadMessages>>[number];

/** The newest message and the number of messages of each thread. */
export async function latestMessages(db: Db, threadIds: string[]) {
  if (!threadIds.length) return new Map<string, MessageRow & { count: number }>();
  const rows = await db
    .selectDistinctOn([inboxMessages.threadId], {
      ...messageColumns,
      count: sql<number>`count(*) over (partition by ${inboxMessages.threadId})::int`,
    })
    .from(inboxMessages)
    .leftJoin(users, eq(users.id, inboxMessages.senderId))
    .where(inArray(inboxMessages.threadId, threadIds))
    .orderBy(inboxMessages.threadId, desc(inboxMessages.createdAt), desc(inboxMessages.id));
  return new Map(rows.map((r) => [r.threadId, r]));
}

export async function threadMessages(db: Db, threadId: string) {
  return db
    .select(messageColumns)
    .from(inboxMessages)
    .leftJoin(users, eq(users.id, inboxMessages.senderId))
    .where(eq(inboxMessages.threadId, threadId))
    .orderBy(asc(inboxMessages.createdAt), asc(inboxMessages.id));
}

export async function threadMembers(db: Db, threadId: string) {
  return db
    .select({
      id: users.id,
      name: sql<string>`coalesce(${users.name}, ${users.username}, ${users.mobile}, '')`,
    })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .where(and(eq(m.threadId, threadId), eq(m.member, true)))
    .orderBy(asc(users.name));
}

export async function contactOf(db: Db, contactMessageId: string) {
  const [row] = await db
    .select({
      name: contactMessages.fullName,
      email: contactMessages.email,
      phone: contactMessages.phone,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, contactMessageId));
  return row;
}

/** Active staff accounts among `ids`, with the name to show. */
export async function activeStaff(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: users.id,
      name: sql<string>`coalesce(${users.name}, ${users.username}, ${users.mobile}, '')`,
      avatar: users.avatar,
    })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        inArray(users.role, ["SA", "admin", "editor"]),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
}

export async function insertThread(tx: Tx, values: typeof inboxThreads.$inferInsert) {
  const [row] = await tx.insert(inboxThreads).values(values).returning();
  if (!row) throw new Error("inbox thread not stored");
  return row;
}

export async function insertMessage(tx: Tx, values: typeof inboxMessages.$inferInsert) {
  const [row] = await tx.insert(inboxMessages).values(values).returning();
  if (!row) throw new Error("inbox message not stored");
  await tx
    .update(inboxThreads)
    .set({ lastMessageAt: row.createdAt })
    .where(eq(inboxThreads.id, values.threadId));
  return row;
}

export async function addMembers(tx: Tx, threadId: string, userIds: string[]) {
  if (!userIds.length) return;
  await tx
    .insert(m)
    .values(userIds.map((userId) => ({ threadId, userId, member: true })))
    .onConflictDoUpdate({ target: [m.threadId, m.userId], set: { member: true } });
}

export async function memberIds(db: Tx, threadId: string): Promise<string[]> {
  const rows = await db
    .select({ id: m.userId })
    .from(m)
    .where(and(eq(m.threadId, threadId), eq(m.member, true)));
  return rows.map((r) => r.id);
}

/** Sets the reader's own state of threads, creating it where they had none (contact threads). */
export async function setState(
  tx: Tx,
  userId: string,
  threadIds: string[],
  state: { readAt?: Date | null; selected?: boolean; deletedAt?: Date },
) {
  if (!threadIds.length) return;
  await tx
    .insert(m)
    .values(threadIds.map((threadId) => ({ threadId, userId, ...state })))
    .onConflictDoUpdate({ target: [m.threadId, m.userId], set: state });
}

/** A reply to a contact message as its mail is written: who, what, and which send it is on. */
export async function replyToMail(db: Tx, messageId: string) {
  const [row] = await db
    .select({
      id: inboxMessages.id,
      threadId: inboxMessages.threadId,
      subject: t.subject,
      staffName: inboxMessages.senderName,
      text: inboxMessages.bodyText,
      to: inboxMessages.mailedTo,
      contactName: contactMessages.fullName,
      mailStatus: inboxMessages.mailStatus,
      mailSends: inboxMessages.mailSends,
    })
    .from(inboxMessages)
    .innerJoin(t, eq(t.id, inboxMessages.threadId))
    .innerJoin(contactMessages, eq(contactMessages.id, t.contactMessageId))
    .where(eq(inboxMessages.id, messageId));
  return row;
}

/**
 * Moves send number `send` of a reply's mail from `sending` to `sent` or `failed`; false when it
 * was not in flight (already recorded, or superseded by a newer send).
 */
export async function settleMail(
  db: Tx,
  messageId: string,
  send: number,
  status: "sent" | "failed",
): Promise<boolean> {
  const rows = await db
    .update(inboxMessages)
    .set({ mailStatus: status, mailStatusAt: sql`now()` })
    .where(
      and(
        eq(inboxMessages.id, messageId),
        eq(inboxMessages.mailSends, send),
        eq(inboxMessages.mailStatus, "sending"),
      ),
    )
    .returning({ id: inboxMessages.id });
  return rows.length > 0;
}

/** A reply whose mail failed is sending again: the number of this send, or null if not failed. */
export async function sendAgain(tx: Tx, messageId: string): Promise<number | null> {
  const [row] = await tx
    .update(inboxMessages)
    .set({
      mailStatus: "sending",
      mailStatusAt: sql`now()`,
      mailSends: sql`${inboxMessages.mailSends} + 1`,
    })
    .where(and(eq(inboxMessages.id, messageId), eq(inboxMessages.mailStatus, "failed")))
    .returning({ send: inboxMessages.mailSends });
  return row?.send ?? null;
}

/** The thread a message is in, and whether it was mailed. */
export async function messageById(db: Tx, messageId: string) {
  const [row] = await db
    .select({
      threadId: inboxMessages.threadId,
      mailedTo: inboxMessages.mailedTo,
      mailStatus: inboxMessages.mailStatus,
    })
    .from(inboxMessages)
    .where(eq(inboxMessages.id, messageId));
  return row;
}
