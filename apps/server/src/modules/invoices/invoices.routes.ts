import {
  InvoiceAddSchema,
  InvoiceDeleteSchema,
  InvoiceListResponseSchema,
  InvoiceOneQuerySchema,
  InvoiceQuerySchema,
  InvoiceResponseSchema,
  InvoiceUpdateSchema,
  successOf,
} from "@sannidhi/contracts";
import { and, eq, gte, ilike, inArray, lte, or, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { forbidden, notFound } from "../../lib/errors.js";
import { containsPattern } from "../../lib/like.js";
import { type AuthUser, requireRole } from "../../plugins/auth.js";
import { clock } from "../bookings/clock.js";
import { type StaffScope, scopeCovers, staffScopeOf } from "../staff/staff-scope.js";
import { invoicePdf } from "./invoice-pdf.js";
import { toInvoiceDto } from "./invoices.dto.js";
import * as repo from "./invoices.repository.js";
import { addManual, deleteManualDraft, updateInvoice } from "./invoices.service.js";

/** Staff who keep invoices: SA and admins (the staff workspace, ARCHITECTURE.md "Roles"). */
const KEEPERS = ["SA", "admin"] as const;
const STAFF = requireRole(...KEEPERS);

/** Whose invoices a caller sees: a devotee their own, staff their temples' (decision 190). */
type Reader = { kind: "buyer"; userId: string } | { kind: "staff"; scope: StaffScope };

async function readerOf(db: Db, user: AuthUser): Promise<Reader> {
  if (user.role === "user" || user.role === "GUEST") return { kind: "buyer", userId: user.id };
  if (!(KEEPERS as readonly string[]).includes(user.role)) {
    throw forbidden("Invoices are kept by administrators");
  }
  return { kind: "staff", scope: await staffScopeOf(db, user) };
}

function whoseWhere(reader: Reader): SQL | undefined {
  const i = repo.invoiceColumns;
  if (reader.kind === "buyer") return eq(i.buyerUserId, reader.userId);
  return reader.scope.kind === "temples" ? inArray(i.templeId, reader.scope.templeIds) : undefined;
}

function filterOf(q: z.infer<typeof InvoiceQuerySchema>): SQL | undefined {
  const i = repo.invoiceColumns;
  const text = q.q ? containsPattern(q.q) : null;
  return and(
    q.status ? eq(i.status, q.status) : undefined,
    q.kind ? eq(i.kind, q.kind) : undefined,
    q.temple_id ? eq(i.templeId, q.temple_id) : undefined,
    text ? or(ilike(i.number, text), ilike(i.buyerName, text)) : undefined,
    q.from ? gte(i.issueDate, q.from) : undefined,
    q.to ? lte(i.issueDate, q.to) : undefined,
  );
}

const IdParams = z.object({ id: z.uuid({ message: "id must be an invoice id" }) });

/** Invoices at the spec's paths (section 7: all, one, add, update, delete; issue 13). */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;

  /** One invoice the caller may see; any other does not exist for them. */
  async function visible(user: AuthUser, id: string) {
    const reader = await readerOf(db, user);
    const view = await repo.findView(db, id);
    const inv = view?.invoice;
    const mine =
      inv &&
      (reader.kind === "buyer"
        ? inv.buyerUserId === reader.userId
        : scopeCovers(reader.scope, inv.templeId));
    if (!view || !mine) throw notFound("Invoice not found");
    return toInvoiceDto(view);
  }

  app.get(
    "/invoices/all",
    {
      ...requireRole("any"),
      schema: { querystring: InvoiceQuerySchema, response: { 200: InvoiceListResponseSchema } },
    },
    async (req) => {
      const { page, limit } = req.query;
      const reader = await readerOf(db, req.user!);
      const where = and(whoseWhere(reader), filterOf(req.query));
      const { rows, total } = await repo.listViews(db, where, page, limit);
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
      ...requireRole("any"),
      schema: { querystring: InvoiceOneQuerySchema, response: { 200: InvoiceResponseSchema } },
    },
    async (req) => ({ status: "success" as const, data: await visible(req.user!, req.query.id) }),
  );

  app.get(
    "/invoices/:id/pdf",
    { ...requireRole("any"), schema: { params: IdParams } },
    async (req, reply) => {
      const inv = await visible(req.user!, req.params.id);
      const name = (inv.orderNo ?? "draft").replace(/\//g, "-");
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${name}.pdf"`)
        .send(await invoicePdf(inv));
    },
  );

  app.post(
    "/invoices/add",
    { ...STAFF, schema: { body: InvoiceAddSchema, response: { 200: InvoiceResponseSchema } } },
    async (req) => {
      const scope = await staffScopeOf(db, req.user!);
      const row = await addManual(db, req.user!, scope, req.body, clock.now());
      return { status: "success" as const, data: await visible(req.user!, row.id) };
    },
  );

  app.post(
    "/invoices/update",
    { ...STAFF, schema: { body: InvoiceUpdateSchema, response: { 200: InvoiceResponseSchema } } },
    async (req) => {
      const scope = await staffScopeOf(db, req.user!);
      const id = await updateInvoice(db, req.user!, scope, req.body, clock.now());
      return { status: "success" as const, data: await visible(req.user!, id) };
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
      const scope = await staffScopeOf(db, req.user!);
      return { status: "success" as const, data: await deleteManualDraft(db, scope, req.body.id) };
    },
  );
};
