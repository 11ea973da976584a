import { type ScopeRow, TEMPLE_LIST, TEMPLE_OP } from "../../../test/scope.js";
import { orderOfA } from "./access-fixtures.js";

/** The temple-scope rows of the staff workspace's shop (issue 33). */
export const scope: ScopeRow[] = [
  {
    method: "GET",
    route: "/api/staff/orders",
    request: async (f) => ({
      url: "/api/staff/orders?limit=100",
      marker: (await orderOfA(f, "paid")).id,
    }),
    expect: TEMPLE_LIST,
  },
  {
    method: "GET",
    route: "/api/staff/orders/:id",
    request: async (f) => ({ url: `/api/staff/orders/${(await orderOfA(f, "paid")).id}` }),
    expect: TEMPLE_OP(200),
  },
  {
    method: "POST",
    route: "/api/staff/orders/:id/dispatch",
    request: async (f) => ({
      url: `/api/staff/orders/${(await orderOfA(f, "paid")).id}/dispatch`,
      payload: { courier: "India Post", trackingNo: "EE123456789IN" },
    }),
    expect: TEMPLE_OP(200),
  },
  {
    method: "POST",
    route: "/api/staff/orders/:id/cancel",
    request: async (f) => ({
      url: `/api/staff/orders/${(await orderOfA(f, "paid")).id}/cancel`,
      payload: { reason: "Out of stock at the temple" },
    }),
    expect: TEMPLE_OP(200),
  },
];
