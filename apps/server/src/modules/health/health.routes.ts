import { HealthSchema, ReadinessSchema } from "@sannidhi/contracts";
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

  /**
   * Readiness for a load balancer (docs/decisions/156): 503 while the process is shutting down
   * (so the balancer stops sending before the port closes), or when the database or Redis does
   * not answer. The app is built only after migrations have run, so being here means migrated.
   */
  app.get(
    "/health/ready",
    { schema: { response: { 200: ReadinessSchema } }, config: { public: true } },
    async () => {
      if (app.ctx.draining) throw new AppError("NOT_READY", "Shutting down", 503);
      try {
        await app.ctx.database.ping();
      } catch (err) {
        app.log.warn({ err }, "readiness: database ping failed");
        throw new AppError("DB_DOWN", "Database is unavailable", 503);
      }
      const { redis } = app.ctx;
      if (redis) {
        const pong = await redis.ping().catch((err: Error) => err);
        if (pong !== "PONG") {
          app.log.warn({ err: pong }, "readiness: redis ping failed");
          throw new AppError("REDIS_DOWN", "Redis is unavailable", 503);
        }
      }
      return {
        status: "success" as const,
        data: { db: "up" as const, redis: redis ? ("up" as const) : ("unused" as const) },
      };
    },
  );
};
