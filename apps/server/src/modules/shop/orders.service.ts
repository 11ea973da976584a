import {
  type CancelPreview,
  type Dispatch,
  POLICY,
  pinFitsState,
  refundFor,
  SHOP,
  type ShopOrderCreateSchema,
  type ShopOrderStatus,
  type ShopPaymentOrder,
} from "@sannidhi/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError, forbidden, notFound } from "../../lib/errors.js";
import { consume, HOUR } from "../auth/rate-limit.js";
import { markOrderInvoice } from "../invoices/invoices.service.js";
import type { PaymentDeps } from "../payments/payable.js";
import { openOrder, refundPayable } from "../payments/payments.service.js";
import * as repo from "./orders.repository.js";
import { queueDispatchSms } from "./shop-notify.js";

type CheckoutInput = z.infer<typeof ShopOrderCreateSchema>;

/** Signed-in devotees with a verified mobile shop; guests and staff accounts do not. */
export async function assertCanShop(db: Db, userId: string): Promise<void> {
  const user = await repo.findBuyer(db, userId);
  if (!user || user.role === "GUEST") {
    throw forbidden("Sign in with your mobile number to order: guest accounts cannot order");
  }
  if (user.role !== "user") throw forbidden("Order from a devotee account, not a staff account");
  if (!user.mobile || !user.verifiedAt)
    throw forbidden("Verify your mobile number before ordering");
}

const field = (path: string, message: string) =>
  new AppError("VALIDATION", message, 400, [{ path, message }]);

/** What the devotee sees: an unpaid order whose hold lapsed is cancelled. */
export function statusOf(o: repo.OrderRow, now: Date): ShopOrderStatus {
  return o.status === "pending" && o.holdExpiresAt && o.holdExpiresAt <= now
    ? "cancelled"
    : o.status;
}

/**
 * Checkout of the cart's products of one temple (issue 13). The total is computed here from the
 * stored prices; a different `totalPaise` from the client is refused, not charged. Stock: the
 * products' rows are locked before the units are counted, so two devotees can never both get the
 * last unit (docs/decisions/123). The lines leave the cart for the order, which holds its units
 * for SHOP.paymentWindowMinutes.
 */
export async function checkout(
  db: Db,
  userId: string,
  input: CheckoutInput,
  now: Date,
): Promise<repo.OrderRow> {
  await assertCanShop(db, userId);
  const state = await repo.stateById(db, input.address.stateId);
  if (!state) throw field("body.address.stateId", "Choose a state of India");
  if (!pinFitsState(input.address.pinCode, state.code)) {
    throw field(
      "body.address.pinCode",
      `PIN code ${input.address.pinCode} is not in ${state.name}`,
    );
  }
  if (!(await repo.templeIsPublished(db, input.templeId))) throw notFound("Temple not found");
  await consume(
    db,
    {
      bucket: `shop-order:${userId}`,
      max: SHOP.ordersPerHour,
      windowMs: HOUR,
      message: "You have placed many orders in the last hour; try again later",
    },
    now,
  );

  return db.transaction(async (tx) => {
    const open = await repo.openOrderCount(tx, userId, now);
    if (open >= SHOP.maxOpenOrders) {
      throw new AppError(
        "TOO_MANY_OPEN_ORDERS",
        `You have ${open} unpaid orders; pay or cancel one before placing another`,
        409,
      );
    }
    await repo.lockProducts(tx, await repo.cartProductIds(tx, userId, input.templeId));
    const lines = await repo.checkoutLines(tx, userId, input.templeId, now);
    if (!lines.length) {
      throw new AppError("CART_EMPTY", "Your cart has no products of this temple", 409);
    }
    const short = lines.filter((l) => !l.active || l.stock - l.held < l.amount);
    if (short.length) {
      const details = short.map((l) => ({
        path: `cart.${l.productId}`,
        message: l.active ? `only ${Math.max(l.stock - l.held, 0)} left` : "no longer sold",
      }));
      const first = short[0]!;
      throw new AppError(
        "OUT_OF_STOCK",
        `${first.title}: ${details[0]!.message}; change the amount in your cart`,
        409,
        details,
      );
    }
    const subtotalPaise = lines.reduce((n, l) => n + l.pricePaise * l.amount, 0);
    const deliveryPaise = lines.every((l) => l.freeShipping) ? 0 : SHOP.deliveryPaise;
    const totalPaise = subtotalPaise + deliveryPaise;
    if (input.totalPaise !== totalPaise) {
      throw new AppError(
        "TOTAL_CHANGED",
        "The total has changed since you looked; review your cart before paying",
        409,
        [{ path: "body.totalPaise", message: `the total is now ${totalPaise} paise` }],
      );
    }
    const a = input.address;
    const order = await repo.insertOrder(tx, {
      userId,
      templeId: input.templeId,
      subtotalPaise,
      deliveryPaise,
      totalPaise,
      address: { ...a, line2: a.line2 ?? "", state: state.name },
      holdExpiresAt: new Date(now.getTime() + SHOP.paymentWindowMinutes * 60_000),
      createdAt: now,
      lines: lines.map((l) => ({
        productId: l.productId,
        title: l.title,
        imgUrl: l.image,
        unitPaise: l.pricePaise,
        amount: l.amount,
        gstRate: l.gstRate,
        hsnCode: l.hsnCode,
      })),
    });
    await repo.clearCartLines(
      tx,
      userId,
      lines.map((l) => l.productId),
    );
    return order;
  });
}

/** A devotee's own order; anyone else's answers 404, as if it did not exist. */
export async function ownOrder(db: Db, userId: string, id: string): Promise<repo.OrderRow> {
  const order = await repo.findOrder(db, id);
  if (!order || order.userId !== userId) throw notFound("Order not found");
  return order;
}

