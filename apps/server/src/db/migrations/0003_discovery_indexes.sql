-- Hand-written (drizzle-kit --custom): temple search matches text over town as well as name
-- (issue 6, discovery); catalog.ts belongs to the CMS branch, so the index lives here.
CREATE INDEX IF NOT EXISTS "temples_town_trgm_idx" ON "temples" USING gin ("town" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "temples_published_name_idx" ON "temples" ("published", "name");
