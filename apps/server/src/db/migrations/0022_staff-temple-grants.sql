CREATE TABLE "staff_temple_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"temple_id" uuid,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_temple_grants_user_temple_uq" UNIQUE NULLS NOT DISTINCT("user_id","temple_id")
);
--> statement-breakpoint
ALTER TABLE "staff_temple_grants" ADD CONSTRAINT "staff_temple_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_temple_grants" ADD CONSTRAINT "staff_temple_grants_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_temple_grants" ADD CONSTRAINT "staff_temple_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_temple_grants_temple_idx" ON "staff_temple_grants" USING btree ("temple_id");