import {
  DispatchSchema,
  StaffCancelOrderSchema,
  type StaffOrdersQuery,
  StaffOrdersQuerySchema,
  StaffShopOrderListResponseSchema,
  StaffShopOrderResponseSchema,
} from "@sannidhi/contracts";
import { and, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.js";
import { containsPattern } from "../../lib/like.js";
import { type AuthUser, requireRole } from "../../plugins/auth.js";
import { clock } from "../bookings/clock.js";
import { paymentDeps } from "../payments/deps.js";
import { type StaffScope, scopeCovers, staffScopeOf } from "../staff/staff-scope.js";
import * as repo from "./orders.repository.js";
import { cancelByStaff, dispatch } from "./orders.service.js";
import { toStaffOrderDto } from "./shop.dto.js";

const IdParams = z.object({ id: z.uuid({ message: "id must be an order id" }) });
/** The staff workspace's shop: SA and admins, each for the temples they act for (decision 190). */
const STAFF = requireRole("SA", "admin");

function filterOf(q: StaffOrdersQuery, scope: StaffScope, now: Date): SQL | undefined {
  const o = repo.orderColumns;
  const text = q.q?.trim();
  const digits = text?.replace(/\D/g, "") ?? "";
  return and(
    scope.kind === "temples" ? inArray(o.templeId, scope.templeIds) : undefined,
    q.temple_id ? eq(o.templeId, q.temple_id) : undefined,
    q.status ? repo.statusIs(q.status, now) : undefined,
    text
      ? or(
          ilike(o.orderNo, containsPattern(text)),
          digits.length >= 4
            ? ilike(repo.buyerColumns.mobile, containsPattern(digits.slice(-10)))
            : undefined,
        )
      : undefined,
  );
}

/** Staff's orders by temple and status, the dispatch step and cancellation (issue 13). */
export const staffOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const deps = paymentDeps(app);

  /** An order the staff member acts for; any other does not exist for them. */
  const scoped = async (user: AuthUser, id: string) => {
    const scope = await staffScopeOf(db, user);
    const view = await repo.findView(db, id);
    if (!view || !scopeCovers(scope, view.order.templeId)) throw notFound("Order not found");
    return view;
  };
  const one = async (user: AuthUser, id: string) => ({
    status: "success" as const,
    data: toStaffOrderDto(await scoped(user, id), clock.now()),
  });

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
      const now = clock.now();
      const { page, limit } = req.query;
      const scope = await staffScopeOf(db, req.user!);
      const { rows, total } = await repo.listViews(
        db,
        filterOf(req.query, scope, now),
        page,
        limit,
      );
      return {
        status: "success" as const,
        data: rows.map((v) => toStaffOrderDto(v, now)),
        meta: { total, page, limit },
      };
    },
  );

  app.get(
    "/staff/orders/:id",
    { ...STAFF, schema: { params: IdParams, response: { 200: StaffShopOrderResponseSchema } } },
    async (req) => one(req.user!, req.params.id),
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
    async (req) => {
      const view = await scoped(req.user!, req.params.id);
      await dispatch(
        deps,
        view.order,
        req.body,
        view.temple.name,
        view.devotee.mobile,
        clock.now(),
      );
      return one(req.user!, req.params.id);
    },
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
    async (req) => {
      const view = await scoped(req.user!, req.params.id);
      await cancelByStaff(deps, view.order, req.body.reason, clock.now());
      return one(req.user!, req.params.id);
    },
  );
};
