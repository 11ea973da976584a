import type { FastifyPluginAsync } from "fastify";
import { contactRoutes } from "./contact/contact.routes.js";
import { healthRoutes } from "./health/health.routes.js";

/** Every API module, registered under /api by app.ts. One line per module. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes, contactRoutes];
