import {
  ChatAddSchema,
  ChatCollectionResponseSchema,
  ChatContactQuerySchema,
  ChatContactResponseSchema,
  ChatContactsResponseSchema,
  ChatMessageResponseSchema,
  ChatMessagesQuerySchema,
  ChatReadSchema,
  ChatRecentResponseSchema,
  ChatRoomQuerySchema,
  ChatRoomResponseSchema,
  successOf,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole, STAFF_ROLES } from "../../plugins/auth.js";
import {
  allContacts,
  chatRoom,
  contactFor,
  markChatRead,
  messagesOf,
  recentContacts,
  sendMessage,
} from "./chat.service.js";

const STAFF = requireRole(STAFF_ROLES, "own");
const ok = <T>(data: T) => ({ status: "success" as const, data });

/**
 * The chat popup's calls at the spec's paths (section 7 "Chat"). The spec's mock sent the
 * current user and ids in GET bodies; here the caller is the signed-in person and ids travel in
 * the query string. Staff only; nobody reads a conversation they are not in.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    "/chat",
    {
      ...STAFF,
      schema: {
        querystring: ChatMessagesQuerySchema,
        response: { 200: ChatCollectionResponseSchema },
      },
    },
    async (req) =>
      ok(await messagesOf(ctx, req.user!.id, req.query.chatId, req.query.limit, req.query.before)),
  );

  app.get(
    "/chat/chat-room",
    {
      ...STAFF,
      schema: { querystring: ChatRoomQuerySchema, response: { 200: ChatRoomResponseSchema } },
    },
    async (req) => ok(await chatRoom(ctx, req.user!.id, req.query.contactId)),
  );

  app.get(
    "/chat/contacts/recent",
    { ...STAFF, schema: { response: { 200: ChatRecentResponseSchema } } },
    async (req) => ok(await recentContacts(ctx, req.user!.id)),
  );

  app.get(
    "/chat/contacts/all",
    { ...STAFF, schema: { response: { 200: ChatContactsResponseSchema } } },
    async (req) => ok(await allContacts(ctx, req.user!.id)),
  );

  app.get(
    "/chat/contacts",
    {
      ...STAFF,
      schema: { querystring: ChatContactQuerySchema, response: { 200: ChatContactResponseSchema } },
    },
    async (req) => ok(await contactFor(ctx, req.user!.id, req.query.contactId)),
  );

  app.post(
    "/chat/add",
    {
      ...STAFF,
      bodyLimit: 32 * 1024,
      schema: { body: ChatAddSchema, response: { 200: ChatMessageResponseSchema } },
    },
    async (req) => ok(await sendMessage(ctx, req.log, req.user!, req.body)),
  );

  app.post(
    "/chat/read",
    {
      ...STAFF,
      schema: {
        body: ChatReadSchema,
        response: { 200: successOf(z.object({ chatId: z.string() })) },
      },
    },
    async (req) => {
      await markChatRead(ctx, req.user!.id, req.body.chatId);
      return ok({ chatId: req.body.chatId });
    },
  );
};
