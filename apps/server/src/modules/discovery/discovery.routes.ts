import {
  TemplePageResponseSchema,
  TempleSearchQuerySchema,
  TempleSearchResponseSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clock } from "../bookings/clock.js";
import { search, templePage } from "./discovery.service.js";

/** Public discovery (issue 6): no sign-in, published temples only. */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;

  app.get(
    "/public/temples",
    {
      config: { public: true },
      schema: {
        querystring: TempleSearchQuerySchema,
        response: { 200: TempleSearchResponseSchema },
      },
    },
    async (req) => ({ status: "success" as const, ...(await search(db, req.query)) }),
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
