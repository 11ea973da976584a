import {
  ManagedUserAnswerSchema,
  ManagedUserListSchema,
  UserAddSchema,
  UserAdminListQuerySchema,
  UserIdQuerySchema,
  UserUpdateSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole } from "../../plugins/auth.js";
import { toManagedUserDto } from "./user-admin.dto.js";
import * as admin from "./user-admin.service.js";

const ok = "success" as const;

/**
 * The SA's user management at the spec's paths (section 7: `GET /api/user/all`, `/api/user`;
 * `POST /api/user/add`, `/update`; `/delete` is in users.routes.ts, shared with account
 * deletion). Every change is written to the audit log in its own transaction.
 */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const sa = requireRole(["SA"], "trust");

  app.get(
    "/user/all",
    {
      ...sa,
      schema: { querystring: UserAdminListQuerySchema, response: { 200: ManagedUserListSchema } },
    },
    async (req) => {
      const { rows, total } = await admin.listManagedUsers(ctx, req.query);
      return {
        status: ok,
        data: rows.map(toManagedUserDto),
        meta: { total, page: req.query.page, limit: req.query.limit },
      };
    },
  );

  app.get(
    "/user",
    {
      ...sa,
      schema: { querystring: UserIdQuerySchema, response: { 200: ManagedUserAnswerSchema } },
    },
    async (req) => ({
      status: ok,
      data: toManagedUserDto(await admin.getManagedUser(ctx, req.query.id)),
    }),
  );

  app.post(
    "/user/add",
    { ...sa, schema: { body: UserAddSchema, response: { 200: ManagedUserAnswerSchema } } },
    async (req) => {
      const { phone, ...rest } = req.body;
      const row = await admin.addUser(ctx, req.user!, { ...rest, mobile: phone });
      return { status: ok, data: toManagedUserDto(row) };
    },
  );

  app.post(
    "/user/update",
    { ...sa, schema: { body: UserUpdateSchema, response: { 200: ManagedUserAnswerSchema } } },
    async (req) => ({
      status: ok,
      data: toManagedUserDto(await admin.updateUser(ctx, req.user!, req.body)),
    }),
  );
};
