import {
  AvailabilityQuerySchema,
  AvailabilityResponseSchema,
  BookingCreateSchema,
  BookingListResponseSchema,
  BookingResponseSchema,
  CancelPreviewResponseSchema,
  LangQuerySchema,
  MyBookingsQuerySchema,
  SavedParticipantsResponseSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/request-language.js";
import { requireRole } from "../../plugins/auth.js";
import { paymentDeps } from "../payments/deps.js";
import { refundBooking } from "../payments/payments.service.js";
import { giveBackTurn, spendTurn } from "../waiting-room/pass-spend.js";
import { soldOutNotice } from "../waiting-room/sold-out.js";
import { requirePass } from "../waiting-room/waiting-room.service.js";
import { availability, bookablePooja } from "./availability.service.js";
import { toBookingDto } from "./bookings.dto.js";
import * as repo from "./bookings.repository.js";
import { cancel, cancelPreview, createHold, startHold, viewForUser } from "./bookings.service.js";
import { istToday } from "./calendar.js";
import { clock } from "./clock.js";
import { receiptFacts } from "./receipt.repository.js";
import { receiptPdf } from "./receipt-pdf.js";
import { startSweeper } from "./sweeper.js";

const IdParams = z.object({ id: z.uuid() });
const IdempotencyKey = z
  .string()
  .regex(/^[\w.:-]{8,100}$/, "must be 8-100 letters, digits, - _ . or :")
  .optional();

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const deps = paymentDeps(app);
  const soldOut = soldOutNotice(app);
  startSweeper(app, deps);

  app.get(
    "/poojas/:id/availability",
    {
      config: { public: true },
      schema: {
        params: IdParams,
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilityResponseSchema },
      },
    },
    async (req) => {
      const now = clock.now();
      const pooja = await bookablePooja(db, req.params.id);
      return { status: "success" as const, data: await availability(db, pooja, req.query, now) };
    },
  );

  app.post(
    "/bookings",
    {
      ...requireRole("any", "own"),
      schema: {
        body: BookingCreateSchema,
        headers: z.object({ "idempotency-key": IdempotencyKey }),
        response: { 200: BookingResponseSchema, 201: BookingResponseSchema },
      },
    },
    async (req, reply) => {
      const now = clock.now();
      const key = req.headers["idempotency-key"] ?? null;
      const hold = startHold(db, req.body, now);
      const release = requirePass(
        app.ctx.config.jwtSecret,
        req.user!.id,
        req.body,
        (await hold.facts).releases,
        now,
      );
      // The pass buys one checkout: this hold spends its turn, unless it repeats one that did
      // (the same Idempotency-Key); a hold that fails gives the turn back (decision 211).
      const spends = release && !(key && (await repo.findByIdempotencyKey(db, req.user!.id, key)));
      if (spends) await spendTurn(db, release.turn, now);
      const result = await createHold(
        db,
        app.ctx.config,
        req.user!,
        req.body,
        key,
        now,
        hold,
      ).catch(async (err) => {
        if (spends) await giveBackTurn(db, release.turn);
        throw err;
      });
      // A place of a release went: its queue hears at once when the last one has (decision 197).
      if (release && !result.replayed) soldOut.held(release.id);
      const view = result.view ?? (await viewForUser(db, req.user!.id, result.bookingId));
      if (result.replayed) reply.header("idempotent-replayed", "true");
      return reply.status(result.replayed ? 200 : 201).send({
        status: "success" as const,
        data: toBookingDto(view, now, requestLanguage(req).lang),
      });
    },
  );

  app.get(
    "/bookings/mine",
    {
      ...requireRole("any", "own"),
      schema: { querystring: MyBookingsQuerySchema, response: { 200: BookingListResponseSchema } },
    },
    async (req) => {
      const now = clock.now();
      const { page, limit, status, upcoming } = req.query;
      const { rows, total } = await repo.listOwnViews(db, {
        userId: req.user!.id,
        status,
        from: upcoming === "true" ? istToday(now) : undefined,
        page,
        limit,
      });
      return {
        status: "success" as const,
        data: rows.map((v) => toBookingDto(v, now, requestLanguage(req).lang)),
        meta: { total, page, limit },
      };
    },
  );

  app.get(
    "/bookings/participants",
    {
      ...requireRole("any", "own"),
      schema: { response: { 200: SavedParticipantsResponseSchema } },
    },
    async (req) => ({
      status: "success" as const,
      data: await repo.savedParticipants(db, req.user!.id),
    }),
  );

  app.get(
    "/bookings/:id",
    {
      ...requireRole("any", "own"),
      schema: {
        params: IdParams,
        querystring: LangQuerySchema,
        response: { 200: BookingResponseSchema },
      },
    },
    async (req) => {
      const view = await viewForUser(db, req.user!.id, req.params.id);
      return {
        status: "success" as const,
        data: toBookingDto(view, clock.now(), requestLanguage(req).lang),
      };
    },
  );

  app.get(
    "/bookings/:id/receipt.pdf",
    { ...requireRole("any", "own"), schema: { params: IdParams, querystring: LangQuerySchema } },
    async (req, reply) => {
      const view = await viewForUser(db, req.user!.id, req.params.id);
      const now = clock.now();
      const lang = requestLanguage(req).lang;
      const dto = toBookingDto(view, now, lang);
      if (dto.status === "pending_payment" || dto.status === "expired") {
        throw new AppError("NOT_PAID", "A receipt is issued once the booking is paid", 409);
      }
      const facts = await receiptFacts(db, dto.id);
      const pdf = await receiptPdf(dto, facts, lang, now);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${dto.receiptNumber}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    "/bookings/:id/cancel-preview",
    {
      ...requireRole("any", "own"),
      schema: { params: IdParams, response: { 200: CancelPreviewResponseSchema } },
    },
    async (req) => {
      const view = await viewForUser(db, req.user!.id, req.params.id);
      return { status: "success" as const, data: cancelPreview(view.booking, clock.now()) };
    },
  );

  app.post(
    "/bookings/:id/cancel",
    {
      ...requireRole("any", "own"),
      schema: { params: IdParams, response: { 200: BookingResponseSchema } },
    },
    async (req) => {
      const now = clock.now();
      const view = await viewForUser(db, req.user!.id, req.params.id);
      const row = await cancel(db, view.booking, now, deps.staff);
      if (row.refundPaise) {
        // The cancellation stands even if the provider is down; staff can retry the refund.
        await refundBooking(deps, row.id, now).catch((err) =>
          req.log.error({ err, bookingId: row.id }, "refund failed; booking stays cancelled"),
        );
      }
      if (view.booking.status === "confirmed") deps.staff.wake();
      const after = await viewForUser(db, req.user!.id, req.params.id);
      return {
        status: "success" as const,
        data: toBookingDto(after, now, requestLanguage(req).lang),
      };
    },
  );
};
