import { templeName } from "../bookings/bookings.repository.js";
import { notifySafely } from "../bookings/notifier.js";
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

/** The devotee's SMS on dispatch (issue 13), through the booking confirmation's SMS provider. */
export async function tellDevoteeOfDispatch(
  deps: PaymentDeps,
  order: OrderRow,
  templeName: string,
  mobile: string | null,
): Promise<void> {
  const tracking = order.trackingNo ? ` (tracking ${order.trackingNo})` : "";
  const text = `Sannidhi: your order ${order.orderNo} from ${templeName} has been dispatched by ${order.courier}${tracking}.`;
  await notifySafely(
    deps.notifier,
    deps.log,
    mobile ?? order.address.mobile,
    text,
    `order-dispatched:${order.id}`,
  );
}
