import {
  InvoiceAddSchema,
  InvoiceDeleteSchema,
  InvoiceListResponseSchema,
  InvoiceOneQuerySchema,
  InvoiceQuerySchema,
  InvoiceResponseSchema,
  InvoiceUpdateSchema,
  LangQuerySchema,
  successOf,
} from "@sannidhi/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, notFound } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/request-language.js";
import { requireRole } from "../../plugins/auth.js";
import { clock } from "../bookings/clock.js";
import { invoicePdf } from "./invoice-pdf.js";
import { invoiceFacts } from "./invoice-pdf.repository.js";
import { toInvoiceDto } from "./invoices.dto.js";
import * as repo from "./invoices.repository.js";
import { addManual, deleteManualDraft, updateInvoice } from "./invoices.service.js";

/** Staff who keep invoices: SA and admins (the staff workspace, ARCHITECTURE.md "Roles"). */
const KEEPERS = ["SA", "admin"] as const;
const STAFF = requireRole(KEEPERS, "temple");

/**
 * Whose invoices a caller sees: a devotee their own, staff their temples' (issue 33; the route
 * guard found the scope).
 */
function whoseOf(req: FastifyRequest): repo.Whose {
  const user = req.user!;
  if (user.role === "user" || user.role === "GUEST") return { buyerId: user.id };
  if (!(KEEPERS as readonly string[]).includes(user.role)) {
    throw forbidden("Invoices are kept by administrators");
  }
  return { scope: req.scope! };
}

const IdParams = z.object({ id: z.uuid({ message: "id must be an invoice id" }) });

/** Invoices at the spec's paths (section 7: all, one, add, update, delete; issue 13). */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;

  /** One invoice the caller may see; any other does not exist for them. */
  async function visible(req: FastifyRequest, id: string) {
    const view = await repo.findView(db, { ...whoseOf(req), id });
    if (!view) throw notFound("Invoice not found");
    return toInvoiceDto(view);
  }

  app.get(
    "/invoices/all",
    {
      ...requireRole("any", "temple"),
      schema: { querystring: InvoiceQuerySchema, response: { 200: InvoiceListResponseSchema } },
    },
    async (req) => {
      const { page, limit } = req.query;
      const { rows, total } = await repo.listViews(db, { ...whoseOf(req), query: req.query });
      return {
        status: "success" as const,
        data: rows.map(toInvoiceDto),
        meta: { total, page, limit },
      };
    },
  );

  app.get(
    "/invoices",
    {
      ...requireRole("any", "temple"),
      schema: { querystring: InvoiceOneQuerySchema, response: { 200: InvoiceResponseSchema } },
    },
    async (req) => ({ status: "success" as const, data: await visible(req, req.query.id) }),
  );

  app.get(
    "/invoices/:id/pdf",
    { ...requireRole("any", "temple"), schema: { params: IdParams, querystring: LangQuerySchema } },
    async (req, reply) => {
      const inv = await visible(req, req.params.id);
      const name = (inv.orderNo ?? "draft").replace(/\//g, "-");
      const facts = await invoiceFacts(db, {
        templeId: inv.seller.templeId,
        reference: inv.reference,
      });
      const pdf = await invoicePdf(inv, facts, requestLanguage(req).lang, clock.now());
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${name}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    "/invoices/add",
    { ...STAFF, schema: { body: InvoiceAddSchema, response: { 200: InvoiceResponseSchema } } },
    async (req) => {
      const row = await addManual(db, req.user!, req.scope!, req.body, clock.now());
      return { status: "success" as const, data: await visible(req, row.id) };
    },
  );

  app.post(
    "/invoices/update",
    { ...STAFF, schema: { body: InvoiceUpdateSchema, response: { 200: InvoiceResponseSchema } } },
    async (req) => {
      const id = await updateInvoice(db, req.user!, req.scope!, req.body, clock.now());
      return { status: "success" as const, data: await visible(req, id) };
    },
  );

  app.post(
    "/invoices/delete",
    {
      ...STAFF,
      schema: {
        body: InvoiceDeleteSchema,
        response: { 200: successOf(z.object({ id: z.uuid() })) },
      },
    },
    async (req) => {
      return {
        status: "success" as const,
        data: await deleteManualDraft(db, req.scope!, req.body.id),
      };
    },
  );
};
