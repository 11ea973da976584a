import type {
  InvoiceAdd,
  InvoiceAddSchema,
  InvoiceStatus,
  InvoiceUpdateSchema,
  PayableRef,
} from "@sannidhi/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { InvoiceItemRow } from "../../db/schema/index.js";
import { AppError, notFound } from "../../lib/errors.js";
import type { TempleScope } from "../../lib/temple-scope.js";
import type { AuthUser } from "../../plugins/auth.js";
import * as bookingsRepo from "../bookings/bookings.repository.js";
import { istToday } from "../bookings/calendar.js";
import * as ordersRepo from "../shop/orders.repository.js";
import { financialYearOf, invoiceNumber, type Series } from "./invoice-number.js";
import * as repo from "./invoices.repository.js";

/** GST included in a price: of ₹118 at 18 %, ₹18 is tax. Rounded per line, to the paisa. */
export function totalsOf(items: InvoiceItemRow[]) {
  let totalPaise = 0;
  let taxPaise = 0;
  for (const i of items) {
    const gross = i.unit * i.pricePaise;
    totalPaise += gross;
    taxPaise += Math.round((gross * i.gstRate) / (100 + i.gstRate));
  }
  return { totalPaise, taxPaise };
}

/** The invoice's GST rate: its items' rate, or for mixed rates the rate of the whole. */
export function vatOf(items: InvoiceItemRow[]): number {
  const rates = new Set(items.map((i) => i.gstRate));
  if (rates.size <= 1) return items[0]?.gstRate ?? 0;
  const { totalPaise, taxPaise } = totalsOf(items);
  return totalPaise === taxPaise
    ? 0
    : Math.round((taxPaise / (totalPaise - taxPaise)) * 10_000) / 100;
}

async function sellerOf(db: Db, templeId: string) {
  const s = await repo.seller(db, templeId);
  if (!s) return undefined;
  const place = `${s.town}, ${s.district}, ${s.state} ${s.pinCode}`;
  const address = [s.address, place, s.phone ? `Phone ${s.phone}` : ""].filter(Boolean).join("\n");
  return { templeId, sellerName: s.name, sellerAddress: address };
}

type Issued = Omit<repo.NewInvoice, "number" | "financialYear" | "totalPaise" | "taxPaise">;

/**
 * Issues an invoice (or credit note) now: takes the next serial of the seller's series for the
 * financial year inside the caller's transaction (docs/decisions/124) and dates it today.
 */
async function issue(
  tx: Db,
  values: Issued & { items: InvoiceItemRow[] },
  now: Date,
  series: Series = "INV",
) {
  const financialYear = financialYearOf(now);
  const serial = await repo.takeSerial(tx, values.templeId, financialYear, series);
  return repo.insertInvoice(tx, {
    ...values,
    ...totalsOf(values.items),
    number: invoiceNumber(series, financialYear, serial),
    financialYear,
    issueDate: istToday(now),
    issuedAt: now,
  });
}

/** A confirmed booking's invoice (religious services are GST-exempt: rate 0). Once per booking. */
export async function issueForBooking(tx: Db, bookingId: string, now: Date) {
  if (await repo.invoiceOf(tx, { bookingId })) return;
  const v = await bookingsRepo.findView(tx, bookingId);
  const seller = v && (await sellerOf(tx, v.temple.id));
  if (!v || !seller) return;
  const b = v.booking;
  await issue(
    tx,
    {
      ...seller,
      kind: "booking",
      status: "processing",
      bookingId,
      buyerUserId: b.userId,
      buyerName: v.userName || b.participants[0]?.name || "Devotee",
      buyerAddress: v.mobile ? `Mobile ${v.mobile}` : "",
      items: [
        {
          name: `${v.pooja.name} on ${b.date} at ${b.slot}`,
          unit: b.participantCount,
          pricePaise: Math.round(b.amountPaise / b.participantCount),
          gstRate: 0,
        },
      ],
    },
    now,
  );
}

/**
 * A paid shop order's invoice: its lines at the price and rate of ordering, and delivery, which
 * as part of a composite supply takes the rate of the order's main line. Once per order.
 */
