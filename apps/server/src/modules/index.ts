import type { FastifyPluginAsync } from "fastify";
import { auditRoutes } from "./audit/audit.routes.js";
import { authRoutes } from "./auth/auth.routes.js";
import { bookingsRoutes } from "./bookings/bookings.routes.js";
import { staffBookingsRoutes } from "./bookings/staff.routes.js";
import { cmsRoutes } from "./cms/cms.routes.js";
import { contactRoutes } from "./contact/contact.routes.js";
import { devRoutes } from "./dev/dev.routes.js";
import { discoveryRoutes } from "./discovery/discovery.routes.js";
import { docsRoutes } from "./docs/docs.routes.js";
import { healthRoutes } from "./health/health.routes.js";
import { mediaRoutes } from "./media/media.routes.js";
import { paymentsRoutes } from "./payments/payments.routes.js";
import { usersRoutes } from "./users/users.routes.js";

/** Every API module, registered under /api by app.ts. One line per module. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  docsRoutes,
  bookingsRoutes,
  paymentsRoutes,
  discoveryRoutes,
  staffBookingsRoutes,
  authRoutes,
  usersRoutes,
  devRoutes,
  contactRoutes,
  cmsRoutes,
  auditRoutes,
  mediaRoutes,
];
