import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The OpenAPI document generated from the same zod schemas the routes validate with. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/docs", { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
};
