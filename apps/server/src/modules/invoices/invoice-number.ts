import { istToday } from "../bookings/calendar.js";

/**
 * Indian GST practice (CGST Rules, rule 46(b)): a consecutive serial number, unique for the
 * financial year, of at most 16 characters of letters, digits, "-" and "/". The financial year
 * runs April to March.
 */

/** "2526" for any instant from 1 April 2025 to 31 March 2026, India time. */
export function financialYearOf(now: Date): string {
  const [y, m] = istToday(now).split("-").map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  const yy = (n: number) => String(n % 100).padStart(2, "0");
  return `${yy(start)}${yy(start + 1)}`;
}

/** The GST series an invoice row belongs to: tax invoices and credit notes. */
export type Series = "INV" | "CN";
/** Every consecutive series a temple numbers: the GST ones and its trust's donation receipts (DR). */
export type DocumentSeries = Series | "DR";

/**
 * INV/2526/000042 (15 characters); the 7-digit numbers of a very busy seller make 16. Donation
 * receipts follow the same discipline (DR/2526/000042), so both read alike on a trust's books.
 */
export function invoiceNumber(series: DocumentSeries, financialYear: string, n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 9_999_999) {
    throw new Error(`invoice serial ${n} is out of range`);
  }
  return `${series}/${financialYear}/${String(n).padStart(6, "0")}`;
}
