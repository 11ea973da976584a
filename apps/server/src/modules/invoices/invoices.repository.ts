import type { InvoiceListQuery } from "@sannidhi/contracts";
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  bookings,
  districts,
  invoiceSeries,
  invoices,
  shopOrders,
  states,
  temples,
} from "../../db/schema/index.js";
import { containsPattern } from "../../lib/like.js";
import type { TempleScope } from "../../lib/temple-scope.js";
import type { Series } from "./invoice-number.js";

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/**
 * Whose invoices a read may return (issue 33): a buyer's own, or those of the temples a staff
 * member acts for. Every read of an invoice a person asked for takes one.
 */
export type Whose = { buyerId: string } | { scope: TempleScope };
const whoseWhere = (w: Whose) =>
  "scope" in w ? w.scope.where(invoices.templeId) : eq(invoices.buyerUserId, w.buyerId);

/**
 * The next serial of a seller's series in a financial year. The row is created or incremented
 * and stays locked until the caller's transaction ends, so numbers are handed out one at a time
 * and a rolled-back invoice gives its number back (docs/decisions/124).
 */
export async function takeSerial(
  tx: Db,
  templeId: string,
  financialYear: string,
  series: Series,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ templeId, financialYear, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.templeId, invoiceSeries.financialYear, invoiceSeries.series],
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ n: invoiceSeries.lastNumber });
  if (!row) throw new Error("invoice serial not taken");
  return row.n;
}

/** The temple as it is printed as seller. */
export async function seller(db: Db, templeId: string) {
  const [row] = await db
    .select({
      name: temples.name,
      address: temples.address,
      town: temples.town,
      pinCode: temples.pinCode,
      phone: temples.phone,
      district: districts.name,
      state: states.name,
      stateCode: states.code,
      gstRegistered: temples.gstRegistered,
      gstin: temples.gstin,
    })
    .from(temples)
    .innerJoin(states, eq(states.id, temples.stateId))
    .innerJoin(districts, eq(districts.id, temples.districtId))
    .where(eq(temples.id, templeId))
    .limit(1);
  return row;
}

/** A state by id, as the place of supply names it. */
export async function state(db: Db, id: string) {
  const [row] = await db
    .select({ name: states.name, code: states.code })
    .from(states)
    .where(eq(states.id, id))
    .limit(1);
  return row;
}

export async function insertInvoice(db: Db, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error("invoice not inserted");
  return row;
}

export async function updateInvoice(db: Db, id: string, set: Partial<NewInvoice>) {
  const [row] = await db.update(invoices).set(set).where(eq(invoices.id, id)).returning();
  return row;
}

/** An invoice to change, locked, if it is one of the staff member's temples'. */
export async function lockInvoice(db: Db, f: { scope: TempleScope; id: string }) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, f.id), f.scope.where(invoices.templeId)))
    .for("update");
  return row;
}

export async function invoiceOf(db: Db, source: { orderId: string } | { bookingId: string }) {
  const where =
    "orderId" in source
      ? eq(invoices.orderId, source.orderId)
      : eq(invoices.bookingId, source.bookingId);
  const [row] = await db.select().from(invoices).where(where).for("update");
  return row;
}

/** A draft manual invoice only: issued ones are cancelled by a credit note, never erased. */
export async function deleteDraft(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.status, "draft"), eq(invoices.kind, "manual")))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

const creditNote = alias(invoices, "credit_note");
const creditFor = alias(invoices, "credit_for");

/** An invoice with the numbers it refers to: its order or booking, its credit note. */
function viewQuery(db: Db) {
  return db
    .select({
      invoice: invoices,
      orderNo: shopOrders.orderNo,
      receiptNumber: bookings.receiptNumber,
      creditNote: { id: creditNote.id, number: creditNote.number },
      creditFor: { id: creditFor.id, number: creditFor.number, date: creditFor.issueDate },
    })
    .from(invoices)
    .leftJoin(shopOrders, eq(shopOrders.id, invoices.orderId))
    .leftJoin(bookings, eq(bookings.id, invoices.bookingId))
    .leftJoin(creditNote, eq(creditNote.creditForId, invoices.id))
    .leftJoin(creditFor, eq(creditFor.id, invoices.creditForId));
}
export type InvoiceView = Awaited<ReturnType<typeof findView>> & {};

export async function findView(db: Db, f: Whose & { id: string }) {
  const [row] = await viewQuery(db)
    .where(and(eq(invoices.id, f.id), whoseWhere(f)))
    .limit(1);
  return row;
}

function listWhere(f: Whose & { query: InvoiceListQuery }): SQL | undefined {
  const q = f.query;
  const text = q.q ? containsPattern(q.q) : null;
  return and(
    whoseWhere(f),
    q.status ? eq(invoices.status, q.status) : undefined,
    q.kind ? eq(invoices.kind, q.kind) : undefined,
    q.temple_id ? eq(invoices.templeId, q.temple_id) : undefined,
    text ? or(ilike(invoices.number, text), ilike(invoices.buyerName, text)) : undefined,
    q.from ? gte(invoices.issueDate, q.from) : undefined,
    q.to ? lte(invoices.issueDate, q.to) : undefined,
  );
}

export async function listViews(db: Db, f: Whose & { query: InvoiceListQuery }) {
  const { page, limit } = f.query;
  const where = listWhere(f);
  const [rows, [count]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function hasCreditNote(db: Db, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.creditForId, invoiceId))
    .limit(1);
  return Boolean(row);
}
