import { z } from "zod";
import { successOf } from "./envelope.js";
import { CHAT_LIMITS } from "./workspace-rules.js";

/**
 * The chat popup between staff (issue 11; spec section 3 "Chat user", "Contact", "Chat
 * collection"; section 7 `/api/chat…`). Spec section 5: empty or whitespace-only text is ignored
 * after trimming; section 9: the input grows to at most 4 rows and the popup is 360 px wide.
 */
export { CHAT_LIMITS } from "./workspace-rules.js";

export const ChatStatusSchema = z.enum(["online", "offline"]);

export const ChatContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  status: ChatStatusSchema,
  /** A line under the name: the person's designation, else their role. */
  mood: z.string(),
});
export type ChatContact = z.infer<typeof ChatContactSchema>;

export const ChatAttachmentSchema = z.object({
  mediaId: z.string(),
  url: z.string(),
  /** A small variant for the preview. */
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ChatAttachment = z.infer<typeof ChatAttachmentSchema>;

/** One message: `contactId` is its sender (the spec's chat collection `{contactId, text, time}`). */
export const ChatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  contactId: z.string(),
  text: z.string(),
  time: z.string(),
  attachment: ChatAttachmentSchema.nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The spec's chatInfo `{chatId, contactId, unread, lastChatTime}` with the contact beside it. */
export const ChatRecentSchema = ChatContactSchema.extend({
  chatId: z.string(),
  contactId: z.string(),
  unread: z.number().int(),
  lastChatTime: z.string().nullable(),
  lastText: z.string(),
});
export type ChatRecent = z.infer<typeof ChatRecentSchema>;

export const ChatRoomSchema = z.object({
  chatId: z.string(),
  contact: ChatContactSchema,
  messageList: z.array(ChatMessageSchema),
  /** Older messages exist before the first of `messageList`. */
  hasMore: z.boolean(),
  recentListUpdated: z.array(ChatRecentSchema),
});
export type ChatRoom = z.infer<typeof ChatRoomSchema>;

export const ChatCollectionSchema = z.object({
  id: z.string(),
  chats: z.array(ChatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatCollection = z.infer<typeof ChatCollectionSchema>;

export const ChatRoomQuerySchema = z.object({ contactId: z.uuid() });
export const ChatContactQuerySchema = z.object({ contactId: z.uuid() });
export const ChatMessagesQuerySchema = z.object({
  chatId: z.uuid(),
  /** Messages before this one's time (paging back through a long conversation). */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.page).default(CHAT_LIMITS.page),
});

export const ChatAddSchema = z
  .object({
    chatId: z.uuid(),
    contactId: z.uuid(),
    text: z
      .string()
      .max(CHAT_LIMITS.text, `A message is at most ${CHAT_LIMITS.text} characters`)
      .transform((t) => t.trim()),
    /** An image uploaded through `POST /api/media` by the sender. */
    attachment: z.object({ mediaId: z.uuid() }).optional(),
    /** The spec's mock sends the client's time; the server's clock decides. */
    time: z.unknown().optional(),
  })
  .refine((v) => v.text.length > 0 || v.attachment, {
    message: "Write a message or attach an image",
    path: ["text"],
  });
export type ChatAdd = z.input<typeof ChatAddSchema>;

export const ChatReadSchema = z.object({ chatId: z.uuid() });

export const ChatContactResponseSchema = successOf(ChatContactSchema);
export const ChatContactsResponseSchema = successOf(z.array(ChatContactSchema));
export const ChatRecentResponseSchema = successOf(z.array(ChatRecentSchema));
export const ChatRoomResponseSchema = successOf(ChatRoomSchema);
export const ChatCollectionResponseSchema = successOf(ChatCollectionSchema);
export const ChatMessageResponseSchema = successOf(ChatMessageSchema);
