import { MobileSchema, OutboxSchema } from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DevMailProvider } from "../../providers/mail/mail-provider.js";
import { DevSmsProvider } from "../../providers/sms/dev-sms.js";

/**
 * Outboxes of the dev SMS and mail providers, for developers and browser tests (issue 3).
 * Never registered in production: the routes simply do not exist there.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  if (ctx.config.isProduction) return;

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
};
