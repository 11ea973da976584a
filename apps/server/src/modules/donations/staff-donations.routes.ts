import {
  DonationTotalsResponseSchema,
  Form10bdQuerySchema,
  LangQuerySchema,
  StaffDonationListResponseSchema,
  StaffDonationsQuerySchema,
} from "@sannidhi/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../lib/request-language.js";
import { requireRole } from "../../plugins/auth.js";
import { clock } from "../bookings/clock.js";
import * as staff from "./staff-donations.service.js";

/** The staff side of donations: SA and admins, each for the temples they act for (issue 33). */
const STAFF = requireRole(["SA", "admin"], "temple");
const IdParams = z.object({ id: z.uuid({ message: "id must be a donation id" }) });

export const staffDonationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const staffOf = (req: FastifyRequest): staff.DonationsStaff => ({
    db: app.ctx.database.db,
    config,
    scope: req.scope!,
  });

  app.get(
    "/staff/donations",
    {
      ...STAFF,
      schema: {
        querystring: StaffDonationsQuerySchema,
        response: { 200: StaffDonationListResponseSchema },
      },
    },
    async (req) => {
      const { page, limit } = req.query;
      const { rows, total, totalPaise } = await staff.listDonations(staffOf(req), req.query);
      return { status: "success" as const, data: rows, meta: { total, page, limit, totalPaise } };
    },
  );

  app.get(
    "/staff/donations/totals",
    { ...STAFF, schema: { response: { 200: DonationTotalsResponseSchema } } },
    async (req) => ({
      status: "success" as const,
      data: await staff.totals(staffOf(req), clock.now()),
    }),
  );

  app.get(
    "/staff/donations/form-10bd",
    { ...STAFF, schema: { querystring: Form10bdQuerySchema } },
    async (req, reply) => {
      const { csv, fileName } = await staff.form10bd(staffOf(req), {
        templeId: req.query.temple_id,
        financialYear: req.query.financial_year,
      });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.get(
    "/staff/donations/:id/receipt.pdf",
    { ...STAFF, schema: { params: IdParams, querystring: LangQuerySchema } },
    async (req, reply) => {
      const lang = requestLanguage(req).lang;
      const { pdf, number } = await staff.receipt(staffOf(req), req.params.id, lang, clock.now());
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${number.replaceAll("/", "-")}.pdf"`)
        .send(pdf);
    },
  );
};
