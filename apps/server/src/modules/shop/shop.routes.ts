import {
  AddToCartSchema,
  BrandFacetsResponseSchema,
  CartResponseSchema,
  CategoryFacetsResponseSchema,
  DeleteFromCartSchema,
  type LanguageCode,
  ProductListResponseSchema,
  ProductQuerySchema,
  ProductResponseSchema,
  RatingFacetsResponseSchema,
  UpdateCartAmountSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../lib/request-language.js";
import { requireRole } from "../../plugins/auth.js";
import { clock } from "../bookings/clock.js";
import * as cartRepo from "./cart.repository.js";
import * as repo from "./catalogue.repository.js";
import {
  addToCart,
  assertOwnCart,
  categoryFacets,
  deleteFromCart,
  ratingFacets,
  updateCartAmount,
  visibleProduct,
} from "./catalogue.service.js";
import { ordersRoutes } from "./orders.routes.js";
import { toCartLineDto, toProductDto } from "./shop.dto.js";
import { staffOrdersRoutes } from "./staff-orders.routes.js";

const PUBLIC = { config: { public: true } };
const IdParams = z.object({ id: z.uuid({ message: "id must be a product id" }) });

/** The temple shop at the spec's e-commerce paths (spec sections 3, 4, 7; issue 13). */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;

  app.get(
    "/ecommerce/get-product-list",
    {
      ...PUBLIC,
      schema: { querystring: ProductQuerySchema, response: { 200: ProductListResponseSchema } },
    },
    async (req) => {
      const { page, limit, lang: _lang, ...q } = req.query;
      const { rows, total } = await repo.listProducts(db, q, page, limit, clock.now());
      const lang = requestLanguage(req).lang;
      return {
        status: "success" as const,
        data: rows.map((p) => toProductDto(p, lang)),
        meta: { total, page, limit },
      };
    },
  );

  app.get(
    "/ecommerce/get-category-list",
    {
      ...PUBLIC,
      schema: { querystring: ProductQuerySchema, response: { 200: CategoryFacetsResponseSchema } },
    },
    async (req) => ({ status: "success" as const, data: await categoryFacets(db, req.query) }),
  );

  app.get(
    "/ecommerce/get-brand-list",
    {
      ...PUBLIC,
      schema: { querystring: ProductQuerySchema, response: { 200: BrandFacetsResponseSchema } },
    },
    async (req) => ({ status: "success" as const, data: await repo.brandCounts(db, req.query) }),
  );

  app.get(
    "/ecommerce/get-rating-list",
    {
      ...PUBLIC,
      schema: { querystring: ProductQuerySchema, response: { 200: RatingFacetsResponseSchema } },
    },
    async (req) => ({ status: "success" as const, data: await ratingFacets(db, req.query) }),
  );

  app.get(
    "/ecommerce/products/:id",
    { ...PUBLIC, schema: { params: IdParams, response: { 200: ProductResponseSchema } } },
    async (req) => ({
      status: "success" as const,
      data: toProductDto(
        await visibleProduct(db, req.params.id, clock.now()),
        requestLanguage(req).lang,
      ),
    }),
  );

  const cart = async (userId: string, lang: LanguageCode) => ({
    status: "success" as const,
    data: (await cartRepo.cartLines(db, userId, clock.now())).map((l) => toCartLineDto(l, lang)),
  });

  app.get(
    "/ecommerce/get-cart-list",
    { ...requireRole("any", "own"), schema: { response: { 200: CartResponseSchema } } },
    async (req) => cart(req.user!.id, requestLanguage(req).lang),
  );

  app.post(
    "/ecommerce/add-to-cart",
    {
      ...requireRole("any", "own"),
      schema: { body: AddToCartSchema, response: { 200: CartResponseSchema } },
    },
    async (req) => {
      assertOwnCart(req.body.uid, req.user!.id);
      await addToCart(db, req.user!.id, req.body.productId, clock.now());
      return cart(req.user!.id, requestLanguage(req).lang);
    },
  );

  app.post(
    "/ecommerce/delete-from-cart",
    {
      ...requireRole("any", "own"),
      schema: { body: DeleteFromCartSchema, response: { 200: CartResponseSchema } },
    },
    async (req) => {
      assertOwnCart(req.body.uid, req.user!.id);
      await deleteFromCart(db, req.user!.id, req.body.productId);
      return cart(req.user!.id, requestLanguage(req).lang);
    },
  );

  app.post(
    "/ecommerce/update-cart-amount",
    {
      ...requireRole("any", "own"),
      schema: { body: UpdateCartAmountSchema, response: { 200: CartResponseSchema } },
    },
    async (req) => {
      assertOwnCart(req.body.uid, req.user!.id);
      const { productId, amount } = req.body;
      await updateCartAmount(db, req.user!.id, productId, amount, clock.now());
      return cart(req.user!.id, requestLanguage(req).lang);
    },
  );

  await app.register(ordersRoutes);
  await app.register(staffOrdersRoutes);
};
