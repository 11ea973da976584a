import { AuditEntrySchema, AuditQuerySchema, listOf } from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole } from "../../plugins/auth.js";
import { listAudit } from "./audit.repository.js";

/** `GET /api/audit?resource=&page=`: the write history of the CMS, for SA only (issue 4). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/audit",
    {
      ...requireRole(["SA"], "trust"),
      schema: { querystring: AuditQuerySchema, response: { 200: listOf(AuditEntrySchema) } },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listAudit(app.ctx.database.db, q);
      return {
        status: "success" as const,
        data: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        meta: { total, page: q.page, limit: q.limit },
      };
    },
  );
};
