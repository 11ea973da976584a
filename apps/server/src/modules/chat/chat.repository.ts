import type { ChatAttachment } from "@sannidhi/contracts";
import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { chatMembers, chatMessages, chatRooms } from "../../db/schema/chat.js";
import { media } from "../../db/schema/media.js";
import { employees } from "../../db/schema/people.js";
import { users } from "../../db/schema/users.js";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

const STAFF = ["SA", "admin", "editor"] as const;

const contactColumns = {
  id: users.id,
  name: sql<string>`coalesce(${users.name}, ${users.username}, ${users.mobile}, '')`,
  avatar: users.avatar,
  role: users.role,
  designation: employees.designation,
};
export type ContactRow = {
  id: string;
  name: string;
  avatar: string | null;
  role: string;
  designation: string | null;
};

/** Active staff accounts, optionally only `ids`, never `except`; by name. */
export async function staffContacts(
  db: Db,
  options: { except?: string; ids?: string[] },
): Promise<ContactRow[]> {
  if (options.ids && !options.ids.length) return [];
  return db
    .select(contactColumns)
    .from(users)
    .leftJoin(employees, and(eq(employees.userId, users.id), eq(employees.active, true)))
    .where(
      and(
        inArray(users.role, [...STAFF]),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        options.except ? ne(users.id, options.except) : undefined,
        options.ids ? inArray(users.id, options.ids) : undefined,
      ),
    )
    .orderBy(contactColumns.name, users.id);
}

/** The key of the one room of two people. */
export const pairKey = (a: string, b: string) => [a, b].sort().join(":");

/** The one room of two people, made on first use with both as members. */
export async function roomFor(db: Db, a: string, b: string): Promise<string> {
  return db.transaction(async (tx) => {
    const key = pairKey(a, b);
    await tx.insert(chatRooms).values({ pairKey: key }).onConflictDoNothing();
    const [room] = await tx
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(eq(chatRooms.pairKey, key));
    if (!room) throw new Error("chat room not stored");
    await tx
      .insert(chatMembers)
      .values([
        { chatId: room.id, userId: a },
        { chatId: room.id, userId: b },
      ])
      .onConflictDoNothing();
    return room.id;
  });
}

/** The room if `userId` is in it, with the other member. */
export async function roomOf(db: Db, chatId: string, userId: string) {
  const rows = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(eq(chatMembers.chatId, chatId));
  if (!rows.some((r) => r.userId === userId)) return undefined;
  const other = rows.find((r) => r.userId !== userId);
  return other ? { chatId, contactId: other.userId } : undefined;
}

/** Up to `limit` messages before `before` (or the newest), oldest first, and whether more exist. */
export async function messagesOf(
  db: Db,
  chatId: string,
  limit: number,
  before?: { createdAt: Date; id: string },
) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        before
          ? or(
              lt(chatMessages.createdAt, before.createdAt),
              and(eq(chatMessages.createdAt, before.createdAt), lt(chatMessages.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

export async function findMessage(db: Db, chatId: string, id: string) {
  const [row] = await db
    .select({ id: chatMessages.id, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.id, id)));
  return row;
}

export async function insertMessage(
  db: Db,
  values: { chatId: string; senderId: string; text: string; attachment: ChatAttachment | null },
): Promise<ChatMessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values(values).returning();
    if (!row) throw new Error("chat message not stored");
    await tx
      .update(chatRooms)
      .set({ lastMessageAt: row.createdAt })
      .where(eq(chatRooms.id, values.chatId));
    await markRead(tx, values.chatId, values.senderId, row.createdAt);
    return row;
  });
}

export async function markRead(db: Tx, chatId: string, userId: string, at: Date | null = null) {
  await db
    .update(chatMembers)
    .set({ lastReadAt: at ?? sql`now()` })
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
}

/** The person's conversations with messages, newest first: unread count and last message. */
export async function recentOf(db: Db, userId: string, limit = 50) {
  const mine = chatMembers;
  return db
    .select({
      chatId: chatRooms.id,
      contactId: sql<string>`other.user_id`,
      lastChatTime: chatRooms.lastMessageAt,
      unread: sql<number>`(select count(*) from ${chatMessages} x where x.chat_id = ${chatRooms.id} and x.sender_id <> ${userId} and x.created_at > coalesce(${mine.lastReadAt}, '-infinity'::timestamptz))::int`,
      lastText: sql<string>`(select case when x.text = '' and x.attachment is not null then '📷' else x.text end from ${chatMessages} x where x.chat_id = ${chatRooms.id} order by x.created_at desc, x.id desc limit 1)`,
    })
    .from(mine)
    .innerJoin(chatRooms, eq(chatRooms.id, mine.chatId))
    .innerJoin(
      sql`${chatMembers} other`,
      sql`other.chat_id = ${chatRooms.id} and other.user_id <> ${userId}`,
    )
    .where(and(eq(mine.userId, userId), sql`${chatRooms.lastMessageAt} is not null`))
    .orderBy(desc(chatRooms.lastMessageAt))
    .limit(limit);
}

/** An image the person uploaded through the media API (its checks already passed). */
export async function ownMedia(db: Db, mediaId: string, userId: string) {
  const [row] = await db
    .select({
      id: media.id,
      url: media.url,
      variants: media.variants,
      width: media.width,
      height: media.height,
    })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.uploadedBy, userId)));
  return row;
}
