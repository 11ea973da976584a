import {
  DonateOptionsResponseSchema,
  DonationCreateSchema,
  DonationListResponseSchema,
  DonationResponseSchema,
  LangQuerySchema,
  MyDonationsQuerySchema,
  negotiateLanguage,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/request-language.js";
import { requireRole } from "../../plugins/auth.js";
import { clock } from "../bookings/clock.js";
import * as repo from "./donations.repository.js";
import { createDonation, donateOptions, ownDonation, toDonationDto } from "./donations.service.js";
import { receiptOf } from "./receipt.js";
import { staffDonationsRoutes } from "./staff-donations.routes.js";

const IdParams = z.object({ id: z.uuid({ message: "id must be a donation id" }) });
const SlugParams = z.object({ slug: z.string().min(1).max(120) });

/** E-hundi (issue 18): the donate page's options, giving, "My donations" and receipts. */
export const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const config = app.ctx.config;
  const langOf = (q: { lang?: string | undefined }, accept: string | undefined) =>
    negotiateLanguage(q.lang, accept);

  const one = async (userId: string, id: string, lang: ReturnType<typeof langOf>) => {
    await ownDonation(db, userId, id);
    const view = await repo.findView(db, id);
    return { status: "success" as const, data: toDonationDto(config, view!, lang) };
  };

  app.get(
    "/public/temples/:slug/donate",
    {
      config: { public: true },
      schema: {
        params: SlugParams,
        querystring: LangQuerySchema,
        response: { 200: DonateOptionsResponseSchema },
      },
    },
    async (req) => ({
      status: "success" as const,
      data: await donateOptions(
        db,
        config,
        req.params.slug,
        langOf(req.query, req.headers["accept-language"]),
        clock.now(),
      ),
    }),
  );

  app.post(
    "/donations",
    {
      ...requireRole("any", "own"),
      schema: { body: DonationCreateSchema, response: { 201: DonationResponseSchema } },
    },
    async (req, reply) => {
      const d = await createDonation(db, config, req.user!.id, req.body, clock.now());
      return reply.status(201).send(await one(req.user!.id, d.id, "en"));
    },
  );

  app.get(
    "/donations",
    {
      ...requireRole("any", "own"),
      schema: {
        querystring: MyDonationsQuerySchema.extend(LangQuerySchema.shape),
        response: { 200: DonationListResponseSchema },
      },
    },
    async (req) => {
      const { page, limit } = req.query;
      const lang = langOf(req.query, req.headers["accept-language"]);
      const { rows, total } = await repo.listViews(db, { donorId: req.user!.id, page, limit });
      return {
        status: "success" as const,
        data: rows.map((v) => toDonationDto(config, v, lang)),
        meta: { total, page, limit },
      };
    },
  );

  app.get(
    "/donations/:id",
    {
      ...requireRole("any", "own"),
      schema: {
        params: IdParams,
        querystring: LangQuerySchema,
        response: { 200: DonationResponseSchema },
      },
    },
    async (req) =>
      one(req.user!.id, req.params.id, langOf(req.query, req.headers["accept-language"])),
  );

  app.get(
    "/donations/:id/receipt.pdf",
    { ...requireRole("any", "own"), schema: { params: IdParams, querystring: LangQuerySchema } },
    async (req, reply) => {
      const d = await ownDonation(db, req.user!.id, req.params.id);
      if (d.status !== "paid") {
        throw new AppError("NOT_PAID", "The receipt follows the payment", 409);
      }
      const lang = requestLanguage(req).lang;
      const { pdf, number } = await receiptOf(db, config, d.id, lang, clock.now());
      if (!pdf) throw notFound("Donation not found");
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${number.replaceAll("/", "-")}.pdf"`)
        .send(pdf);
    },
  );

  await app.register(staffDonationsRoutes);
};
