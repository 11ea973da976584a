import type { Dispatch, StaffOrdersQuery, StaffShopOrder } from "@sannidhi/contracts";
import { notFound } from "../../lib/errors.js";
import type { TempleScope } from "../../lib/temple-scope.js";
import type { PaymentDeps } from "../payments/payments.service.js";
import * as repo from "./orders.repository.js";
import { cancelByStaff, dispatch } from "./orders.service.js";
import { toStaffOrderDto } from "./shop.dto.js";

/**
 * The staff workspace's shop (issue 13), within the temples the staff member acts for (issue
 * 33): an order of another temple does not exist for them, and a list filter naming one is 404.
 */
async function inScope(deps: PaymentDeps, scope: TempleScope, id: string) {
  const view = await repo.findView(deps.db, { scope, id });
  if (!view) throw notFound("Order not found");
  return view;
}

export async function listOrders(
  deps: PaymentDeps,
  scope: TempleScope,
  query: StaffOrdersQuery,
  now: Date,
) {
  if (query.temple_id && !scope.covers(query.temple_id)) throw notFound("Temple not found");
  const { rows, total } = await repo.listViews(deps.db, {
    scope,
    ...repo.staffOrdersFilter(query, now),
  });
  return { rows: rows.map((v) => toStaffOrderDto(v, now)), total };
}

export async function getOrder(
  deps: PaymentDeps,
  scope: TempleScope,
  id: string,
  now: Date,
): Promise<StaffShopOrder> {
  return toStaffOrderDto(await inScope(deps, scope, id), now);
}

/** The dispatch step: the devotee is told by SMS with the courier and tracking number. */
export async function dispatchOrder(
  deps: PaymentDeps,
  scope: TempleScope,
  input: { id: string } & Required<Dispatch>,
  now: Date,
) {
  const view = await inScope(deps, scope, input.id);
  const { id: _, ...how } = input;
  await dispatch(deps, view.order, how, view.temple.name, view.devotee.mobile, now);
  return getOrder(deps, scope, input.id, now);
}

/** Cancellation by staff, with a full refund. */
export async function cancelOrder(
  deps: PaymentDeps,
  scope: TempleScope,
  input: { id: string; reason: string },
  now: Date,
) {
  const view = await inScope(deps, scope, input.id);
  await cancelByStaff(deps, view.order, input.reason, now);
  return getOrder(deps, scope, input.id, now);
}
