import { ListQuerySchema, listOf, successOf } from "@sannidhi/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ScopeKind } from "../../lib/temple-scope.js";
import {
  type AuthUser,
  requireRole,
  resolveScope,
  tokenFrom,
  tokenKeys,
  verifyRequest,
} from "../../plugins/auth.js";
import { type ResourceDef, readRoles, scopeKindOf } from "./resource.js";
import * as service from "./resource.service.js";

type App = Parameters<FastifyPluginAsyncZod>[0];

export const IdParamsSchema = z.object({ id: z.uuid({ message: "id must be a UUID" }) });
export const DeletedSchema = successOf(z.object({ id: z.string() }));

/**
 * On public lists a token is optional, but one that is sent must be valid (a 401 ends a stale
 * session, spec section 8); staff who can write see their temples' unpublished rows too, so
 * their scope is found as on any temple route (`kind`).
 */
export async function optionalUser(
  request: FastifyRequest,
  kind: ScopeKind = "public",
): Promise<AuthUser | undefined> {
  if (!tokenFrom(request)) return undefined;
  const { ctx } = request.server;
  request.user = await verifyRequest(ctx.database.db, tokenKeys(ctx.config.jwtSecret), request);
  // A public read never refuses: a trust route's rule is for writes (`requireRole`).
  await resolveScope(request, kind === "trust" ? "public" : kind);
  return request.user;
}

/**
 * Route options for reading a resource: public (a temple-owned resource declares its scope kind,
 * so the scope matrix covers what staff see of it), or its writers only.
 */
export function readAccess(def: ResourceDef) {
  const roles = readRoles(def);
  const kind = scopeKindOf(def);
  if (roles !== "public") return requireRole(roles, kind);
  const scope: ScopeKind = kind === "temple" ? kind : "public";
  return { config: { public: true, scope } };
}

export const writeAccess = (def: ResourceDef) => requireRole(def.meta.writeRoles, scopeKindOf(def));

export function listQueryOf(def: ResourceDef) {
  const filters = Object.fromEntries(
    Object.entries(def.filters ?? {}).map(([k, f]) => [k, f.schema.optional()]),
  );
  return ListQuerySchema.extend(filters);
}

/** The signed-in writer and the temples they act for (set by `writeAccess`'s guard). */
export function writerOf(request: FastifyRequest): service.Writer {
  // A write route's guard always resolves the staff caller's scope; none is no temple at all.
  return { user: request.user!, scope: request.scope ?? service.NO_TEMPLE };
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
      const user = request.user ?? (await optionalUser(request, scopeKindOf(def)));
      const page = await service.listResource(db(), def, request.query as service.ListParams, {
        user,
        scope: request.scope,
      });
      return { status: "success" as const, ...page };
    },
  );

  app.get(
    `${base}/:id`,
    { ...readAccess(def), schema: { params: IdParamsSchema, response: { 200: one } } },
    async (request) => {
      const user = request.user ?? (await optionalUser(request, scopeKindOf(def)));
      const data = await service.getResource(db(), def, request.params.id, {
        user,
        scope: request.scope,
      });
      return { status: "success" as const, data };
    },
  );

  // POST answers 200, not 201: the spec's generic POST helper reads data only on 200 (section 7).
  app.post(
    base,
    { ...writeAccess(def), schema: { body: def.create, response: { 200: one } } },
    async (request) => {
      const input = request.body as Record<string, unknown>;
      const data = await service.createResource(db(), def, input, writerOf(request), app.ctx);
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
        writerOf(request),
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
      const data = await service.deleteResource(db(), def, request.params.id, writerOf(request));
      return { status: "success" as const, data };
    },
  );
}
