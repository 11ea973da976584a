import { pickText } from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import { devoteeSms, dltChoice, TRACKING_WORD } from "../../providers/sms/texts.js";
import { templeName as templeOf } from "../bookings/bookings.repository.js";
import { settingsOf } from "../devotee-notices/devotee-notices.service.js";
import { orderPaidNotice } from "../notifications/notices.js";
import type { Notice } from "../notifications/notifications.service.js";
import type { PaymentDeps } from "../payments/payable.js";
import { staffToTell } from "../staff/staff-scope.js";
import type { OrderRow } from "./orders.repository.js";
import * as repo from "./orders.repository.js";

/**
 * A new paid order for the temple to pack: the staff who look after the temple (decision 190)
 * and the notice they get, built by the `notify.staff` job the payment's transaction queued
 * (docs/decisions/158). Null when the order is gone.
 */
export async function orderPaidStaffNotice(
  db: Db,
  orderId: string,
): Promise<{ audience: string[]; notice: Notice } | null> {
  const order = await repo.findOrder(db, orderId);
  if (!order) return null;
  const temple = (await templeOf(db, order.templeId))?.name ?? "the temple";
  const notice = orderPaidNotice({
    orderId,
    orderNo: order.orderNo,
    temple,
    totalPaise: order.totalPaise,
  });
  return { audience: await staffToTell(db, order.templeId), notice };
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
  const { language } = await settingsOf(tx, order.userId);
  const lang = dltChoice(deps.config.sms, "order_dispatched", language).language;
  // The temple's name in the message's language, as the devotee's other messages have it.
  const temple = await templeOf(tx, order.templeId);
  const sms = devoteeSms(deps.config.sms, "order_dispatched", language, {
    order: order.orderNo,
    temple: temple ? pickText(temple.name, temple.translations, lang, "name").text : templeName,
    courier: order.courier ?? "",
    tracking: order.trackingNo ? ` (${TRACKING_WORD[lang]} ${order.trackingNo})` : "",
  });
  await deps.notifier.send({ to, ...sms, key: `order-dispatched:${order.id}` }, tx);
}
