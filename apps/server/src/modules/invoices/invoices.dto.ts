import type { Invoice } from "@sannidhi/contracts";
import { istToday } from "../bookings/calendar.js";
import { gstSummaryOf, linesOf, supplyOf } from "./gst-split.js";
import type { InvoiceView } from "./invoices.repository.js";
import { vatOf } from "./invoices.service.js";

/** Spec section 3's invoice (id, orderNo, status, date, currency, vat, buyer, seller, items). */
export function toInvoiceDto(v: InvoiceView): Invoice {
  const inv = v.invoice;
  const reference =
    inv.orderId && v.orderNo
      ? { kind: "order" as const, id: inv.orderId, number: v.orderNo }
      : inv.bookingId && v.receiptNumber
        ? { kind: "booking" as const, id: inv.bookingId, number: v.receiptNumber }
        : null;
  const numbered = (x: { id: string | null; number: string | null } | null) =>
    x?.id && x.number ? { id: x.id, orderNo: x.number } : null;
  const gst = gstSummaryOf(inv.items, inv);
  // Lines issued before GST particulars were kept show no split (their tax is in `taxPaise`).
  const lines = gst ? linesOf(inv.items, supplyOf(inv)) : undefined;
  return {
    id: inv.id,
    orderNo: inv.number,
    kind: inv.kind,
    status: inv.status,
    date: inv.issueDate ?? istToday(inv.createdAt),
    currency: "INR",
    vat: vatOf(inv.items, inv),
    buyer: { name: inv.buyerName, address: inv.buyerAddress },
    seller: { name: inv.sellerName, address: inv.sellerAddress, templeId: inv.templeId },
    items: inv.items.map((i, n) => ({
      name: i.name,
      unit: i.unit,
      price: i.pricePaise / 100,
      pricePaise: i.pricePaise,
      gstRate: i.gstRate,
      hsn: i.hsn ?? null,
      ...(lines?.[n] ?? {
        taxablePaise: i.unit * i.pricePaise,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
      }),
    })),
    totalPaise: inv.totalPaise,
    taxPaise: inv.taxPaise,
    financialYear: inv.financialYear,
    reference,
    gst,
    creditNote: numbered(v.creditNote),
    creditFor:
      v.creditFor?.id && v.creditFor.number
        ? { id: v.creditFor.id, orderNo: v.creditFor.number, date: v.creditFor.date ?? null }
        : null,
    createdAt: inv.createdAt.toISOString(),
  };
}
