import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type AuditChanges, auditLog } from "../../db/schema/audit.js";
import type { Tx } from "../cms/resource.js";

export interface AuditRecord {
  actorId: string | null;
  actorRole: string | null;
  resource: string;
  entityId: string;
  action: "create" | "update" | "delete";
  changes: AuditChanges;
}

/** Called inside the write's own transaction, so a write and its record stand or fall together. */
export async function recordAudit(tx: Tx, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

export async function listAudit(
  db: Db,
  filter: { resource?: string; entityId?: string; page: number; limit: number },
) {
  const where: SQL | undefined = and(
    filter.resource ? eq(auditLog.resource, filter.resource) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
  );
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
