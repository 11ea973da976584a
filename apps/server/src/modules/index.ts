import type { FastifyPluginAsync } from "fastify";
import { auditRoutes } from "./audit/audit.routes.js";
import { cmsRoutes } from "./cms/cms.routes.js";
import { healthRoutes } from "./health/health.routes.js";
import { mediaRoutes } from "./media/media.routes.js";

/** Every API module, registered under /api by app.ts. One line per module. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes, cmsRoutes, auditRoutes, mediaRoutes];
