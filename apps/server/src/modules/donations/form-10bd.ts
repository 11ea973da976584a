import { FORM_10BD_COLUMNS } from "@sannidhi/contracts";
import { stringify } from "csv-stringify/sync";

export interface Form10bdDonation {
  pan: string;
  donorName: string;
  donorAddress: string;
  amountPaise: number;
  reg80gNumber: string | null;
  reg80gValidFrom: string | null;
}

const dmy = (iso: string | null) => (iso ? iso.split("-").reverse().join("-") : "");

/**
 * A trust's statement of donations in Form 10BD's column layout (Income-tax Rules, rule 18AB),
 * one row per donation with the donor's full PAN: what the trust uploads, then issues each
 * donor's Form 10BE from. Cells that a spreadsheet would run as a formula are escaped.
 */
export function form10bdCsv(rows: Form10bdDonation[]): string {
  const body = rows.map((r, i) => [
    i + 1,
    "",
    "Permanent Account Number",
    r.pan,
    "Section 80G",
    r.reg80gNumber ?? "",
    dmy(r.reg80gValidFrom),
    r.donorName,
    r.donorAddress,
    "Others",
    "Electronic modes including account payee cheque/draft",
    (r.amountPaise / 100).toFixed(2),
  ]);
  return stringify([[...FORM_10BD_COLUMNS], ...body], { escape_formulas: true, bom: true });
}
