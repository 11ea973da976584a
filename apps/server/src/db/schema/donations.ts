import type { DonationStatus } from "@sannidhi/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
import { temples } from "./catalog.js";
import { createdAt, id, translations, updatedAt } from "./common.js";
import { users } from "./users.js";

/** What a temple collects for (issue 18; a CMS resource, docs/decisions/170). */
export const donationPurposes = pgTable(
  "donation_purposes",
  {
    id: id(),
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("donation_purposes_temple_idx").on(t.templeId, t.position)],
);

/** The trust's registration as printed on a receipt, copied at payment so reprints never change. */
export interface DonationTrust {
  name: string;
  address: string;
  pan: string | null;
  reg80gNumber: string | null;
  reg80gValidFrom: string | null;
  reg80gValidUntil: string | null;
}

/**
 * A donation (e-hundi). Pending until its payment arrives, then paid with a receipt number
 * consecutive per temple (trust) and financial year. `panCipher` is the donor's PAN encrypted
 * with PAN_ENCRYPTION_KEY (AES-256-GCM); it is never stored in the clear (docs/decisions/172).
 */
export const donations = pgTable(
  "donations",
  {
    id: id(),
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "restrict" }),
    purposeId: uuid("purpose_id")
      .notNull()
      .references(() => donationPurposes.id, { onDelete: "restrict" }),
    /** Accounts are anonymised, never deleted (issue 3), so the gift keeps its giver's row. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: text("status").$type<DonationStatus>().notNull().default("pending"),
    amountPaise: integer("amount_paise").notNull(),
    anonymous: boolean("anonymous").notNull().default(false),
    donorName: text("donor_name").notNull().default(""),
    donorAddress: text("donor_address").notNull().default(""),
    panCipher: text("pan_cipher"),
    dedication: text("dedication").notNull().default(""),
    receiptNumber: text("receipt_number"),
    financialYear: text("financial_year"),
    /** True when the receipt is an 80G receipt (PAN given, registration valid on the day). */
    receipt80g: boolean("receipt_80g").notNull().default(false),
    trust: jsonb("trust").$type<DonationTrust>(),
    paymentMode: text("payment_mode"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The donor erased their account: what tax law does not require was removed then. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("donations_temple_receipt_uq").on(t.templeId, t.receiptNumber),
    index("donations_user_idx").on(t.userId, t.createdAt),
    index("donations_temple_paid_idx").on(t.templeId, t.paidAt),
    index("donations_purpose_idx").on(t.purposeId),
    check("donations_status_check", sql`${t.status} in ('pending','paid')`),
    check("donations_amount_check", sql`${t.amountPaise} > 0`),
    check(
      "donations_paid_receipt_check",
      sql`(${t.status} = 'paid') = (${t.receiptNumber} is not null)`,
    ),
    check(
      "donations_anonymous_pan_check",
      sql`not (${t.anonymous} and ${t.panCipher} is not null)`,
    ),
  ],
);

/** The last receipt number of each temple (trust) and financial year; taken like invoices' (124). */
export const donationReceiptSeries = pgTable(
  "donation_receipt_series",
  {
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "restrict" }),
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.templeId, t.financialYear] })],
);
