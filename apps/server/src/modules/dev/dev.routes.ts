import { IsoDateSchema, MobileSchema, OTP, OutboxSchema } from "@sannidhi/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.js";
import { isLoopbackHost } from "../../lib/local-host.js";
import { DevMailProvider } from "../../providers/mail/mail-provider.js";
import { DevSmsProvider } from "../../providers/sms/dev-sms.js";
import { passTimeForNumber } from "../auth/otp.service.js";
import { clock } from "../bookings/clock.js";
import { heldYesterday } from "../bookings/staff.service.js";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A client on this machine talking to us directly: the socket is loopback, no proxy forwarded
 * the request (a reverse proxy on the same host connects from loopback too, on behalf of anyone),
 * and the browser addressed this machine by a loopback name — a DNS-rebinding page runs on the
 * developer's own browser, so from loopback, but under its own host name (issue 35, item 6).
 */
function isLocalClient(req: FastifyRequest): boolean {
  const h = req.headers;
  const forwarded = h["x-forwarded-for"] ?? h.forwarded ?? h["x-real-ip"];
  return (
    forwarded === undefined &&
    LOOPBACK.test(req.socket.remoteAddress ?? "") &&
    isLoopbackHost(h.host)
  );
}

/**
 * Outboxes of the dev SMS and mail providers, for developers and browser tests (issue 3).
 * Never registered in production: the routes simply do not exist there. They hold every sign-in
 * code, so a deployment that forgets NODE_ENV=production must not publish them: elsewhere they
 * answer only a client on this machine (issue 10, docs/decisions/091), and 404 to anyone else.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  if (ctx.config.isProduction) return;
  app.addHook("onRequest", async (req) => {
    if (!isLocalClient(req)) throw notFound();
  });

  app.get(
    "/dev/sms-outbox",
    {
      config: { public: true },
      schema: {
        querystring: z.object({ mobile: MobileSchema.optional() }),
        response: { 200: OutboxSchema },
      },
    },
    async (req) => {
      const sms = ctx.sms instanceof DevSmsProvider ? ctx.sms.messagesTo(req.query.mobile) : [];
      return { status: "success" as const, data: sms };
    },
  );

  app.get(
    "/dev/mail-outbox",
    {
      config: { public: true },
      schema: {
        querystring: z.object({ to: z.string().trim().max(254).optional() }),
        response: {
          200: z.object({
            status: z.literal("success"),
            data: z.array(
              z.object({
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (req) => {
      const mail = ctx.mail instanceof DevMailProvider ? ctx.mail.messagesTo(req.query.to) : [];
      return { status: "success" as const, data: mail };
    },
  );

  // A per-number test clock (issue 34): journeys that need a second code for one number let the
  // 60-second resend wait pass here instead of sleeping through it. Nothing else moves.
  app.post(
    "/dev/otp-clock",
    {
      config: { public: true },
      schema: {
        body: z.object({
          mobile: MobileSchema,
          seconds: z
            .number()
            .int()
            .min(1)
            .max(OTP.resendInSeconds * 60),
        }),
        response: {
          200: z.object({
            status: z.literal("success"),
            data: z.object({ mobile: z.string(), seconds: z.number() }),
          }),
        },
      },
    },
    async (req) => ({
      status: "success" as const,
      data: await passTimeForNumber(ctx, req.body.mobile, req.body.seconds),
    }),
  );

  // The same for a booking (issue 38, decision 232): "performed" is refused before the slot, so a
  // journey that marks one performed first lets its pooja be held — yesterday, same slot.
  app.post(
    "/dev/pooja-held",
    {
      config: { public: true },
      schema: {
        body: z.object({ bookingId: z.uuid() }),
        response: {
          200: z.object({
            status: z.literal("success"),
            data: z.object({ id: z.uuid(), date: IsoDateSchema, slot: z.string() }),
          }),
        },
      },
    },
    async (req) => ({
      status: "success" as const,
      data: await heldYesterday(ctx.database.db, req.body.bookingId, clock.now()),
    }),
  );
};
