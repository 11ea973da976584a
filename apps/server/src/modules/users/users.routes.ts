import {
  ACCOUNT_REMOVED_MESSAGE,
  DeleteAccountSchema,
  GetUserAnswerSchema,
  MessageAnswerSchema,
  OwnProfileSchema,
  RoleChangeSchema,
  StaffAccessSchema,
  successOf,
  UserAnswerSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserListSchema,
  UserRemoveSchema,
} from "@sannidhi/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, notFound } from "../../lib/errors.js";
import { requireRole, tokenKeys, verifyRequest } from "../../plugins/auth.js";
import { accessOf } from "../staff/staff-scope.js";
import * as admin from "./user-admin.service.js";
import { toUserDto } from "./users.dto.js";
import { findById } from "./users.repository.js";
import * as users from "./users.service.js";

export const USER_DELETED_MESSAGE = "The account has been deleted";

const ok = "success" as const;
const IdParams = z.object({ id: z.uuid({ message: "id is not valid" }) });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Spec section 7: reads `status` and `userdata`.
  app.get(
    "/user/getuser",
    { ...requireRole("any", "own"), schema: { response: { 200: GetUserAnswerSchema } } },
    async (req) => {
      const row = await findById(ctx.database.db, req.user!.id);
      if (!row) throw notFound("User not found");
      return { status: ok, userdata: toUserDto(row) };
    },
  );

  // Issue 37: a devotee is asked their name once, in their home.
  app.patch(
    "/user/profile",
    {
      ...requireRole("any", "own"),
      schema: { body: OwnProfileSchema, response: { 200: UserAnswerSchema } },
    },
    async (req) => ({
      status: ok,
      data: toUserDto(await users.setOwnName(ctx, req.user!.id, req.body.name)),
    }),
  );

  // Which temples the signed-in person acts for (issue 33): the back-office says so, and tells an
  // account the SA has not assigned yet whom to ask.
  app.get(
    "/user/access",
    { ...requireRole("any", "own"), schema: { response: { 200: successOf(StaffAccessSchema) } } },
    async (req) => ({ status: ok, data: await accessOf(ctx.database.db, req.user!) }),
  );

  /**
   * One path, two callers (spec section 7 lists `api/user/delete` both as the devotee's account
   * deletion and as the user list's delete; decision 112): a body with `id` is the SA deleting
   * that account and needs an SA token; any other body is the owner's own deletion, where the
   * OTP (purpose `delete`) is the proof, so that page works signed out.
   */
  const remove = {
    config: { public: true },
    schema: { response: { 200: MessageAnswerSchema } },
  };
  const removeHandler = async (req: FastifyRequest) => {
    const body = req.body;
    if (body && typeof body === "object" && "id" in body) {
      const caller = await verifyRequest(ctx.database.db, tokenKeys(ctx.config.jwtSecret), req);
      if (caller.role !== "SA") throw forbidden();
      await admin.removeUser(ctx, caller, UserRemoveSchema.parse(body).id);
      return { status: ok, message: USER_DELETED_MESSAGE };
    }
    const input = DeleteAccountSchema.parse(body);
    await users.deleteAccount(ctx, { ...input, ip: req.ip }, req.log);
    return { status: ok, message: ACCOUNT_REMOVED_MESSAGE };
  };
  app.post("/user/delete", remove, removeHandler);
  app.delete("/user/delete", remove, removeHandler);

  app.get(
    "/users",
    {
      ...requireRole(["SA"], "trust"),
      schema: { querystring: UserListQuerySchema, response: { 200: UserListSchema } },
    },
    async (req) => {
      const { rows, total } = await admin.listManagedUsers(ctx, req.query);
      return {
        status: ok,
        data: rows.map(toUserDto),
        meta: { total, page: req.query.page, limit: req.query.limit },
      };
    },
  );

  app.post(
    "/users",
    {
      ...requireRole(["SA"], "trust"),
      schema: { body: UserCreateSchema, response: { 201: UserAnswerSchema } },
    },
    async (req, reply) => {
      const row = await admin.addUser(ctx, req.user!, req.body);
      return reply.status(201).send({ status: ok, data: toUserDto(row) });
    },
  );

  app.patch(
    "/users/:id/role",
    {
      ...requireRole(["SA"], "trust"),
      schema: { params: IdParams, body: RoleChangeSchema, response: { 200: UserAnswerSchema } },
    },
    async (req) => ({
      status: ok,
      data: toUserDto(
        await admin.updateUser(ctx, req.user!, { id: req.params.id, role: req.body.role }),
      ),
    }),
  );
};
