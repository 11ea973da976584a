import {
  DevoteeNoticeListResponseSchema,
  NoticeSettingsResponseSchema,
  NoticeSettingsSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole } from "../../plugins/auth.js";
import { noticesOf, saveSettings, settingsOf } from "./devotee-notices.service.js";

/** A devotee's booking messages on "My bookings" and their settings (issue 18). */
export const devoteeNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;

  app.get(
    "/bookings/notices",
    {
      ...requireRole("any", "own"),
      schema: { response: { 200: DevoteeNoticeListResponseSchema } },
    },
    async (req) => ({
      status: "success" as const,
      data: (await noticesOf(db, req.user!.id)).map((n) => ({
        id: n.id,
        bookingId: n.bookingId,
        kind: n.kind,
        text: n.text,
        language: n.language,
        createdAt: n.createdAt.toISOString(),
      })),
    }),
  );

  app.get(
    "/bookings/notice-settings",
    { ...requireRole("any", "own"), schema: { response: { 200: NoticeSettingsResponseSchema } } },
    async (req) => ({ status: "success" as const, data: await settingsOf(db, req.user!.id) }),
  );

  app.put(
    "/bookings/notice-settings",
    {
      ...requireRole("any", "own"),
      schema: { body: NoticeSettingsSchema, response: { 200: NoticeSettingsResponseSchema } },
    },
    async (req) => {
      await saveSettings(db, req.user!.id, req.body);
      return { status: "success" as const, data: await settingsOf(db, req.user!.id) };
    },
  );
};
