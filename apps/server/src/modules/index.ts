import type { FastifyPluginAsync } from "fastify";
import { docsRoutes } from "./docs/docs.routes.js";
import { healthRoutes } from "./health/health.routes.js";

/** Every API module, registered under /api by app.ts. One line per module. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes, docsRoutes];
