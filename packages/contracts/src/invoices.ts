import { z } from "zod";
import { IsoDateSchema } from "./bookings.js";
import { count, optionalText, required } from "./cms/fields.js";
import { gstRate, hsnCode } from "./cms/products.js";
import { listOf, successOf } from "./envelope.js";
import { GST_DOCUMENTS } from "./gst-rules.js";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./paging.js";

/**
 * Spec section 4's invoice statuses, with `draft` (a manual invoice not yet issued: it has no
 * number) and `cancelled` (cancelled by a credit note; an issued invoice is never erased).
 */
export const INVOICE_STATUSES = [
  "draft",
  "pending",
  "processing",
  "delivered",
  "cancelled",
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What an invoice is for. A credit note cancels (part of) an invoice. */
export const INVOICE_KINDS = ["order", "booking", "manual", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** GST: an invoice number has at most 16 characters (CGST Rules, rule 46(b)). */
export const INVOICE_NUMBER_MAX = 16;

/** Rupees with at most two decimals (the spec's `price`), as typed on a manual invoice. */
const rupees = z
  .number({ message: "Price must be a number" })
  .min(0, "Price cannot be negative")
  .max(1_000_000, "Price must be at most ₹10,00,000")
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "Price has at most two decimals");

/**
 * One line as the spec shows it: name, `unit` (how many) and `price` (per unit, GST included);
 * issue 38: its HSN/SAC code and GST rate (the invoice's `vat` when a line gives none).
 */
export const InvoiceItemInputSchema = z.object({
  name: required("Item", 200),
  unit: count("Quantity", 1, 100_000),
  price: rupees,
  hsn: hsnCode.nullable().optional(),
  gstRate: gstRate.optional(),
});

/** A line with its tax (decision 230): the taxable value and CGST + SGST or IGST, in paise. */
export const InvoiceItemSchema = z.object({
  name: z.string(),
  unit: z.number().int(),
  price: z.number(),
  pricePaise: z.number().int(),
  gstRate: z.number(),
  hsn: z.string().nullable(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
});

const gstState = z.object({ name: z.string(), code: z.string() });

/**
 * What makes the document a GST one (CGST Rules rules 46, 46A, 49, 53; decision 230): which
 * document it is, the seller's GSTIN (null: not registered) and state, the place of supply, and
 * the tax of the whole. Null on an invoice issued before issue 38, which printed none of it.
 */
export const InvoiceGstSchema = z.object({
  document: z.enum(GST_DOCUMENTS),
  sellerGstin: z.string().nullable(),
  sellerState: gstState,
  placeOfSupply: gstState,
  interState: z.boolean(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
});
export type InvoiceGst = z.infer<typeof InvoiceGstSchema>;

const party = z.object({ name: z.string(), address: z.string() });

export const InvoiceSchema = z.object({
  id: z.uuid(),
  /** The GST invoice number (e.g. INV/2526/000042); null while a manual invoice is a draft. */
  orderNo: z.string().nullable(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  /** Date of issue (India), or of creation for a draft. */
  date: IsoDateSchema,
  currency: z.literal("INR"),
  /** The GST rate in percent (for items of several rates, the rate of the whole). */
  vat: z.number(),
  buyer: party,
  seller: party.extend({ templeId: z.uuid() }),
  items: z.array(InvoiceItemSchema),
  totalPaise: z.number().int(),
  /** GST included in the total. */
  taxPaise: z.number().int(),
  financialYear: z.string().nullable(),
  /** The shop order or booking it was issued for. */
  reference: z
    .object({ kind: z.enum(["order", "booking"]), id: z.uuid(), number: z.string() })
    .nullable(),
  gst: InvoiceGstSchema.nullable(),
  /** The credit note that cancels this invoice, or the invoice a credit note cancels. */
  creditNote: z.object({ id: z.uuid(), orderNo: z.string() }).nullable(),
  creditFor: z
    .object({ id: z.uuid(), orderNo: z.string(), date: IsoDateSchema.nullable() })
    .nullable(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceResponseSchema = successOf(InvoiceSchema);
export const InvoiceListResponseSchema = listOf(InvoiceSchema);

export const InvoiceQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  status: z.enum(INVOICE_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  temple_id: z.uuid().optional(),
  /** An invoice number or the buyer's name. */
  q: z.string().trim().max(60).optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
});
export type InvoiceQuery = z.input<typeof InvoiceQuerySchema>;
/** The query as the server reads it (defaults applied). */
export type InvoiceListQuery = z.infer<typeof InvoiceQuerySchema>;

/** `GET /api/invoices?id=` (spec section 7: one invoice). */
export const InvoiceOneQuerySchema = z.object({
  id: z.uuid({ message: "id must be an invoice id" }),
});

const buyer = z.object({
  name: required("Buyer name", 150),
  address: optionalText("Buyer address", 500).default(""),
});

/** `POST /api/invoices/add`: a manual invoice, e.g. a donation in kind sold on. */
export const InvoiceAddSchema = z.object({
  templeId: z.uuid({ message: "Choose the temple that sells" }),
  buyer,
  items: z
    .array(InvoiceItemInputSchema)
    .min(1, "Add at least one item")
    .max(50, "At most 50 items"),
  vat: gstRate.default(0),
  /**
   * The buyer's state when the goods go there (IGST across states); none: sold at the temple,
   * so the place of supply is the temple's state (IGST Act section 10(1)(a) and (d)).
   */
  placeOfSupplyStateId: z.uuid({ message: "Choose a state" }).nullable().default(null),
  /** `draft` keeps it editable and unnumbered; anything else issues it now. */
  status: z.enum(["draft", "pending", "processing", "delivered"]).default("draft"),
});
export type InvoiceAdd = z.input<typeof InvoiceAddSchema>;

/**
 * `POST /api/invoices/update` (id in body). Moves the status forward; `cancelled` issues a
 * credit note. Buyer, items and rate change only while the invoice is a draft.
 */
export const InvoiceUpdateSchema = z.object({
  id: z.uuid({ message: "id must be an invoice id" }),
  status: z.enum(INVOICE_STATUSES).optional(),
  buyer: buyer.optional(),
  items: InvoiceItemInputSchema.array().min(1, "Add at least one item").max(50).optional(),
  vat: gstRate.optional(),
  placeOfSupplyStateId: z.uuid({ message: "Choose a state" }).nullable().optional(),
});
export type InvoiceUpdate = z.input<typeof InvoiceUpdateSchema>;

export const InvoiceDeleteSchema = z.object({
  id: z.uuid({ message: "id must be an invoice id" }),
});
