import type {
  ChatAdd,
  ChatAttachment,
  ChatCollection,
  ChatContact,
  ChatMessage,
  ChatRecent,
  ChatRoom,
} from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { ReadyContext } from "../../app.js";
import { AppError, notFound } from "../../lib/errors.js";
import { chatCollapseKey, chatMessageNotice } from "../notifications/notices.js";
import { notifyUsersSafely, readNotificationsOf } from "../notifications/notifications.service.js";
import * as repo from "./chat.repository.js";

export type ChatContext = Pick<ReadyContext, "database" | "live">;

/** Live events on each person's own topic. */
export const CHAT_EVENTS = {
  /** A message in one of their conversations: its DTO. */
  message: "chat.message",
  /** They read a conversation in another tab: its unread count is now 0. */
  read: "chat.read",
} as const;

const ROLE_NAMES: Record<string, string> = { SA: "Super admin", admin: "Admin", editor: "Editor" };

function toContact(row: repo.ContactRow, online: Set<string>): ChatContact {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    status: online.has(row.id) ? "online" : "offline",
    mood: row.designation ?? ROLE_NAMES[row.role] ?? row.role,
  };
}

export function toChatMessage(row: repo.ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    contactId: row.senderId,
    text: row.text,
    time: row.createdAt.toISOString(),
    attachment: row.attachment ?? null,
  };
}

async function withStatus(ctx: ChatContext, rows: repo.ContactRow[]): Promise<ChatContact[]> {
  const online = await ctx.live.online(rows.map((r) => r.id));
  return rows.map((r) => toContact(r, online));
}

/** Every other active staff member, with online or offline (`/api/chat/contacts/all`). */
export async function allContacts(ctx: ChatContext, me: string): Promise<ChatContact[]> {
  return withStatus(ctx, await repo.staffContacts(ctx.database.db, { except: me }));
}

/** A staff member one may chat with: not oneself, not a devotee, not a deactivated account. */
export async function contactFor(ctx: ChatContext, me: string, id: string): Promise<ChatContact> {
  if (id === me) {
    throw new AppError("VALIDATION", "You cannot chat with yourself", 400, [
      { path: "contactId", message: "You cannot chat with yourself" },
    ]);
  }
  const [row] = await repo.staffContacts(ctx.database.db, { ids: [id] });
  if (!row) throw notFound("Contact not found");
  const [contact] = await withStatus(ctx, [row]);
  return contact as ChatContact;
}

/** `/api/chat/contacts/recent`: conversations, newest first, with unread counts. */
export async function recentContacts(ctx: ChatContext, me: string): Promise<ChatRecent[]> {
  const db = ctx.database.db;
  const rooms = await repo.recentOf(db, me);
  const contacts = await withStatus(
    ctx,
    await repo.staffContacts(db, { ids: rooms.map((r) => r.contactId) }),
  );
  const byId = new Map(contacts.map((c) => [c.id, c]));
  return rooms.flatMap((r) => {
    const c = byId.get(r.contactId);
    if (!c) return [];
    return [
      {
        ...c,
        chatId: r.chatId,
        contactId: r.contactId,
        unread: r.unread,
        lastChatTime: r.lastChatTime?.toISOString() ?? null,
        lastText: r.lastText ?? "",
      },
    ];
  });
}

/**
 * `/api/chat/chat-room`: the conversation with a contact (made on first use), its latest
 * messages, now read, and the updated recent list (spec: chatId, messageList, recentListUpdated).
 */
export async function chatRoom(ctx: ChatContext, me: string, contactId: string): Promise<ChatRoom> {
  const db = ctx.database.db;
  const contact = await contactFor(ctx, me, contactId);
  const chatId = await repo.roomFor(db, me, contactId);
  const page = await repo.messagesOf(db, chatId, 50);
  await read(ctx, me, chatId);
  return {
    chatId,
    contact,
    messageList: page.rows.map(toChatMessage),
    hasMore: page.hasMore,
    recentListUpdated: await recentContacts(ctx, me),
  };
}

/** `/api/chat`: a page of one of the person's conversations; anyone else's answers 404. */
export async function messagesOf(
  ctx: ChatContext,
  me: string,
  chatId: string,
  limit: number,
  beforeId?: string,
): Promise<ChatCollection> {
  const db = ctx.database.db;
  if (!(await repo.roomOf(db, chatId, me))) throw notFound("Chat not found");
  const before = beforeId ? await repo.findMessage(db, chatId, beforeId) : undefined;
  if (beforeId && !before) throw notFound("Message not found");
  const page = await repo.messagesOf(db, chatId, limit, before);
  return { id: chatId, chats: page.rows.map(toChatMessage), hasMore: page.hasMore };
}

export async function markChatRead(ctx: ChatContext, me: string, chatId: string): Promise<void> {
  const db = ctx.database.db;
  if (!(await repo.roomOf(db, chatId, me))) throw notFound("Chat not found");
  await read(ctx, me, chatId);
}

/** Reads a conversation, and the "new messages" notice that pointed at it. */
async function read(ctx: ChatContext, me: string, chatId: string) {
  await repo.markRead(ctx.database.db, chatId, me);
  await readNotificationsOf(ctx, me, chatCollapseKey(chatId));
  await ctx.live.toUsers([me], CHAT_EVENTS.read, { chatId });
}

/**
 * `POST /api/chat/add`: stores the message and delivers it to every open tab of both people,
 * on whichever server process they are connected to. A recipient with no live connection gets
 * a notification instead (one per conversation while unread).
 */
export async function sendMessage(
  ctx: ChatContext,
  log: FastifyBaseLogger,
  me: { id: string },
  input: ChatAdd & { text: string },
): Promise<ChatMessage> {
  const db = ctx.database.db;
  const room = await repo.roomOf(db, input.chatId, me.id);
  if (!room || room.contactId !== input.contactId) throw notFound("Chat not found");
  const [contact] = await repo.staffContacts(db, { ids: [input.contactId] });
  if (!contact) throw notFound("Contact not found");
  let attachment: ChatAttachment | null = null;
  if (input.attachment) {
    const image = await repo.ownMedia(db, input.attachment.mediaId, me.id);
    if (!image) throw notFound("Image not found: upload it first");
    attachment = {
      mediaId: image.id,
      url: image.variants.w1280 ?? image.url,
      thumbUrl: image.variants.w320 ?? image.url,
      width: image.width,
      height: image.height,
    };
  }
  const row = await repo.insertMessage(db, {
    chatId: room.chatId,
    senderId: me.id,
    text: input.text,
    attachment,
  });
  const message = toChatMessage(row);
  await ctx.live.toUsers([me.id, contact.id], CHAT_EVENTS.message, message);
  const online = await ctx.live.online([contact.id]);
  if (!online.has(contact.id)) {
    const [sender] = await repo.staffContacts(db, { ids: [me.id] });
    const notice = chatMessageNotice({
      chatId: room.chatId,
      senderId: me.id,
      senderName: sender?.name ?? "Staff",
      text: input.text,
    });
    await notifyUsersSafely(ctx, log, [contact.id], notice);
  }
  return message;
}
