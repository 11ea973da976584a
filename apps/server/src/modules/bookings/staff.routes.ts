import {
  AssignPriestSchema,
  DashboardResponseSchema,
  DaySheetResponseSchema,
  IsoDateSchema,
  PerformedSchema,
  StaffBookingListResponseSchema,
  StaffBookingResponseSchema,
  StaffBookingsQuerySchema,
  StaffRefundSchema,
} from "@sannidhi/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole } from "../../plugins/auth.js";
import { paymentDeps } from "../payments/deps.js";
import { clock } from "./clock.js";
import * as staff from "./staff.service.js";

const IdParams = z.object({ id: z.uuid() });
/** Booking operations: SA and admins, within the temples they act for (issue 33). */
const STAFF = requireRole(["SA", "admin"], "temple");

/** The signed-in staff member and their scope, as the route guard found them. */
const actorOf = (req: FastifyRequest): staff.StaffActor => ({
  user: req.user!,
  scope: req.scope!,
});
const ok = <T>(data: T) => ({ status: "success" as const, data });

/** Back-office bookings (issue 6, "Staff"): SA and admins. */
export const staffBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const deps = paymentDeps(app);

  app.get(
    "/staff/bookings",
    {
      ...STAFF,
      schema: {
        querystring: StaffBookingsQuerySchema,
        response: { 200: StaffBookingListResponseSchema },
      },
    },
    async (req) => {
      const { page, limit } = req.query;
      const { rows, total } = await staff.listBookings(db, actorOf(req), req.query, clock.now());
      return { ...ok(rows), meta: { total, page, limit } };
    },
  );

  app.get(
    "/staff/bookings/:id",
    { ...STAFF, schema: { params: IdParams, response: { 200: StaffBookingResponseSchema } } },
    async (req) => ok(await staff.getBooking(db, actorOf(req), req.params.id, clock.now())),
  );

  app.post(
    "/staff/bookings/:id/refund",
    {
      ...STAFF,
      schema: {
        params: IdParams,
        body: StaffRefundSchema.nullish(),
        response: { 200: StaffBookingResponseSchema },
      },
    },
    async (req) =>
      ok(
        await staff.refund(
          deps,
          actorOf(req),
          { id: req.params.id, amountPaise: req.body?.amountPaise },
          clock.now(),
        ),
      ),
  );

  app.post(
    "/staff/bookings/:id/performed",
    {
      ...STAFF,
      schema: {
        params: IdParams,
        body: PerformedSchema.nullish(),
        response: { 200: StaffBookingResponseSchema },
      },
    },
    async (req) =>
      ok(
        await staff.markPerformed(
          deps,
          actorOf(req),
          { id: req.params.id, ...(req.body ?? {}) },
          clock.now(),
        ),
      ),
  );

  app.post(
    "/staff/bookings/:id/assign-priest",
    {
      ...STAFF,
      schema: {
        params: IdParams,
        body: AssignPriestSchema,
        response: { 200: StaffBookingResponseSchema },
      },
    },
    async (req) =>
      ok(
        await staff.assignPriest(db, actorOf(req), { id: req.params.id, ...req.body }, clock.now()),
      ),
  );

  app.get(
    "/staff/temples/:id/day-sheet",
    {
      ...STAFF,
      schema: {
        params: IdParams,
        querystring: z.object({ date: IsoDateSchema }),
        response: { 200: DaySheetResponseSchema },
      },
    },
    async (req) =>
      ok(
        await staff.daySheet(
          db,
          actorOf(req),
          { templeId: req.params.id, date: req.query.date },
          clock.now(),
        ),
      ),
  );

  app.get(
    "/staff/dashboard",
    {
      ...requireRole(["SA"], "trust"),
      schema: { response: { 200: DashboardResponseSchema } },
    },
    async (req) => ok(await staff.dashboard(db, actorOf(req), clock.now())),
  );
};