export async function issueForOrder(tx: Db, orderId: string, now: Date) {
  if (await repo.invoiceOf(tx, { orderId })) return;
  const order = await ordersRepo.findOrder(tx, orderId);
  const seller = order && (await sellerOf(tx, order.templeId));
  if (!order || !seller) return;
  const lines = await ordersRepo.orderLines(tx, orderId);
  const items: InvoiceItemRow[] = lines.map((l) => ({
    name: l.title,
    unit: l.amount,
    pricePaise: l.unitPaise,
    gstRate: l.gstRate,
  }));
  if (order.deliveryPaise > 0) {
    const main = [...lines].sort((a, b) => b.unitPaise * b.amount - a.unitPaise * a.amount)[0];
    items.push({
      name: "Delivery",
      unit: 1,
      pricePaise: order.deliveryPaise,
      gstRate: main?.gstRate ?? 0,
    });
  }
  const a = order.address;
  await issue(
    tx,
    {
      ...seller,
      kind: "order",
      status: "processing",
      orderId,
      buyerUserId: order.userId,
      buyerName: a.name,
      buyerAddress: [a.line1, a.line2, `${a.city}, ${a.state} ${a.pinCode}`, `Mobile ${a.mobile}`]
        .filter(Boolean)
        .join("\n"),
      items,
    },
    now,
  );
}

/** The order's invoice follows the order (dispatched: delivered). */
export async function markOrderInvoice(tx: Db, orderId: string, status: InvoiceStatus) {
  const inv = await repo.invoiceOf(tx, { orderId });
  if (inv && inv.status !== "cancelled") await repo.updateInvoice(tx, inv.id, { status });
}

/**
 * A credit note for money given back. It cancels the invoice when it covers all of it; a part
 * refund (a booking refunded in part by staff) leaves the invoice standing beside its note.
 */
async function creditNote(
  tx: Db,
  inv: repo.InvoiceRow,
  amountPaise: number,
  now: Date,
  by?: string,
) {
  await issue(
    tx,
    {
      templeId: inv.templeId,
      sellerName: inv.sellerName,
      sellerAddress: inv.sellerAddress,
      buyerUserId: inv.buyerUserId,
      buyerName: inv.buyerName,
      buyerAddress: inv.buyerAddress,
      kind: "credit_note",
      status: "delivered",
      creditForId: inv.id,
      createdById: by ?? null,
      items: [
        {
          name: `Refund against ${inv.number}`,
          unit: 1,
          pricePaise: amountPaise,
          gstRate: vatOf(inv.items),
        },
      ],
    },
    now,
    "CN",
  );
  if (amountPaise >= inv.totalPaise) await repo.updateInvoice(tx, inv.id, { status: "cancelled" });
}

/** A refunded booking or order: its invoice gets a credit note for the amount refunded. */
export async function creditForRefund(tx: Db, ref: PayableRef, refundPaise: number, now: Date) {
  if (refundPaise <= 0) return;
  const source = ref.kind === "booking" ? { bookingId: ref.id } : { orderId: ref.id };
  const inv = await repo.invoiceOf(tx, source);
  if (!inv?.number || inv.status === "cancelled") return;
  if (await repo.hasCreditNote(tx, inv.id)) return;
  await creditNote(tx, inv, refundPaise, now);
}

// ---- Staff: manual invoices (spec section 7: add, update, delete) -----------------------------

const manualItems = (items: InvoiceAdd["items"], vat: number): InvoiceItemRow[] =>
  items.map((i) => ({
    name: i.name,
    unit: i.unit,
    pricePaise: Math.round(i.price * 100),
    gstRate: vat,
  }));

/** `add`: a manual invoice, kept as an unnumbered draft or issued at once. */
export async function addManual(
  db: Db,
  user: AuthUser,
  scope: TempleScope,
  input: z.infer<typeof InvoiceAddSchema>,
  now: Date,
) {
  scope.assertWritable(input.templeId);
  const seller = await sellerOf(db, input.templeId);
  if (!seller) {
    throw new AppError("VALIDATION", "Choose a temple that exists", 400, [
      { path: "body.templeId", message: "no such temple" },
    ]);
  }
  const items = manualItems(input.items, input.vat);
  const values = {
    ...seller,
    kind: "manual" as const,
    buyerName: input.buyer.name,
    buyerAddress: input.buyer.address,
    createdById: user.id,
    items,
  };
  if (input.status === "draft") {
    return repo.insertInvoice(db, { ...values, status: "draft", ...totalsOf(items) });
  }
  return db.transaction((tx) => issue(tx, { ...values, status: input.status }, now));
}

