import type { ChatAttachment } from "@sannidhi/contracts";
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./common.js";
import { users } from "./users.js";

/** A conversation between two staff members (issue 11, the chat popup): one per pair. */
export const chatRooms = pgTable("chat_rooms", {
  id: id(),
  /** The two user ids, sorted and joined: the database keeps one room per pair. */
  pairKey: text("pair_key").notNull().unique(),
  lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const chatMembers = pgTable(
  "chat_members",
  {
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Messages after this are unread for this member. */
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    index("chat_members_user_idx").on(t.userId),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    attachment: jsonb("attachment").$type<ChatAttachment>(),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_chat_created_idx").on(t.chatId, t.createdAt)],
);
