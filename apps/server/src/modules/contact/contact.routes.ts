import {
  ContactCreateSchema,
  ContactMessageSchema,
  ListQuerySchema,
  listOf,
  successOf,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole } from "../../plugins/auth.js";
import { receiveContactMessage } from "../inbox/inbox.service.js";
import { listContactMessages, sendMessage } from "./contact.service.js";

/** The landing page's contact form (issue 5) and the staff list of what it received. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/contact",
    {
      config: { public: true },
      // A message is at most a few kB; refuse anything bigger before parsing it.
      bodyLimit: 16 * 1024,
      schema: {
        body: ContactCreateSchema,
        response: { 201: successOf(ContactMessageSchema.pick({ id: true, createdAt: true })) },
      },
    },
    async (request, reply) => {
      const saved = await sendMessage(app.ctx.database.db, request.body, {
        ip: request.ip,
        secret: app.ctx.config.jwtSecret,
        max: app.ctx.config.contactRateLimitMax,
      });
      // It lands in the staff inbox, and the trust's office is told (issue 11).
      await receiveContactMessage(app.ctx, request.log, saved);
      return reply
        .status(201)
        .send({ status: "success" as const, data: { id: saved.id, createdAt: saved.createdAt } });
    },
  );

  app.get(
    "/contact",
    {
      ...requireRole(["SA", "admin"], "trust"),
      schema: { querystring: ListQuerySchema, response: { 200: listOf(ContactMessageSchema) } },
    },
    async (request) => {
      const page = await listContactMessages(app.ctx.database.db, request.query);
      return { status: "success" as const, ...page };
    },
  );
};
