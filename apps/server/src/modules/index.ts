import type { FastifyPluginAsync } from "fastify";
import { auditRoutes } from "./audit/audit.routes.js";
import { authRoutes } from "./auth/auth.routes.js";
import { bookingsRoutes } from "./bookings/bookings.routes.js";
import { bookingFiguresRoutes } from "./bookings/figures.routes.js";
import { staffBookingsRoutes } from "./bookings/staff.routes.js";
import { chatRoutes } from "./chat/chat.routes.js";
import { cmsRoutes } from "./cms/cms.routes.js";
import { contactRoutes } from "./contact/contact.routes.js";
import { devRoutes } from "./dev/dev.routes.js";
import { devoteeNoticesRoutes } from "./devotee-notices/devotee-notices.routes.js";
import { discoveryRoutes } from "./discovery/discovery.routes.js";
import { templeMapRoutes } from "./discovery/temple-map.routes.js";
import { docsRoutes } from "./docs/docs.routes.js";
import { donationsRoutes } from "./donations/donations.routes.js";
import { healthRoutes } from "./health/health.routes.js";
import { inboxRoutes } from "./inbox/inbox.routes.js";
import { invoicesRoutes } from "./invoices/invoices.routes.js";
import { liveRoutes } from "./live/live.routes.js";
import { mediaRoutes } from "./media/media.routes.js";
import { notificationsRoutes } from "./notifications/notifications.routes.js";
import { paymentsRoutes } from "./payments/payments.routes.js";
import { scrumRoutes } from "./scrum/scrum.routes.js";
import { shopRoutes } from "./shop/shop.routes.js";
import { todoRoutes } from "./todo/todo.routes.js";
import { userAdminRoutes } from "./users/user-admin.routes.js";
import { usersRoutes } from "./users/users.routes.js";
import { releaseRemindersRoutes } from "./waiting-room/release-reminders.routes.js";
import { waitingRoomRoutes } from "./waiting-room/waiting-room.routes.js";

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
  liveRoutes,
  notificationsRoutes,
  inboxRoutes,
  chatRoutes,
  templeMapRoutes,
  bookingFiguresRoutes,
  todoRoutes,
  scrumRoutes,
  userAdminRoutes,
  shopRoutes,
  invoicesRoutes,
  donationsRoutes,
  devoteeNoticesRoutes,
  waitingRoomRoutes,
  releaseRemindersRoutes,
];
