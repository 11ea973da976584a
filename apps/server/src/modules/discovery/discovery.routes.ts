import {
  PublicConfigResponseSchema,
  TemplePageResponseSchema,
  TempleSearchQuerySchema,
  TempleSearchResponseSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clock } from "../bookings/clock.js";
import { cachedSearch, templePage } from "./discovery.service.js";

/** Public discovery (issue 6): no sign-in, published temples only. */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const search = cachedSearch(db);

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
    async (req) => ({ status: "success" as const, ...(await search(req.query)) }),
  );

  app.get(
    "/public/temples/:slug",
    {
      config: { public: true },
      schema: {
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: TemplePageResponseSchema },
      },
    },
    async (req) => ({
      status: "success" as const,
      data: await templePage(db, req.params.slug, clock.now()),
    }),
  );
};
