import {
  CATEGORY_SEARCH_LIMIT,
  CalendarEventDeleteBodySchema,
  CalendarEventUpdateBodySchema,
  ListQuerySchema,
  listOf,
  MAX_PAGE_SIZE,
  StateRefSchema,
  successOf,
} from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { scopeKindOf } from "./resource.js";
import {
  DeletedSchema,
  listQueryOf,
  optionalUser,
  readAccess,
  registerResource,
  writeAccess,
  writerOf,
} from "./resource.routes.js";
import * as service from "./resource.service.js";
import {
  calendarEventResource,
  categoryResource,
  districtResource,
  RESOURCES,
} from "./resources/index.js";

/** Every CMS resource at its spec path, plus the spec's special loaders (section 7). */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;
  for (const def of RESOURCES) registerResource(app, def);

  // `/api/category/search?limit=49`: the category picker loads 49 at once (spec section 9).
  app.get(
    "/category/search",
    {
      ...readAccess(categoryResource),
      schema: {
        querystring: ListQuerySchema.extend({
          limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(CATEGORY_SEARCH_LIMIT),
        }),
        response: { 200: listOf(categoryResource.dto) },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      const page = await service.listResource(db(), categoryResource, request.query, {
        user,
        scope: request.scope,
      });
      return { status: "success" as const, ...page };
    },
  );

  // `/api/districts/search?state_id=`: the district picker follows the chosen state, named by
  // its id or its code (`TN`, `IN-TN`), as the spec's callers know it (issue 19).
  app.get(
    "/districts/search",
    {
      ...readAccess(districtResource),
      schema: {
        querystring: ListQuerySchema.extend({
          state_id: StateRefSchema,
          limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
        }),
        response: { 200: listOf(districtResource.dto) },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      const page = await service.listResource(db(), districtResource, request.query, {
        user,
        scope: request.scope,
      });
      return { status: "success" as const, ...page };
    },
  );

  // The calendar's spec paths (section 7 mock calls), beside its REST routes.
  const events = calendarEventResource;
  const one = successOf(events.dto);
  app.get(
    "/calendar/events/all",
    {
      ...readAccess(events),
      schema: { querystring: listQueryOf(events), response: { 200: listOf(events.dto) } },
    },
    async (request) => {
      const user = await optionalUser(request, scopeKindOf(events));
      const query = request.query as service.ListParams;
      const page = await service.listResource(db(), events, query, { user, scope: request.scope });
      return { status: "success" as const, ...page };
    },
  );
  app.post(
    "/calendar/events/add",
    { ...writeAccess(events), schema: { body: events.create, response: { 200: one } } },
    async (request) => {
      const input = request.body as Record<string, unknown>;
      const data = await service.createResource(db(), events, input, writerOf(request), app.ctx);
      await events.afterWrite?.(app.ctx, request.log, data);
      return { status: "success" as const, data };
    },
  );
  app.post(
    "/calendar/events/update",
    {
      ...writeAccess(events),
      schema: { body: CalendarEventUpdateBodySchema, response: { 200: one } },
    },
    async (request) => {
      const { id, ...input } = request.body;
      const data = await service.updateResource(
        db(),
        events,
        id,
        input,
        writerOf(request),
        app.ctx,
      );
      await events.afterWrite?.(app.ctx, request.log, data);
      return { status: "success" as const, data };
    },
  );
  app.post(
    "/calendar/events/delete",
    {
      ...writeAccess(events),
      schema: { body: CalendarEventDeleteBodySchema, response: { 200: DeletedSchema } },
    },
    async (request) => {
      const data = await service.deleteResource(db(), events, request.body.id, writerOf(request));
      return { status: "success" as const, data };
    },
  );
};
