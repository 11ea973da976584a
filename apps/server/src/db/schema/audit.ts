import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./common.js";
import { users } from "./users.js";

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** Every CMS write, recorded in the same transaction as the write itself (issue 4). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorRole: text("actor_role"),
    resource: text("resource").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action", { enum: ["create", "update", "delete"] }).notNull(),
    changes: jsonb("changes").$type<AuditChanges>().notNull(),
  },
  (t) => [
    index("audit_log_resource_at_idx").on(t.resource, t.at),
    index("audit_log_entity_idx").on(t.entityId),
  ],
);
