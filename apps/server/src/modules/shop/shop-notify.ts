import type { Db } from "../../db/client.js";
import { templeName } from "../bookings/bookings.repository.js";
import { orderPaidNotice } from "../notifications/notices.js";
import { notifyUsersSafely } from "../notifications/notifications.service.js";
import type { PaymentDeps } from "../payments/payable.js";
import { staffToTell } from "../staff/staff-scope.js";
import type { OrderRow } from "./orders.repository.js";
import * as repo from "./orders.repository.js";

/**
 * A new paid order for the temple to pack: the staff who look after the temple (decision 190)
 * get a notification, pushed to their open tabs. Never throws: the payment stands either way.
 */
export async function tellStaffOfNewOrder(deps: PaymentDeps, orderId: string): Promise<void> {
  try {
    const order = await repo.findOrder(deps.db, orderId);
    if (!order) return;
    const temple = (await templeName(deps.db, order.templeId))?.name ?? "the temple";
    const staff = await staffToTell(deps.db, order.templeId);
    const notice = orderPaidNotice({
      orderId,
      orderNo: order.orderNo,
      temple,
      totalPaise: order.totalPaise,
    });
    await notifyUsersSafely(deps.notify, deps.log, staff, notice);
  } catch (err) {
    deps.log.warn({ err, orderId }, "shop order notification not sent");
  }
}

/**
 * The devotee's SMS on dispatch (issue 13), queued in the transaction that marked the order
 * delivered: it exists if and only if the dispatch commits (docs/decisions/158).
 */
export async function queueDispatchSms(
  deps: PaymentDeps,
  tx: Db,
  order: OrderRow,
  templeName: string,
  mobile: string | null,
): Promise<void> {
  const to = mobile ?? order.address.mobile;
  if (!to) return;
  const tracking = order.trackingNo ? ` (tracking ${order.trackingNo})` : "";
  const text = `Sannidhi: your order ${order.orderNo} from ${templeName} has been dispatched by ${order.courier}${tracking}.`;
  await deps.notifier.send({ to, text, key: `order-dispatched:${order.id}` }, tx);
}
