import { issueForOrder } from "../invoices/invoices.service.js";
import type { AppliedOutcome, PayableHandler } from "../payments/payable.js";
import * as repo from "./orders.repository.js";

/**
 * A shop order's payment (issue 13), on the rules of a booking's (docs/decisions/122, 123): the
 * order moves forward only; stock is taken at payment, under the products' row locks, and only if
 * it is there after every other live hold — so a payment that arrives after its hold lapsed is
 * honoured when the units are still free, and refunded in full when they are not. A paid order
 * gets its invoice in the same transaction.
 */
export const shopOrderPayable: PayableHandler = {
  kind: "shop_order",

  async applyPaid(tx, orderId, now) {
    const outcome = await payOrder(tx, orderId, now);
    if (outcome === "confirmed") await issueForOrder(tx, orderId, now);
    return outcome;
  },

  // A new paid order for the temple to pack: its staff are told (decision 190), from the
  // payment's transaction (docs/decisions/158).
  async queueMessages(deps, tx, orderId) {
    await deps.staff.queue(tx, { event: "order_paid", orderId });
  },

  async afterPaid(deps) {
    deps.staff.wake();
  },

  async refundDue(db, orderId) {
    const order = await repo.findOrder(db, orderId);
    return order?.status === "cancelled" && order.refundPaise ? order.refundPaise : null;
  },

  async markRefunded(db, orderId, now) {
    const row = await repo.transition(db, orderId, ["cancelled"], {
      status: "refunded",
      refundedAt: now,
    });
    return Boolean(row);
  },
};

async function payOrder(
  tx: Parameters<PayableHandler["applyPaid"]>[0],
  orderId: string,
  now: Date,
): Promise<AppliedOutcome> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) return "unknown_order";
  // A pending order, or one the sweeper cancelled because its payment window closed, is paid
  // for if its units are still there; one the devotee cancelled gets its money back.
  const payable =
    order.status === "pending" ||
    (order.status === "cancelled" &&
      order.cancelReason === "payment_window" &&
      order.refundPaise === null);
  if (payable) {
    const lines = await repo.orderLines(tx, orderId);
    await repo.lockProducts(
      tx,
      lines.map((l) => l.productId),
    );
    const stock = await repo.orderStock(tx, orderId, now);
    const fits = stock.every((l) => l.stock - l.held >= l.amount);
    if (fits) {
      for (const l of stock) {
        if (!(await repo.takeStock(tx, l.productId, l.amount)))
          throw new Error("stock moved under its lock");
      }
      await repo.transition(tx, orderId, ["pending", "cancelled"], {
        status: "processing",
        paidAt: now,
        cancelledAt: null,
        cancelReason: null,
      });
      return "confirmed";
    }
    await repo.transition(tx, orderId, ["pending", "cancelled"], {
      status: "cancelled",
      cancelledAt: now,
      cancelReason: "out_of_stock",
      refundPaise: order.totalPaise,
    });
    return "late_refund";
  }
  if (order.status === "cancelled" && order.refundPaise === null) {
    // Cancelled by the devotee while the payment was in flight: give all of it back.
    await repo.transition(tx, orderId, ["cancelled"], { refundPaise: order.totalPaise });
    return "late_refund";
  }
  return "already";
}
