import {
  AnnouncementResultSchema,
  AnnouncementSchema,
  NotificationCountSchema,
  NotificationIdSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole, STAFF_ROLES } from "../../plugins/auth.js";
import { announce, changeNotifications, listNotifications } from "./notifications.service.js";

const STAFF = requireRole(STAFF_ROLES, "own");

/**
 * Staff notifications at the spec's paths (section 7: `GET /api/notification`,
 * `POST /api/notification/add`, `/delete` (id), `/delete-all`), plus `/read` and `/read-all`
 * for the bell's unread badge. Everyone reads and changes only their own.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const counted = (count: number) => ({ status: "success" as const, data: { count } });

  app.get(
    "/notification",
    {
      ...STAFF,
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema },
      },
    },
    async (req) => ({
      status: "success" as const,
      ...(await listNotifications(ctx, req.user!.id, req.query)),
    }),
  );

  app.post(
    "/notification/add",
    {
      ...requireRole(["SA", "admin"], "temple"),
      bodyLimit: 16 * 1024,
      schema: { body: AnnouncementSchema, response: { 200: AnnouncementResultSchema } },
    },
    async (req) => ({
      status: "success" as const,
      data: { sent: await announce(ctx, req.scope!, req.body) },
    }),
  );

  app.post(
    "/notification/delete",
    {
      ...STAFF,
      schema: { body: NotificationIdSchema, response: { 200: NotificationCountSchema } },
    },
    async (req) => counted(await changeNotifications(ctx, req.user!.id, "delete", req.body.id)),
  );

  app.post(
    "/notification/delete-all",
    { ...STAFF, schema: { response: { 200: NotificationCountSchema } } },
    async (req) => counted(await changeNotifications(ctx, req.user!.id, "delete")),
  );

  app.post(
    "/notification/read",
    {
      ...STAFF,
      schema: { body: NotificationIdSchema, response: { 200: NotificationCountSchema } },
    },
    async (req) => counted(await changeNotifications(ctx, req.user!.id, "read", req.body.id)),
  );

  app.post(
    "/notification/read-all",
    { ...STAFF, schema: { response: { 200: NotificationCountSchema } } },
    async (req) => counted(await changeNotifications(ctx, req.user!.id, "read")),
  );
};
