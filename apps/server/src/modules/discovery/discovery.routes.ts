import {
  LangQuerySchema,
  negotiateLanguage,
  PublicConfigResponseSchema,
  TemplePageResponseSchema,
  TempleSearchQuerySchema,
  TempleSearchResponseSchema,
} from "@sannidhi/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clock } from "../bookings/clock.js";
import { searchOf, templePage } from "./discovery.service.js";
import { registerIllustration } from "./illustration.routes.js";

/**
 * The devotee's language: `?lang=`, else `Accept-Language` (issue 19). The answer says which it
 * is in, and caches keep one copy per Accept-Language when the query did not choose.
 */
function languageOf(request: FastifyRequest, reply: FastifyReply) {
  const asked = (request.query as { lang?: string }).lang;
  const lang = negotiateLanguage(asked, request.headers["accept-language"]);
  if (!asked) reply.header("vary", "Accept-Language");
  reply.header("content-language", lang);
  return lang;
}

/** Public discovery (issue 6): no sign-in, published temples only. */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read-only public queries go to the replica when DATABASE_READ_URL is set (decision 153).
  const db = app.ctx.database.readDb;
  // One cached search per database, shared with the light search page (decision 164).
  const search = searchOf(db, app.ctx.redis, { answers: app.ctx.config.searchAnswerCache });

  // Read per request, not cached: it is two fields of the loaded configuration.
  app.get(
    "/public/config",
    { config: { public: true }, schema: { response: { 200: PublicConfigResponseSchema } } },
    async () => ({
      status: "success" as const,
      data: {
        mapTileUrl: app.ctx.config.mapTileUrl || null,
        paymentProvider: app.ctx.config.payments.provider,
      },
    }),
  );

  app.get(
    "/public/temples",
    {
      config: { public: true },
      schema: {
        querystring: TempleSearchQuerySchema,
        response: { 200: TempleSearchResponseSchema },
      },
    },
    async (req, reply) => ({
      status: "success" as const,
      ...(await search({ ...req.query, lang: languageOf(req, reply) })),
    }),
  );

  app.get(
    "/public/temples/:slug",
    {
      config: { public: true },
      schema: {
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: LangQuerySchema,
        response: { 200: TemplePageResponseSchema },
      },
    },
    async (req, reply) => ({
      status: "success" as const,
      data: await templePage(db, req.params.slug, clock.now(), languageOf(req, reply)),
    }),
  );

  registerIllustration(app);
};
