import {
  type InvoiceAdd,
  type InvoiceAddSchema,
  type InvoiceStatus,
  type InvoiceUpdateSchema,
  type PayableRef,
  SAC_RELIGIOUS_SERVICES,
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
import { creditLines, type GstFacts, gstStateOf, supplyOf, totalsOf } from "./gst-split.js";
import { financialYearOf, invoiceNumber, type Series } from "./invoice-number.js";
import * as repo from "./invoices.repository.js";

/**
 * The invoice's GST rate as the spec's `vat`: its items' rate, or for mixed rates the rate of
 * the whole (tax over taxable value).
 */
export function vatOf(items: InvoiceItemRow[], f?: GstFacts): number {
  const rates = new Set(items.map((i) => i.gstRate));
  if (rates.size <= 1) return items[0]?.gstRate ?? 0;
  const { totalPaise, taxPaise } = totalsOf(items, supplyOf(f ?? NO_FACTS));
  return totalPaise === taxPaise
    ? 0
    : Math.round((taxPaise / (totalPaise - taxPaise)) * 10_000) / 100;
}
const NO_FACTS: GstFacts = {
  sellerGstin: null,
  sellerState: null,
  sellerStateCode: null,
  supplyState: null,
  supplyStateCode: null,
};

/**
 * The temple as seller: name, address, and its GST registration and state at this moment
 * (a document keeps them as they were when issued, decision 230).
 */
async function sellerOf(db: Db, templeId: string) {
  const s = await repo.seller(db, templeId);
  if (!s) return undefined;
  const place = `${s.town}, ${s.district}, ${s.state} ${s.pinCode}`;
  const address = [s.address, place, s.phone ? `Phone ${s.phone}` : ""].filter(Boolean).join("\n");
  const state = gstStateOf({ name: s.state, code: s.stateCode });
  return {
    templeId,
    sellerName: s.name,
    sellerAddress: address,
    sellerGstin: s.gstRegistered ? s.gstin : null,
    sellerState: state.name,
    sellerStateCode: state.code,
    // Goods sold at the temple, and its services, are supplied in its state (IGST Act
    // sections 10(1)(d) and 12(2)(b)); a delivery elsewhere says otherwise below.
    supplyState: state.name,
    supplyStateCode: state.code,
  };
}

/** The place of supply of goods delivered to a state (IGST Act section 10(1)(a)). */
async function deliveredTo(db: Db, stateId: string) {
  const st = await repo.state(db, stateId);
  if (!st) return {};
  const g = gstStateOf(st);
  return { supplyState: g.name, supplyStateCode: g.code };
}

type Issued = Omit<repo.NewInvoice, "number" | "financialYear" | "totalPaise" | "taxPaise"> &
  GstFacts;

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
    ...totalsOf(values.items, supplyOf(values as GstFacts)),
    number: invoiceNumber(series, financialYear, serial),
    financialYear,
    issueDate: istToday(now),
    issuedAt: now,
  });
}

/**
 * A confirmed booking's bill of supply: conducting a religious ceremony is exempt (Notification
 * 12/2017-CT(Rate) entry 13), so rate 0 under the SAC of religious services. Once per booking.
 */
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
          hsn: SAC_RELIGIOUS_SERVICES,
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
    hsn: l.hsnCode,
  }));
  if (order.deliveryPaise > 0) {
    const main = [...lines].sort((a, b) => b.unitPaise * b.amount - a.unitPaise * a.amount)[0];
    items.push({
      name: "Delivery",
      unit: 1,
      pricePaise: order.deliveryPaise,
      gstRate: main?.gstRate ?? 0,
      hsn: main?.hsnCode ?? null,
    });
  }
  const a = order.address;
  await issue(
    tx,
    {
      ...seller,
      ...(await deliveredTo(tx, a.stateId)),
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
      // The note credits the tax the invoice charged: its seller, states and lines (rule 53).
      sellerGstin: inv.sellerGstin,
      sellerState: inv.sellerState,
      sellerStateCode: inv.sellerStateCode,
      supplyState: inv.supplyState,
      supplyStateCode: inv.supplyStateCode,
      buyerUserId: inv.buyerUserId,
      buyerName: inv.buyerName,
      buyerAddress: inv.buyerAddress,
      kind: "credit_note",
      status: "delivered",
      creditForId: inv.id,
      createdById: by ?? null,
      items: creditLines(inv.items, amountPaise),
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

/** Typed lines: each its own HSN and rate, or the invoice's `vat` (issue 38). */
const manualItems = (items: InvoiceAdd["items"], vat: number): InvoiceItemRow[] =>
  items.map((i) => ({
    name: i.name,
    unit: i.unit,
    pricePaise: Math.round(i.price * 100),
    gstRate: i.gstRate ?? vat,
    hsn: i.hsn ?? null,
  }));

/** A manual invoice's place of supply: the buyer's state when given, else the temple's. */
async function placeOf(db: Db, stateId: string | null | undefined) {
  if (!stateId) return {};
  const to = await deliveredTo(db, stateId);
  if (!to.supplyStateCode) {
    throw new AppError("VALIDATION", "Choose a state that exists", 400, [
      { path: "body.placeOfSupplyStateId", message: "no such state" },
    ]);
  }
  return to;
}

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
    ...(await placeOf(db, input.placeOfSupplyStateId)),
    kind: "manual" as const,
    buyerName: input.buyer.name,
    buyerAddress: input.buyer.address,
    createdById: user.id,
    items,
  };
  if (input.status === "draft") {
    return repo.insertInvoice(db, {
      ...values,
      status: "draft",
      ...totalsOf(items, supplyOf(values)),
    });
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
      input.buyer !== undefined ||
      input.items !== undefined ||
      input.vat !== undefined ||
      input.placeOfSupplyStateId !== undefined;
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
        : input.vat !== undefined
          ? inv.items.map((i) => ({ ...i, gstRate: vat }))
          : inv.items;
      const seller = await sellerOf(tx, inv.templeId);
      const place =
        input.placeOfSupplyStateId === undefined
          ? {}
          : input.placeOfSupplyStateId === null
            ? { supplyState: seller?.supplyState, supplyStateCode: seller?.supplyStateCode }
            : await placeOf(tx, input.placeOfSupplyStateId);
      await repo.updateInvoice(tx, inv.id, {
        items,
        ...totalsOf(items, supplyOf({ ...inv, ...place })),
        ...place,
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
      // Issued as the temple is registered now, to the place of supply the draft names.
      const seller = await sellerOf(tx, inv.templeId);
      const facts: GstFacts = {
        sellerGstin: seller?.sellerGstin ?? null,
        sellerState: seller?.sellerState ?? null,
        sellerStateCode: seller?.sellerStateCode ?? null,
        supplyState: fresh.supplyState ?? seller?.supplyState ?? null,
        supplyStateCode: fresh.supplyStateCode ?? seller?.supplyStateCode ?? null,
      };
      const financialYear = financialYearOf(now);
      const serial = await repo.takeSerial(tx, inv.templeId, financialYear, "INV");
      await repo.updateInvoice(tx, inv.id, {
        status: to,
        number: invoiceNumber("INV", financialYear, serial),
        financialYear,
        issueDate: istToday(now),
        issuedAt: now,
        ...facts,
        ...totalsOf(fresh.items, supplyOf(facts)),
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
