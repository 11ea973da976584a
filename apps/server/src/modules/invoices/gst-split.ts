import {
  GST_STATE_CODES,
  type GstLine,
  gstDocumentOf,
  gstOfLine,
  type InvoiceGst,
  type Supply,
} from "@sannidhi/contracts";
import type { InvoiceItemRow } from "../../db/schema/index.js";

/** The GST particulars an invoice row keeps from its issue (decision 230). */
export interface GstFacts {
  sellerGstin: string | null;
  sellerState: string | null;
  sellerStateCode: string | null;
  supplyState: string | null;
  supplyStateCode: string | null;
}

/** A state as GST names it: its name and two-digit code ("Tamil Nadu", "33"). */
export const gstStateOf = (s: { name: string; code: string }) => ({
  name: s.name,
  code: GST_STATE_CODES[s.code] ?? "",
});

/** How an invoice issued before its GST particulars were kept counted its tax: all as one. */
const INCLUDED: Supply = { registered: true, interState: true };

/** Registered or not; inside one state or across two (IGST Act sections 7 and 8). */
export function supplyOf(f: GstFacts): Supply {
  if (f.sellerStateCode === null) return INCLUDED;
  return {
    registered: f.sellerGstin !== null,
    interState: f.sellerStateCode !== f.supplyStateCode,
  };
}

/** Each line's taxable value and tax, in the order of the items. */
export function linesOf(items: InvoiceItemRow[], supply: Supply): GstLine[] {
  return items.map((i) => gstOfLine(i.unit * i.pricePaise, i.gstRate, supply));
}

/** What the buyer pays (GST included) and the tax in it, line by line to the paisa. */
export function totalsOf(items: InvoiceItemRow[], supply: Supply) {
  let totalPaise = 0;
  let taxPaise = 0;
  for (const [n, l] of linesOf(items, supply).entries()) {
    totalPaise += items[n]!.unit * items[n]!.pricePaise;
    taxPaise += l.cgstPaise + l.sgstPaise + l.igstPaise;
  }
  return { totalPaise, taxPaise };
}

/** The document's GST summary; null for an invoice issued before it kept these facts. */
export function gstSummaryOf(items: InvoiceItemRow[], f: GstFacts): InvoiceGst | null {
  if (f.sellerStateCode === null || f.supplyStateCode === null) return null;
  if (f.sellerState === null || f.supplyState === null) return null;
  const supply = supplyOf(f);
  const sum = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const l of linesOf(items, supply)) {
    sum.taxablePaise += l.taxablePaise;
    sum.cgstPaise += l.cgstPaise;
    sum.sgstPaise += l.sgstPaise;
    sum.igstPaise += l.igstPaise;
  }
  return {
    document: gstDocumentOf(
      items.map((i) => i.gstRate),
      supply.registered,
    ),
    sellerGstin: f.sellerGstin,
    sellerState: { name: f.sellerState, code: f.sellerStateCode },
    placeOfSupply: { name: f.supplyState, code: f.supplyStateCode },
    interState: supply.interState,
    ...sum,
  };
}

/**
 * The lines a credit note gives back (rule 53: the value, rate and tax credited): all of the
 * invoice's for a full refund; for a part refund each line's share of the amount, so every rate
 * and HSN keeps its part of the tax. Shares are rounded down and the last line takes the rest.
 */
export function creditLines(items: InvoiceItemRow[], amountPaise: number): InvoiceItemRow[] {
  const total = items.reduce((n, i) => n + i.unit * i.pricePaise, 0);
  if (amountPaise >= total || total === 0) return items.map((i) => ({ ...i }));
  let left = amountPaise;
  return items
    .map((i, n) => {
      const share =
        n === items.length - 1 ? left : Math.floor((i.unit * i.pricePaise * amountPaise) / total);
      left -= share;
      return { ...i, unit: 1, pricePaise: share };
    })
    .filter((i) => i.pricePaise > 0);
}