const FORWARD: InvoiceStatus[] = ["draft", "pending", "processing", "delivered"];

/** The one invoice a staff member may act on: in their scope, else it does not exist for them. */
export async function lockForStaff(tx: Db, scope: TempleScope, id: string) {
  const inv = await repo.lockInvoice(tx, { scope, id });
  if (!inv) throw notFound("Invoice not found");
  return inv;
}

/**
 * `update`: content only while a manual draft; status forward only (pending → processing →
 * delivered, a draft is issued with its number on the way); `cancelled` issues a credit note.
 * An order's invoice follows its order; a booking's may be marked delivered once performed.
 */
export async function updateInvoice(
  db: Db,
  user: AuthUser,
  scope: TempleScope,
  input: z.infer<typeof InvoiceUpdateSchema>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const inv = await lockForStaff(tx, scope, input.id);
    const editing =
      input.buyer !== undefined || input.items !== undefined || input.vat !== undefined;
    if (editing) {
      if (inv.status !== "draft") {
        throw new AppError(
          "INVOICE_ISSUED",
          "An issued invoice cannot be changed; cancel it with a credit note and issue a new one",
          409,
        );
      }
      const vat = input.vat ?? inv.items[0]?.gstRate ?? 0;
      const items = input.items
        ? manualItems(input.items, vat)
        : inv.items.map((i) => ({ ...i, gstRate: vat }));
      await repo.updateInvoice(tx, inv.id, {
        items,
        ...totalsOf(items),
        ...(input.buyer ? { buyerName: input.buyer.name, buyerAddress: input.buyer.address } : {}),
      });
    }
    const to = input.status;
    if (!to || to === inv.status) return inv.id;
    if (inv.kind === "credit_note") {
      throw new AppError("INVOICE_FINAL", "A credit note cannot be changed", 409);
    }
    if (inv.kind === "order") {
      throw new AppError(
        "INVOICE_FOLLOWS_ORDER",
        "This invoice follows its order: dispatch or cancel the order instead",
        409,
      );
    }
    if (to === "cancelled") {
      if (inv.kind === "booking") {
        throw new AppError(
          "INVOICE_FOLLOWS_BOOKING",
          "Refund the booking to cancel its invoice",
          409,
        );
      }
      if (inv.status === "draft") {
        throw new AppError("INVOICE_DRAFT", "A draft is deleted, not cancelled", 409);
      }
      await creditNote(tx, inv, inv.totalPaise, now, user.id);
      return inv.id;
    }
    if (FORWARD.indexOf(to) < FORWARD.indexOf(inv.status) || inv.status === "cancelled") {
      throw new AppError(
        "INVOICE_STATUS",
        `An invoice cannot go back from ${inv.status} to ${to}`,
        409,
      );
    }
    if (inv.kind === "booking" && to !== "delivered") {
      throw new AppError(
        "INVOICE_FOLLOWS_BOOKING",
        "A booking's invoice can only be marked delivered",
        409,
      );
    }
    if (inv.status === "draft") {
      const fresh = (await repo.lockInvoice(tx, { scope, id: inv.id }))!;
      const financialYear = financialYearOf(now);
      const serial = await repo.takeSerial(tx, inv.templeId, financialYear, "INV");
      await repo.updateInvoice(tx, inv.id, {
        status: to,
        number: invoiceNumber("INV", financialYear, serial),
        financialYear,
        issueDate: istToday(now),
        issuedAt: now,
        ...totalsOf(fresh.items),
      });
    } else {
      await repo.updateInvoice(tx, inv.id, { status: to });
    }
    return inv.id;
  });
}

/** `delete`: a manual draft only; an issued invoice is cancelled with a credit note, never erased. */
export async function deleteManualDraft(db: Db, scope: TempleScope, id: string) {
  return db.transaction(async (tx) => {
    const inv = await lockForStaff(tx, scope, id);
    if (inv.kind !== "manual" || inv.status !== "draft") {
      throw new AppError(
        "INVOICE_ISSUED",
        "Only a draft manual invoice can be deleted; cancel an issued one with a credit note",
        409,
      );
    }
    await repo.deleteDraft(tx, id);
    return { id };
  });
}
