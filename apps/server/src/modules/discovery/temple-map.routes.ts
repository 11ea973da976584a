import { TempleMapQuerySchema, TempleMapResponseSchema } from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { templePoints } from "./temple-map.repository.js";

/**
 * The map of every published temple (issue 14, `/map`). Public like the rest of discovery: it
 * shows only what a temple's public page shows. Not under `/public/temples/…`, where a temple
 * whose slug is "map" would lose its page to it (docs/decisions/130).
 */
export const templeMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.readDb;
  app.get(
    "/public/map/temples",
    {
      config: { public: true },
      schema: { querystring: TempleMapQuerySchema, response: { 200: TempleMapResponseSchema } },
    },
    async (req) => {
      const rows = await templePoints(db, req.query);
      return {
        status: "success" as const,
        // The where clause keeps only rows with both coordinates.
        data: rows.map((r) => ({ ...r, latitude: r.latitude!, longitude: r.longitude! })),
      };
    },
  );
};
