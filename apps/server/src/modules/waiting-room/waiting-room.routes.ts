import {
  QuotaReleaseArraySchema,
  QuotaReleaseCreateSchema,
  QuotaReleaseResponseSchema,
  StaffQuotaReleaseArraySchema,
  type WaitingStatus,
  WaitingStatusResponseSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole } from "../../plugins/auth.js";
import { bookablePooja } from "../bookings/availability.service.js";
import { istToday } from "../bookings/calendar.js";
import { clock } from "../bookings/clock.js";
import { soldOutNotice } from "./sold-out.js";
import { listForStaff } from "./staff-releases.service.js";
import * as repo from "./waiting-room.repository.js";
import { createRelease, join, status, toReleaseDto } from "./waiting-room.service.js";

const IdParams = z.object({ id: z.uuid() });
const STAFF = requireRole(["SA", "admin"], "temple");

/** The waiting room for quota releases (issue 15, part 3; docs/decisions/145). */
export const waitingRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const secret = app.ctx.config.jwtSecret;
  const soldOut = soldOutNotice(app);
  /** A status that says "sold out" is told to the whole queue too (decision 197). */
  const told = async (s: WaitingStatus, releaseId: string) => {
    if (s.state === "sold_out") await soldOut.soldOut(releaseId);
    return { status: "success" as const, data: s };
  };

  app.post(
    "/staff/quota-releases",
    {
      ...STAFF,
      schema: { body: QuotaReleaseCreateSchema, response: { 201: QuotaReleaseResponseSchema } },
    },
    async (req, reply) => {
      const staff = { id: req.user!.id, scope: req.scope! };
      const row = await createRelease(db, staff, req.body, clock.now());
      return reply.status(201).send({ status: "success" as const, data: toReleaseDto(row) });
    },
  );

  app.get(
    "/staff/quota-releases",
    {
      ...STAFF,
      schema: {
        querystring: z.object({ poojaId: z.uuid().optional() }),
        response: { 200: StaffQuotaReleaseArraySchema },
      },
    },
    async (req) => {
      return {
        status: "success" as const,
        data: await listForStaff(db, req.scope!, clock.now(), req.query.poojaId),
      };
    },
  );

  /** The booking page's countdown: the pooja's releases whose dates are not all past. */
  app.get(
    "/poojas/:id/quota-releases",
    {
      config: { public: true },
      schema: { params: IdParams, response: { 200: QuotaReleaseArraySchema } },
    },
    async (req) => {
      const pooja = await bookablePooja(db, req.params.id);
      const rows = await repo.currentReleases(db, pooja.id, istToday(clock.now()));
      return { status: "success" as const, data: rows.map(toReleaseDto) };
    },
  );

  app.post(
    "/waiting-room/:id/join",
    {
      ...requireRole("any", "own"),
      schema: { params: IdParams, response: { 200: WaitingStatusResponseSchema } },
    },
    async (req) =>
      told(await join(db, secret, req.user!, req.params.id, clock.now()), req.params.id),
  );

  app.get(
    "/waiting-room/:id/status",
    {
      ...requireRole("any", "own"),
      schema: { params: IdParams, response: { 200: WaitingStatusResponseSchema } },
    },
    async (req) =>
      told(await status(db, secret, req.user!.id, req.params.id, clock.now()), req.params.id),
  );
};
