-- Issue 33 (docs/decisions/200): which temples a staff account acts for is now an explicit
-- grant. Existing installations keep today's effective access (decision 190's rule, read once):
-- an admin or editor with active employee records at temples acts for those temples; any other
-- admin or editor was "the trust's office" and gets an explicit trust-wide grant. Every grant
-- made here is in the audit log, as the migration's.
INSERT INTO "staff_temple_grants" ("user_id", "temple_id")
SELECT DISTINCT u."id", e."temple_id"
FROM "users" u
JOIN "employees" e ON e."user_id" = u."id" AND e."active" AND e."temple_id" IS NOT NULL
WHERE u."role" IN ('admin', 'editor') AND u."deleted_at" IS NULL;
--> statement-breakpoint
INSERT INTO "staff_temple_grants" ("user_id", "temple_id")
SELECT u."id", NULL
FROM "users" u
WHERE u."role" IN ('admin', 'editor') AND u."deleted_at" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "staff_temple_grants" g WHERE g."user_id" = u."id");
--> statement-breakpoint
INSERT INTO "audit_log" ("actor_id", "actor_role", "resource", "entity_id", "action", "changes")
SELECT NULL, 'migration', 'staffGrants', g."user_id"::text, 'create',
  jsonb_build_object('temple', jsonb_build_object(
    'before', NULL,
    'after', coalesce(g."temple_id"::text, 'trust-wide')))
FROM "staff_temple_grants" g;
