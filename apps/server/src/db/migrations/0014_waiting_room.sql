CREATE TABLE "queue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"position" integer,
	CONSTRAINT "queue_entries_release_user_uq" UNIQUE("release_id","user_id"),
	CONSTRAINT "queue_entries_release_position_uq" UNIQUE("release_id","position")
);
--> statement-breakpoint
CREATE TABLE "quota_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pooja_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"join_window_minutes" integer DEFAULT 15 NOT NULL,
	"shuffled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_releases_range_check" CHECK ("quota_releases"."to_date" >= "quota_releases"."from_date"),
	CONSTRAINT "quota_releases_rate_check" CHECK ("quota_releases"."rate_per_minute" > 0)
);
--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_release_id_quota_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."quota_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_releases" ADD CONSTRAINT "quota_releases_pooja_id_poojas_id_fk" FOREIGN KEY ("pooja_id") REFERENCES "public"."poojas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_releases" ADD CONSTRAINT "quota_releases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_releases_pooja_idx" ON "quota_releases" USING btree ("pooja_id","from_date");