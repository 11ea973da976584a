import { ListQuerySchema, listOf, successOf } from "@sannidhi/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type AuthUser,
  requireRole,
  tokenFrom,
  tokenKeys,
  verifyRequest,
} from "../../plugins/auth.js";
import { type ResourceDef, readRoles } from "./resource.js";
import * as service from "./resource.service.js";

type App = Parameters<FastifyPluginAsyncZod>[0];

export const IdParamsSchema = z.object({ id: z.uuid({ message: "id must be a UUID" }) });
export const DeletedSchema = successOf(z.object({ id: z.string() }));

/**
 * On public lists a token is optional, but one that is sent must be valid (a 401 ends a stale
 * session, spec section 8); staff who can write see unpublished rows too.
 */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | undefined> {
  if (!tokenFrom(request)) return undefined;
  const { ctx } = request.server;
  request.user = await verifyRequest(ctx.database.db, tokenKeys(ctx.config.jwtSecret), request);
  return request.user;
}

/** Route options for reading a resource: public, or its writers only. */
export function readAccess(def: ResourceDef) {
  const roles = readRoles(def);
  return roles === "public" ? { config: { public: true } } : requireRole(...roles);
}

export const writeAccess = (def: ResourceDef) => requireRole(...def.meta.writeRoles);

export function listQueryOf(def: ResourceDef) {
  const filters = Object.fromEntries(
    Object.entries(def.filters ?? {}).map(([k, f]) => [k, f.schema.optional()]),
  );
  return ListQuerySchema.extend(filters);
}

/** The five routes of one resource (ARCHITECTURE.md "API contract"), at its spec path. */
export function registerResource(app: App, def: ResourceDef): void {
  const base = def.meta.path.replace(/^\/api/, "");
  const one = successOf(def.dto);
  const db = () => app.ctx.database.db;

  app.get(
    base,
    {
      ...readAccess(def),
      schema: { querystring: listQueryOf(def), response: { 200: listOf(def.dto) } },
    },
    async (request) => {
      const user = request.user ?? (await optionalUser(request));
      const page = await service.listResource(db(), def, request.query as service.ListParams, user);
      return { status: "success" as const, ...page };
    },
  );

  app.get(
    `${base}/:id`,
    { ...readAccess(def), schema: { params: IdParamsSchema, response: { 200: one } } },
    async (request) => {
      const user = request.user ?? (await optionalUser(request));
      const data = await service.getResource(db(), def, request.params.id, user);
      return { status: "success" as const, data };
    },
  );

  // POST answers 200, not 201: the spec's generic POST helper reads data only on 200 (section 7).
  app.post(
    base,
    { ...writeAccess(def), schema: { body: def.create, response: { 200: one } } },
    async (request) => {
      const input = request.body as Record<string, unknown>;
      const data = await service.createResource(db(), def, input, request.user!, app.ctx);
      await def.afterWrite?.(app.ctx, request.log, data);
      return { status: "success" as const, data };
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...writeAccess(def),
      schema: { params: IdParamsSchema, body: def.update, response: { 200: one } },
    },
    async (request) => {
      const input = request.body as Record<string, unknown>;
      const data = await service.updateResource(
        db(),
        def,
        request.params.id,
        input,
        request.user!,
        app.ctx,
      );
      await def.afterWrite?.(app.ctx, request.log, data);
      return { status: "success" as const, data };
    },
  );

  app.delete(
    `${base}/:id`,
    { ...writeAccess(def), schema: { params: IdParamsSchema, response: { 200: DeletedSchema } } },
    async (request) => {
      const data = await service.deleteResource(db(), def, request.params.id, request.user!);
      return { status: "success" as const, data };
    },
  );
}
