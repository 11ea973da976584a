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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "../../lib/errors.js";
import { requireRole } from "../../plugins/auth.js";
import { tellDevotee } from "../devotee-notices/devotee-notices.service.js";
import { paymentDeps } from "../payments/deps.js";
import { toStaffBookingDto } from "./bookings.dto.js";
import * as repo from "./bookings.repository.js";
import { viewById } from "./bookings.service.js";
import { clock } from "./clock.js";
import { dashboard, staffFilter, staffRefund } from "./staff.service.js";

const IdParams = z.object({ id: z.uuid() });
const STAFF = requireRole("SA", "admin");

/** Back-office bookings (issue 6, "Staff"): SA and admins. */
export const staffBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const deps = paymentDeps(app);
  const one = async (id: string) => ({
    status: "success" as const,
    data: toStaffBookingDto(await viewById(db, id), clock.now()),
  });

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
      const now = clock.now();
      const { page, limit } = req.query;
      const { rows, total } = await repo.listViews(db, staffFilter(req.query), page, limit);
      return {
        status: "success" as const,
        data: rows.map((v) => toStaffBookingDto(v, now)),
        meta: { total, page, limit },
      };
    },
  );

  app.get(
    "/staff/bookings/:id",
    { ...STAFF, schema: { params: IdParams, response: { 200: StaffBookingResponseSchema } } },
    async (req) => one(req.params.id),
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
    async (req) => {
      const view = await viewById(db, req.params.id);
      await staffRefund(deps, view.booking, req.body?.amountPaise, clock.now());
      await deps.staff.queueNow({
        event: "booking_refunded",
        bookingId: view.booking.id,
        actorId: req.user!.id,
      });
      return one(req.params.id);
    },
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
    async (req) => {
      await viewById(db, req.params.id);
      const moved = await repo.transition(db, req.params.id, ["confirmed"], {
        status: "performed",
        performedAt: clock.now(),
        proofPhotoUrl: req.body?.photoUrl ?? null,
      });
      if (!moved)
        throw new AppError(
          "NOT_CONFIRMED",
          "Only a confirmed booking can be marked performed",
          409,
        );
      // Issue 18: the devotee hears of it (once), with the photo on My bookings.
      await tellDevotee(deps, req.params.id, "performed");
      return one(req.params.id);
    },
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
    async (req) => {
      await viewById(db, req.params.id);
      if (!(await repo.priestExists(db, req.body.priestId))) throw notFound("Priest not found");
      await repo.transition(db, req.params.id, ["pending_payment", "confirmed", "performed"], {
        priestId: req.body.priestId,
      });
      return one(req.params.id);
    },
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
    async (req) => {
      const temple = await repo.templeName(db, req.params.id);
      if (!temple) throw notFound("Temple not found");
      const now = clock.now();
      const [rows, [closed]] = await Promise.all([
        repo.dayViews(db, temple.id, req.query.date),
        repo.closuresBetween(db, temple.id, req.query.date, req.query.date),
      ]);
      return {
        status: "success" as const,
        data: {
          temple,
          date: req.query.date,
          closure: closed ? { reason: closed.reason } : null,
          bookings: rows.map((v) => toStaffBookingDto(v, now)),
        },
      };
    },
  );

  app.get(
    "/staff/dashboard",
    { ...requireRole("SA"), schema: { response: { 200: DashboardResponseSchema } } },
    async () => ({ status: "success" as const, data: await dashboard(db, clock.now()) }),
  );
};