/** The provider order that pays a pending order (the same machinery as bookings). */
export async function paymentOrderFor(
  deps: PaymentDeps,
  order: repo.OrderRow,
  now: Date,
): Promise<ShopPaymentOrder> {
  if (order.status !== "pending") {
    throw new AppError("NOT_PAYABLE", `This order is ${order.status}`, 409);
  }
  if (!order.holdExpiresAt || order.holdExpiresAt <= now) {
    throw new AppError(
      "HOLD_EXPIRED",
      "The time to pay for this order has passed; order again",
      409,
    );
  }
  const o = await openOrder(
    deps,
    { kind: "shop_order", id: order.id, amountPaise: order.totalPaise, receipt: order.orderNo },
    now,
  );
  return { ...o, shopOrderId: order.id };
}

/** Spec section 9 through POLICY/refundFor, as for bookings: what cancelling now refunds. */
export function cancelPreview(o: repo.OrderRow, now: Date): CancelPreview {
  const deadline = new Date(o.createdAt.getTime() + POLICY.cancellationWindowMinutes * 60_000);
  const base = { amountPaise: o.totalPaise, deadline: deadline.toISOString() };
  const status = statusOf(o, now);
  if (status === "pending") return { ...base, cancellable: true, refundPaise: 0, reason: null };
  if (status !== "processing") {
    return { ...base, cancellable: false, refundPaise: null, reason: `Order is ${status}` };
  }
  const refund = refundFor(o.totalPaise, now.getTime() - o.createdAt.getTime());
  if (refund === null) {
    return {
      ...base,
      cancellable: false,
      refundPaise: null,
      reason: `Orders can be cancelled within ${POLICY.cancellationWindowMinutes} minutes`,
    };
  }
  return { ...base, cancellable: true, refundPaise: refund, reason: null };
}

/**
 * The devotee cancels: an unpaid order just lets its units go; a paid one (not yet dispatched)
 * gives its units back and refunds what the policy allows. One conditional update, so two
 * cancels cannot both win; the refund goes through the provider afterwards.
 */
export async function cancelByDevotee(deps: PaymentDeps, o: repo.OrderRow, now: Date) {
  const preview = cancelPreview(o, now);
  if (!preview.cancellable) {
    throw new AppError("NOT_CANCELLABLE", preview.reason ?? "Cannot cancel", 409);
  }
  const paid = o.status === "processing";
  await cancelOrder(deps, o, paid ? preview.refundPaise : null, "devotee", now);
}

/** Staff cancel an order the temple cannot fulfil; whatever was paid goes back in full. */
export async function cancelByStaff(
  deps: PaymentDeps,
  o: repo.OrderRow,
  reason: string,
  now: Date,
) {
  if (o.status === "cancelled" && o.refundPaise && !o.refundedAt) {
    // A refund the provider has not yet processed: try it again (same idempotency key).
    await refundPayable(deps, { kind: "shop_order", id: o.id }, now);
    return;
  }
  if (o.status !== "pending" && o.status !== "processing") {
    throw new AppError("NOT_CANCELLABLE", `A ${statusOf(o, now)} order cannot be cancelled`, 409);
  }
  await cancelOrder(deps, o, o.status === "processing" ? o.totalPaise : null, reason, now);
}

async function cancelOrder(
  deps: PaymentDeps,
  o: repo.OrderRow,
  refundPaise: number | null,
  reason: string,
  now: Date,
) {
  const moved = await deps.db.transaction(async (tx) => {
    const row = await repo.transition(tx, o.id, [o.status], {
      status: "cancelled",
      cancelledAt: now,
      cancelReason: reason,
      refundPaise,
    });
    if (row && o.status === "processing") await repo.giveStock(tx, o.id);
    return row;
  });
  if (!moved) throw new AppError("NOT_CANCELLABLE", "The order changed; reload it", 409);
  if (refundPaise) {
    // The cancellation stands even if the provider is down; staff can retry the refund.
    await refundPayable(deps, { kind: "shop_order", id: o.id }, now).catch((err) =>
      deps.log.error({ err, orderId: o.id }, "refund failed; order stays cancelled"),
    );
  }
}

/** The dispatch step: a paid order is handed over and becomes delivered; the devotee gets an SMS. */
export async function dispatch(
  deps: PaymentDeps,
  o: repo.OrderRow,
  input: Required<Dispatch>,
  templeName: string,
  devoteeMobile: string | null,
  now: Date,
) {
  const row = await deps.db.transaction(async (tx) => {
    const moved = await repo.transition(tx, o.id, ["processing"], {
      status: "delivered",
      dispatchedAt: now,
      courier: input.courier,
      trackingNo: input.trackingNo || null,
    });
    if (moved) {
      await markOrderInvoice(tx, o.id, "delivered");
      await queueDispatchSms(deps, tx, moved, templeName, devoteeMobile);
    }
    return moved;
  });
  if (!row) {
    throw new AppError(
      "NOT_DISPATCHABLE",
      `Only a paid order can be dispatched; this one is ${statusOf(o, now)}`,
      409,
    );
  }
}

/** Issue 13: a devotee who received a product may rate it 1–5, once. */
export async function rateProduct(db: Db, userId: string, productId: string, rating: number) {
  if (!(await repo.received(db, userId, productId))) {
    throw forbidden("You can rate a product once it has been delivered to you");
  }
  const done = await db.transaction((tx) => repo.rate(tx, userId, productId, rating));
  if (!done) throw new AppError("ALREADY_RATED", "You have already rated this product", 409);
}
