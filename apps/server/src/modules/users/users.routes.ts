import {
  ACCOUNT_REMOVED_MESSAGE,
  DeleteAccountSchema,
  GetUserAnswerSchema,
  MessageAnswerSchema,
  RoleChangeSchema,
  UserAnswerSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserListSchema,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.js";
import { requireRole } from "../../plugins/auth.js";
import { toUserDto } from "./users.dto.js";
import { findById } from "./users.repository.js";
import * as users from "./users.service.js";

const ok = "success" as const;
const IdParams = z.object({ id: z.uuid({ message: "id is not valid" }) });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Spec section 7: reads `status` and `userdata`.
  app.get(
    "/user/getuser",
    { ...requireRole("any"), schema: { response: { 200: GetUserAnswerSchema } } },
    async (req) => {
      const row = await findById(ctx.database.db, req.user!.id);
      if (!row) throw notFound("User not found");
      return { status: ok, userdata: toUserDto(row) };
    },
  );

  // The OTP (purpose `delete`) is the proof of ownership, so the page works signed out too.
  const remove = {
    config: { public: true },
    schema: { body: DeleteAccountSchema, response: { 200: MessageAnswerSchema } },
  };
  const removeHandler = async (req: {
    body: z.output<typeof DeleteAccountSchema>;
    ip: string;
    log: { info(o: object, m: string): void };
  }) => {
    await users.deleteAccount(ctx, { ...req.body, ip: req.ip }, req.log);
    return { status: ok, message: ACCOUNT_REMOVED_MESSAGE };
  };
  app.post("/user/delete", remove, removeHandler);
  app.delete("/user/delete", remove, removeHandler);

  app.get(
    "/users",
    {
      ...requireRole("SA"),
      schema: { querystring: UserListQuerySchema, response: { 200: UserListSchema } },
    },
    async (req) => {
      const { rows, total } = await users.listUsers(ctx, req.query);
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
      ...requireRole("SA"),
      schema: { body: UserCreateSchema, response: { 201: UserAnswerSchema } },
    },
    async (req, reply) => {
      const row = await users.createUser(ctx, req.body);
      return reply.status(201).send({ status: ok, data: toUserDto(row) });
    },
  );

  app.patch(
    "/users/:id/role",
    {
      ...requireRole("SA"),
      schema: { params: IdParams, body: RoleChangeSchema, response: { 200: UserAnswerSchema } },
    },
    async (req) => ({
      status: ok,
      data: toUserDto(await users.changeRole(ctx, req.params.id, req.body.role)),
    }),
  );
};
