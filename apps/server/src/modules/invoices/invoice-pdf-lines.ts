import type { Invoice } from "@sannidhi/contracts";
import { formatRupees } from "../../lib/pdf.js";

/** A column of the items table: x and width in points, and how a line fills it. */
export interface Column {
  key: string;
  x: number;
  width: number;
  cell: (item: Invoice["items"][number]) => string;
}

const LEFT = 56;
const rupees = (p: number) => formatRupees(p);
const percent = (r: number) => String(Math.round(r * 100) / 100);

/**
 * The items table's columns for the document (decision 230): description, HSN/SAC, quantity,
 * taxable value, rate, and CGST + SGST inside a state or IGST across states (rule 46(g)–(k)).
 * A bill of supply (exempt, or a seller not registered) shows no tax columns; invoices issued
 * before GST particulars were kept show one GST % column, as they did.
 */
export function columnsOf(inv: Invoice, exempt: string): Column[] {
  const gst = inv.gst;
  const amount = (i: Invoice["items"][number]) => rupees(i.pricePaise * i.unit);
  const taxOr = (i: Invoice["items"][number], paise: number) =>
    i.gstRate > 0 ? rupees(paise) : "—";
  if (!gst) {
    return [
      { key: "item", x: LEFT, width: 230, cell: (i) => i.name },
      { key: "qty", x: 290, width: 50, cell: (i) => String(i.unit) },
      { key: "rate", x: 345, width: 70, cell: (i) => rupees(i.pricePaise) },
      { key: "gst", x: 420, width: 45, cell: (i) => String(i.gstRate) },
      { key: "amount", x: 470, width: 69, cell: amount },
    ];
  }
  const head: Column[] = [
    { key: "item", x: LEFT, width: 140, cell: (i) => i.name },
    { key: "hsn", x: 200, width: 48, cell: (i) => i.hsn ?? "" },
    { key: "qty", x: 250, width: 28, cell: (i) => String(i.unit) },
  ];
  // A bill of supply charges no tax, so it shows none (rule 49 asks for none).
  if (!gst.sellerGstin || gst.document === "bill_of_supply") {
    return [
      ...head,
      { key: "rate", x: 300, width: 90, cell: (i) => rupees(i.pricePaise) },
      { key: "amount", x: 420, width: 119, cell: amount },
    ];
  }
  const rate: Column = {
    key: "gst",
    x: 340,
    width: 40,
    cell: (i) =>
      i.gstRate <= 0
        ? exempt
        : gst.interState
          ? percent(i.gstRate)
          : `${percent(i.gstRate / 2)}+${percent(i.gstRate / 2)}`,
  };
  const taxable: Column = {
    key: "taxable",
    x: 280,
    width: 58,
    cell: (i) => rupees(i.taxablePaise),
  };
  const taxes: Column[] = gst.interState
    ? [{ key: "igst", x: 382, width: 90, cell: (i) => taxOr(i, i.igstPaise) }]
    : [
        { key: "cgst", x: 382, width: 45, cell: (i) => taxOr(i, i.cgstPaise) },
        { key: "sgst", x: 428, width: 45, cell: (i) => taxOr(i, i.sgstPaise) },
      ];
  return [...head, taxable, rate, ...taxes, { key: "amount", x: 475, width: 64, cell: amount }];
}
