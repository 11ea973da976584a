import {
  DispatchSchema,
  StaffCancelOrderSchema,
  StaffOrdersQuerySchema,
  StaffShopOrderListResponseSchema,
  StaffShopOrderResponseSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole } from "../../plugins/auth.js";
import { clock } from "../bookings/clock.js";
import { paymentDeps } from "../payments/deps.js";
import * as staff from "./staff-orders.service.js";

const IdParams = z.object({ id: z.uuid({ message: "id must be an order id" }) });
/** The staff workspace's shop: SA and admins, each for the temples they act for (issue 33). */
const STAFF = requireRole(["SA", "admin"], "temple");
const ok = <T>(data: T) => ({ status: "success" as const, data });

/** Staff's orders by temple and status, the dispatch step and cancellation (issue 13). */
export const staffOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);

  app.get(
    "/staff/orders",
    {
      ...STAFF,
      schema: {
        querystring: StaffOrdersQuerySchema,
        response: { 200: StaffShopOrderListResponseSchema },
      },
    },
    async (req) => {
      const { page, limit } = req.query;
      const { rows, total } = await staff.listOrders(deps, req.scope!, req.query, clock.now());
      return { ...ok(rows), meta: { total, page, limit } };
    },
  );

  app.get(
    "/staff/orders/:id",
    { ...STAFF, schema: { params: IdParams, response: { 200: StaffShopOrderResponseSchema } } },
    async (req) => ok(await staff.getOrder(deps, req.scope!, req.params.id, clock.now())),
  );

  app.post(
    "/staff/orders/:id/dispatch",
    {
      ...STAFF,
      schema: {
        params: IdParams,
        body: DispatchSchema,
        response: { 200: StaffShopOrderResponseSchema },
      },
    },
    async (req) =>
      ok(
        await staff.dispatchOrder(
          deps,
          req.scope!,
          { id: req.params.id, ...req.body },
          clock.now(),
        ),
      ),
  );

  app.post(
    "/staff/orders/:id/cancel",
    {
      ...STAFF,
      schema: {
        params: IdParams,
        body: StaffCancelOrderSchema,
        response: { 200: StaffShopOrderResponseSchema },
      },
    },
    async (req) =>
      ok(
        await staff.cancelOrder(
          deps,
          req.scope!,
          { id: req.params.id, reason: req.body.reason },
          clock.now(),
        ),
      ),
  );
};
