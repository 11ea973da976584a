import {
  MyOrdersQuerySchema,
  ProductResponseSchema,
  RateProductSchema,
  ShopOrderCreateSchema,
  ShopOrderListResponseSchema,
  ShopOrderResponseSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.js";
import { requireRole } from "../../plugins/auth.js";
import { clock } from "../bookings/clock.js";
import { paymentDeps } from "../payments/deps.js";
import { findProduct } from "./catalogue.repository.js";
import * as repo from "./orders.repository.js";
import { cancelByDevotee, checkout, ownOrder, rateProduct } from "./orders.service.js";
import { toOrderDto, toProductDto } from "./shop.dto.js";

const IdParams = z.object({ id: z.uuid({ message: "id must be an order id" }) });
const ProductParams = z.object({ id: z.uuid({ message: "id must be a product id" }) });

/** The devotee's checkout, "My orders" and ratings (issue 13). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const deps = paymentDeps(app);

  const one = async (userId: string, id: string) => {
    const view = await repo.findView(db, { buyerId: userId, id });
    if (!view) throw notFound("Order not found");
    return { status: "success" as const, data: toOrderDto(view, clock.now()) };
  };

  app.post(
    "/ecommerce/orders",
    {
      ...requireRole("any", "own"),
      schema: { body: ShopOrderCreateSchema, response: { 201: ShopOrderResponseSchema } },
    },
    async (req, reply) => {
      const order = await checkout(db, req.user!.id, req.body, clock.now());
      return reply.status(201).send(await one(req.user!.id, order.id));
    },
  );

  app.get(
    "/ecommerce/orders",
    {
      ...requireRole("any", "own"),
      schema: { querystring: MyOrdersQuerySchema, response: { 200: ShopOrderListResponseSchema } },
    },
    async (req) => {
      const now = clock.now();
      const { page, limit, status } = req.query;
      const { rows, total } = await repo.listViews(db, {
        buyerId: req.user!.id,
        page,
        limit,
        now,
        status,
      });
      return {
        status: "success" as const,
        data: rows.map((v) => toOrderDto(v, now)),
        meta: { total, page, limit },
      };
    },
  );

  app.get(
    "/ecommerce/orders/:id",
    {
      ...requireRole("any", "own"),
      schema: { params: IdParams, response: { 200: ShopOrderResponseSchema } },
    },
    async (req) => one(req.user!.id, req.params.id),
  );

  app.post(
    "/ecommerce/orders/:id/cancel",
    {
      ...requireRole("any", "own"),
      schema: { params: IdParams, response: { 200: ShopOrderResponseSchema } },
    },
    async (req) => {
      const order = await ownOrder(db, req.user!.id, req.params.id);
      await cancelByDevotee(deps, order, clock.now());
      return one(req.user!.id, req.params.id);
    },
  );

  app.post(
    "/ecommerce/products/:id/rating",
    {
      ...requireRole("any", "own"),
      schema: {
        params: ProductParams,
        body: RateProductSchema,
        response: { 200: ProductResponseSchema },
      },
    },
    async (req) => {
      // A product withdrawn since it was delivered may still be rated.
      const now = clock.now();
      if (!(await findProduct(db, req.params.id, now))) throw notFound("Product not found");
      await rateProduct(db, req.user!.id, req.params.id, req.body.rating);
      return {
        status: "success" as const,
        data: toProductDto((await findProduct(db, req.params.id, now))!),
      };
    },
  );
};
