import { HealthSchema } from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.js";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { schema: { response: { 200: HealthSchema } }, config: { public: true } },
    async () => {
      try {
        await app.ctx.database.ping();
      } catch (err) {
        app.log.error({ err }, "database ping failed");
        throw new AppError("DB_DOWN", "Database is unavailable", 503);
      }
      return { status: "success" as const, data: { db: "up" as const } };
    },
  );
};
