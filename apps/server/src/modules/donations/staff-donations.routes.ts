import {
  DonationTotalsResponseSchema,
  Form10bdQuerySchema,
  StaffDonationListResponseSchema,
  type StaffDonationsQuery,
  StaffDonationsQuerySchema,
} from "@sannidhi/contracts";
import { and, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.js";
import { type AuthUser, requireRole } from "../../plugins/auth.js";
import { addDays, istToday } from "../bookings/calendar.js";
import { clock } from "../bookings/clock.js";
import { financialYearOf } from "../invoices/invoice-number.js";
import { type StaffScope, scopeCovers, staffScopeOf } from "../staff/staff-scope.js";
import * as repo from "./donations.repository.js";
import { panOf, toStaffDonationDto } from "./donations.service.js";
import { form10bdCsv } from "./form-10bd.js";
import { receiptOf } from "./receipt.js";

/** The staff side of donations: SA and admins, each for the temples they act for (decision 190). */
const STAFF = requireRole("SA", "admin");
const IdParams = z.object({ id: z.uuid({ message: "id must be a donation id" }) });

/** Midnight of an India date, as an instant. */
const istMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

function filterOf(q: StaffDonationsQuery, scope: StaffScope): SQL | undefined {
  const d = repo.donationColumns;
  return and(
    eq(d.status, "paid"),
    scope.kind === "temples" ? inArray(d.templeId, scope.templeIds) : undefined,
    q.temple_id ? eq(d.templeId, q.temple_id) : undefined,
    q.purpose_id ? eq(d.purposeId, q.purpose_id) : undefined,
    q.from ? gte(d.paidAt, istMidnight(q.from)) : undefined,
    q.to ? lt(d.paidAt, istMidnight(addDays(q.to, 1))) : undefined,
  );
}

export const staffDonationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const config = app.ctx.config;
  const scopeOf = (user: AuthUser) => staffScopeOf(db, user);

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
      const where = filterOf(req.query, await scopeOf(req.user!));
      const { rows, total, totalPaise } = await repo.listViews(db, where, page, limit);
      return {
        status: "success" as const,
        data: rows.map((v) => toStaffDonationDto(config, v)),
        meta: { total, page, limit, totalPaise },
      };
    },
  );

  app.get(
    "/staff/donations/totals",
    { ...STAFF, schema: { response: { 200: DonationTotalsResponseSchema } } },
    async (req) => {
      const now = clock.now();
      const scope = await scopeOf(req.user!);
      const ids = scope.kind === "temples" ? scope.templeIds : undefined;
      const today = istToday(now);
      const fy = financialYearOf(now);
      const fyStart = istMidnight(`20${fy.slice(0, 2)}-04-01`);
      const end = istMidnight(addDays(today, 1));
      const sum = (rows: { paise: number }[]) => rows.reduce((s, r) => s + r.paise, 0);
      const [day, week, year] = await Promise.all([
        repo.totalsByTemple(db, istMidnight(today), end, ids),
        repo.totalsByTemple(db, istMidnight(addDays(today, -6)), end, ids),
        repo.totalsByTemple(db, fyStart, end, ids),
      ]);
      return {
        status: "success" as const,
        data: {
          todayPaise: sum(day),
          weekPaise: sum(week),
          financialYearPaise: sum(year),
          byTemple: week.map((r) => ({
            templeId: r.templeId,
            name: r.name,
            weekPaise: r.paise,
            count: r.count,
          })),
        },
      };
    },
  );

  app.get(
    "/staff/donations/form-10bd",
    { ...STAFF, schema: { querystring: Form10bdQuerySchema } },
    async (req, reply) => {
      const { temple_id, financial_year } = req.query;
      const scope = await scopeOf(req.user!);
      const temple = await repo.templeById(db, temple_id);
      if (!temple || !scopeCovers(scope, temple_id)) throw notFound("Temple not found");
      const rows = await repo.form10bdRows(db, temple_id, financial_year);
      const csv = form10bdCsv(
        rows.map((d) => ({
          pan: panOf(config, d) ?? "",
          donorName: d.donorName,
          donorAddress: d.donorAddress,
          amountPaise: d.amountPaise,
          reg80gNumber: d.trust?.reg80gNumber ?? null,
          reg80gValidFrom: d.trust?.reg80gValidFrom ?? null,
        })),
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="form-10bd-${temple.slug}-${financial_year}.csv"`,
        )
        .send(csv);
    },
  );

  app.get(
    "/staff/donations/:id/receipt.pdf",
    { ...STAFF, schema: { params: IdParams } },
    async (req, reply) => {
      const d = await repo.findDonation(db, req.params.id);
      const scope = await scopeOf(req.user!);
      if (d?.status !== "paid" || !scopeCovers(scope, d.templeId)) {
        throw notFound("Donation not found");
      }
      const { pdf, number } = await receiptOf(db, config, d.id);
      if (!pdf) throw notFound("Donation not found");
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${number.replaceAll("/", "-")}.pdf"`)
        .send(pdf);
    },
  );
};
