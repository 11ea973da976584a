import { z } from "zod";
import { CMS_RESOURCE_KEYS } from "./resources.js";

export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;

/** One write in the audit log: who, when, what, and each changed field before and after. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  resource: z.string(),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({
  resource: z.enum([...CMS_RESOURCE_KEYS, "media", "users", "staffGrants"]).optional(),
  entityId: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
