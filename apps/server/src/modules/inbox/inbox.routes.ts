import {
  InboxAddSchema,
  InboxChangedSchema,
  InboxDeleteSchema,
  InboxIdQuerySchema,
  InboxListQuerySchema,
  InboxListResponseSchema,
  InboxResendSchema,
  InboxThreadResponseSchema,
  InboxUpdateSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole, STAFF_ROLES } from "../../plugins/auth.js";
import { addMessage, changeThreads, getThread, listInbox, resendReply } from "./inbox.service.js";

const STAFF = requireRole(STAFF_ROLES, "own");
const targets = (body: { id?: string | undefined; ids?: string[] | undefined }) =>
  body.ids ?? (body.id ? [body.id] : []);

/**
 * The staff inbox at the spec's paths (section 7: `GET /api/inbox/all`, `GET /api/inbox`,
 * `POST /api/inbox/add`, `/update`, `/delete`). Each person sees the threads written to them,
 * and the trust's office also the contact form's messages (docs/decisions/102).
 */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const changed = (ids: string[]) => ({ status: "success" as const, data: { ids } });

  app.get(
    "/inbox/all",
    {
      ...STAFF,
      schema: { querystring: InboxListQuerySchema, response: { 200: InboxListResponseSchema } },
    },
    async (req) => ({
      status: "success" as const,
      ...(await listInbox(ctx, req.user!, req.query)),
    }),
  );

  app.get(
    "/inbox",
    {
      ...STAFF,
      schema: { querystring: InboxIdQuerySchema, response: { 200: InboxThreadResponseSchema } },
    },
    async (req) => ({
      status: "success" as const,
      data: await getThread(ctx, req.user!, req.query.id),
    }),
  );

  app.post(
    "/inbox/add",
    {
      ...STAFF,
      // A message is at most 20,000 characters of HTML; refuse anything far bigger unparsed.
      bodyLimit: 128 * 1024,
      schema: { body: InboxAddSchema, response: { 200: InboxThreadResponseSchema } },
    },
    async (req) => ({
      status: "success" as const,
      data: await addMessage(ctx, req.user!, req.body),
    }),
  );

  // Not in the spec: "send again" for a reply whose mail failed (decision 158).
  app.post(
    "/inbox/resend",
    { ...STAFF, schema: { body: InboxResendSchema, response: { 200: InboxThreadResponseSchema } } },
    async (req) => ({
      status: "success" as const,
      data: await resendReply(ctx, req.user!, req.body.id),
    }),
  );

  app.post(
    "/inbox/update",
    { ...STAFF, schema: { body: InboxUpdateSchema, response: { 200: InboxChangedSchema } } },
    async (req) =>
      changed(
        await changeThreads(ctx, req.user!, targets(req.body), {
          read: req.body.read,
          selected: req.body.selected,
        }),
      ),
  );

  app.post(
    "/inbox/delete",
    { ...STAFF, schema: { body: InboxDeleteSchema, response: { 200: InboxChangedSchema } } },
    async (req) =>
      changed(await changeThreads(ctx, req.user!, targets(req.body), { deleted: true })),
  );
};
