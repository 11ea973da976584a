CREATE TABLE "release_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "release_reminders_release_user_uq" UNIQUE("release_id","user_id"),
	CONSTRAINT "release_reminders_language_check" CHECK ("release_reminders"."language" in ('en','hi','ta','te','kn','ml'))
);
--> statement-breakpoint
ALTER TABLE "release_reminders" ADD CONSTRAINT "release_reminders_release_id_quota_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."quota_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_reminders" ADD CONSTRAINT "release_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_reminders_unsent_idx" ON "release_reminders" USING btree ("release_id") WHERE "release_reminders"."sent_at" is null;