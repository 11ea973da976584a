ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deities" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "main_forms" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pooja_materials" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "poojas" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "style" text;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mantras" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "states" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "temples_search_text_trgm_idx" ON "temples" USING gin ((("name"::text || ' ' || coalesce("translations" #>> '{hi,name}', '') || ' ' || coalesce("translations" #>> '{ta,name}', '') || ' ' || coalesce("translations" #>> '{te,name}', '') || ' ' || coalesce("translations" #>> '{kn,name}', '') || ' ' || coalesce("translations" #>> '{ml,name}', '')) || ' ' || ("town"::text || ' ' || coalesce("translations" #>> '{hi,town}', '') || ' ' || coalesce("translations" #>> '{ta,town}', '') || ' ' || coalesce("translations" #>> '{te,town}', '') || ' ' || coalesce("translations" #>> '{kn,town}', '') || ' ' || coalesce("translations" #>> '{ml,town}', ''))) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_style_check" CHECK (style is null or style in ('dravidian','nagara','vesara','kalinga','maru-gurjara','kerala','bengal','himalayan'));