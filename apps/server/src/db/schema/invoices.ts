import type { InvoiceKind, InvoiceStatus } from "@sannidhi/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings.js";
import { temples } from "./catalog.js";
import { createdAt, id, updatedAt } from "./common.js";
import { shopOrders } from "./shop.js";
import { users } from "./users.js";

/**
 * The last number issued in each series: per seller (temple), financial year and series (INV for
 * invoices, CN for credit notes). Taking a number increments this row inside the transaction
 * that writes the invoice, so a rolled-back invoice also gives its number back: no gaps, and
 * two issuers of one seller queue on the row (docs/decisions/124).
 */
export const invoiceSeries = pgTable(
  "invoice_series",
  {
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "restrict" }),
    /** "2526" for April 2025 to March 2026. */
    financialYear: text("financial_year").notNull(),
    series: text("series").$type<"INV" | "CN">().notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.templeId, t.financialYear, t.series] }),
    check("invoice_series_series_check", sql`${t.series} in ('INV','CN')`),
  ],
);

export interface InvoiceItemRow {
  name: string;
  unit: number;
  pricePaise: number;
  gstRate: number;
  /** HSN or SAC code (issue 38); absent on lines issued before. */
  hsn?: string | null;
}

/** A GST invoice or credit note; the temple is the seller. Issued ones are never deleted. */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    /** INV/2526/000042; null while a manual invoice is a draft. */
    number: text("number"),
    financialYear: text("financial_year"),
    kind: text("kind").$type<InvoiceKind>().notNull(),
    status: text("status").$type<InvoiceStatus>().notNull(),
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "restrict" }),
    sellerName: text("seller_name").notNull(),
    sellerAddress: text("seller_address").notNull(),
    /**
     * Issue 38 (decision 230), fixed when issued: the seller's GSTIN (null: not registered), its
     * state, and the place of supply, each state with its GST code. Null state codes: an
     * invoice issued before, which carried no GST particulars.
     */
    sellerGstin: text("seller_gstin"),
    sellerState: text("seller_state"),
    sellerStateCode: text("seller_state_code"),
    supplyState: text("supply_state"),
    supplyStateCode: text("supply_state_code"),
    /** The devotee it was issued to (orders, bookings); null on a manual invoice. */
    buyerUserId: uuid("buyer_user_id").references(() => users.id, { onDelete: "restrict" }),
    buyerName: text("buyer_name").notNull(),
    buyerAddress: text("buyer_address").notNull().default(""),
    items: jsonb("items").$type<InvoiceItemRow[]>().notNull(),
    totalPaise: integer("total_paise").notNull(),
    taxPaise: integer("tax_paise").notNull(),
    /** The date of issue in India; numbers run in the order of these dates. */
    issueDate: date("issue_date", { mode: "string" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    orderId: uuid("order_id")
      .unique()
      .references(() => shopOrders.id, { onDelete: "restrict" }),
    bookingId: uuid("booking_id")
      .unique()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** On a credit note: the invoice it cancels (one credit note per invoice). */
    creditForId: uuid("credit_for_id")
      .unique()
      .references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("invoices_temple_number_uq").on(t.templeId, t.number),
    index("invoices_temple_issue_idx").on(t.templeId, t.issueDate),
    index("invoices_buyer_idx").on(t.buyerUserId, t.createdAt),
    check("invoices_kind_check", sql`${t.kind} in ('order','booking','manual','credit_note')`),
    check(
      "invoices_status_check",
      sql`${t.status} in ('draft','pending','processing','delivered','cancelled')`,
    ),
    // A draft has no number; anything issued has one (GST: every issued invoice is numbered).
    check("invoices_draft_number_check", sql`(${t.status} = 'draft') = (${t.number} is null)`),
    check("invoices_number_length_check", sql`${t.number} is null or length(${t.number}) <= 16`),
  ],
);
