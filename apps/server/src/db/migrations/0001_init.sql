CREATE SEQUENCE "public"."booking_receipt_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"resource" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"requester_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_challenges_purpose_check" CHECK ("otp_challenges"."purpose" in ('login','delete'))
);
--> statement-breakpoint
CREATE TABLE "otp_lockouts" (
	"mobile" text PRIMARY KEY NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"lock_level" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"replaced_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"pooja_id" uuid NOT NULL,
	"temple_id" uuid NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"participants" jsonb NOT NULL,
	"participant_count" integer NOT NULL,
	"wish" text,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"idempotency_key" text,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refund_paise" integer,
	"refunded_at" timestamp with time zone,
	"performed_at" timestamp with time zone,
	"proof_photo_url" text,
	"priest_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "bookings_user_idempotency_uq" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending_payment','confirmed','performed','cancelled','refunded','expired')),
	CONSTRAINT "bookings_amount_check" CHECK ("bookings"."amount_paise" >= 0),
	CONSTRAINT "bookings_participants_check" CHECK ("bookings"."participant_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "slot_inventory" (
	"pooja_id" uuid NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_inventory_pooja_id_date_slot_pk" PRIMARY KEY("pooja_id","date","slot")
);
--> statement-breakpoint
CREATE TABLE "temple_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"temple_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temple_closures_temple_date_uq" UNIQUE("temple_id","date")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" "citext" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "deities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" "citext" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "main_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deity_id" uuid NOT NULL,
	"name" "citext" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "main_forms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "pooja_material_links" (
	"pooja_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	CONSTRAINT "pooja_material_links_pooja_id_material_id_pk" PRIMARY KEY("pooja_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "pooja_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" "citext" NOT NULL,
	"unit" text DEFAULT 'piece' NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pooja_materials_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "poojas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"temple_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"weekdays" jsonb NOT NULL,
	"slots" jsonb NOT NULL,
	"booking_window_days" integer DEFAULT 60 NOT NULL,
	"cutoff_hours" integer DEFAULT 12 NOT NULL,
	"max_participants" integer DEFAULT 4 NOT NULL,
	"requires" jsonb DEFAULT '{"name":true,"gotra":false,"nakshatra":false,"rasi":false}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poojas_kind_check" CHECK ("poojas"."kind" in ('pooja','archanai','abhishekam','homam','other')),
	CONSTRAINT "poojas_price_check" CHECK ("poojas"."price_paise" >= 0),
	CONSTRAINT "poojas_duration_check" CHECK ("poojas"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "temple_categories" (
	"temple_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "temple_categories_temple_id_category_id_pk" PRIMARY KEY("temple_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "temples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"main_form_id" uuid,
	"state_id" uuid NOT NULL,
	"district_id" uuid NOT NULL,
	"town" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"pin_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"timings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"history" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text,
	"website" text,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temples_slug_unique" UNIQUE("slug"),
	CONSTRAINT "temples_pin_code_check" CHECK ("temples"."pin_code" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "temples_coordinates_check" CHECK (("temples"."latitude" is null or "temples"."latitude" between -90 and 90) and ("temples"."longitude" is null or "temples"."longitude" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft','published','archived'))
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"temple_id" uuid,
	"kind" text DEFAULT 'festival' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_end_after_start" CHECK ("calendar_events"."ends_at" >= "calendar_events"."starts_at"),
	CONSTRAINT "calendar_events_kind_check" CHECK ("calendar_events"."kind" in ('festival','ekadashi','utsavam','pradosham','amavasya','pournami','other'))
);
--> statement-breakpoint
CREATE TABLE "mantras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"deity_id" uuid,
	"text_devanagari" text NOT NULL,
	"transliteration" text DEFAULT '' NOT NULL,
	"meaning" text DEFAULT '' NOT NULL,
	"audio_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_id" uuid NOT NULL,
	"name" "citext" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "districts_state_name_unique" UNIQUE("state_id","name"),
	CONSTRAINT "districts_id_state_unique" UNIQUE("id","state_id")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" "citext" NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "states_name_unique" UNIQUE("name"),
	CONSTRAINT "states_code_unique" UNIQUE("code"),
	CONSTRAINT "states_kind_check" CHECK ("states"."kind" in ('state','ut'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"refund_key" text,
	"refund_id" text,
	"refund_paise" integer,
	"refund_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created','paid','failed','abandoned'))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" "citext",
	"designation" text NOT NULL,
	"temple_id" uuid,
	"user_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "employees_email_unique" UNIQUE("email"),
	CONSTRAINT "employees_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "priest_poojas" (
	"priest_id" uuid NOT NULL,
	"pooja_id" uuid NOT NULL,
	CONSTRAINT "priest_poojas_priest_id_pooja_id_pk" PRIMARY KEY("priest_id","pooja_id")
);
--> statement-breakpoint
CREATE TABLE "priests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"temple_id" uuid,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "priests_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "representative_districts" (
	"representative_id" uuid NOT NULL,
	"district_id" uuid NOT NULL,
	CONSTRAINT "representative_districts_representative_id_district_id_pk" PRIMARY KEY("representative_id","district_id")
);
--> statement-breakpoint
CREATE TABLE "representative_temples" (
	"representative_id" uuid NOT NULL,
	"temple_id" uuid NOT NULL,
	CONSTRAINT "representative_temples_representative_id_temple_id_pk" PRIMARY KEY("representative_id","temple_id")
);
--> statement-breakpoint
CREATE TABLE "representatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" "citext",
	"state_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "representatives_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "representatives_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"name" text,
	"username" text,
	"email" "citext",
	"mobile" text,
	"mobile_verified_at" timestamp with time zone,
	"password_hash" text,
	"avatar" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('SA','admin','editor','user','GUEST')),
	CONSTRAINT "users_mobile_e164" CHECK ("users"."mobile" is null or "users"."mobile" ~ '^\+91[6-9][0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pooja_id_poojas_id_fk" FOREIGN KEY ("pooja_id") REFERENCES "public"."poojas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_priest_id_priests_id_fk" FOREIGN KEY ("priest_id") REFERENCES "public"."priests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_inventory" ADD CONSTRAINT "slot_inventory_pooja_id_poojas_id_fk" FOREIGN KEY ("pooja_id") REFERENCES "public"."poojas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_closures" ADD CONSTRAINT "temple_closures_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_forms" ADD CONSTRAINT "main_forms_deity_id_deities_id_fk" FOREIGN KEY ("deity_id") REFERENCES "public"."deities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pooja_material_links" ADD CONSTRAINT "pooja_material_links_pooja_id_poojas_id_fk" FOREIGN KEY ("pooja_id") REFERENCES "public"."poojas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pooja_material_links" ADD CONSTRAINT "pooja_material_links_material_id_pooja_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."pooja_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poojas" ADD CONSTRAINT "poojas_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_categories" ADD CONSTRAINT "temple_categories_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_categories" ADD CONSTRAINT "temple_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_main_form_id_main_forms_id_fk" FOREIGN KEY ("main_form_id") REFERENCES "public"."main_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_district_in_state_fk" FOREIGN KEY ("district_id","state_id") REFERENCES "public"."districts"("id","state_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mantras" ADD CONSTRAINT "mantras_deity_id_deities_id_fk" FOREIGN KEY ("deity_id") REFERENCES "public"."deities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priest_poojas" ADD CONSTRAINT "priest_poojas_priest_id_priests_id_fk" FOREIGN KEY ("priest_id") REFERENCES "public"."priests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priest_poojas" ADD CONSTRAINT "priest_poojas_pooja_id_poojas_id_fk" FOREIGN KEY ("pooja_id") REFERENCES "public"."poojas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priests" ADD CONSTRAINT "priests_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_districts" ADD CONSTRAINT "representative_districts_representative_id_representatives_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."representatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_districts" ADD CONSTRAINT "representative_districts_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_temples" ADD CONSTRAINT "representative_temples_representative_id_representatives_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."representatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_temples" ADD CONSTRAINT "representative_temples_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_resource_at_idx" ON "audit_log" USING btree ("resource","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "otp_challenges_mobile_idx" ON "otp_challenges" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_events_bucket_at_idx" ON "rate_events" USING btree ("bucket","at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("pooja_id","date","slot");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_temple_date_idx" ON "bookings" USING btree ("temple_id","date");--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "main_forms_deity_idx" ON "main_forms" USING btree ("deity_id");--> statement-breakpoint
CREATE INDEX "poojas_temple_idx" ON "poojas" USING btree ("temple_id");--> statement-breakpoint
CREATE INDEX "temple_categories_category_idx" ON "temple_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "temples_district_idx" ON "temples" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "temples_main_form_idx" ON "temples" USING btree ("main_form_id");--> statement-breakpoint
CREATE INDEX "temples_name_trgm_idx" ON "temples" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "temples_town_trgm_idx" ON "temples" USING gin ("town" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "temples_published_name_idx" ON "temples" USING btree ("published","name");--> statement-breakpoint
CREATE INDEX "contact_messages_client_created_idx" ON "contact_messages" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calendar_events_start_idx" ON "calendar_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_temple_idx" ON "calendar_events" USING btree ("temple_id");--> statement-breakpoint
CREATE INDEX "mantras_deity_idx" ON "mantras" USING btree ("deity_id");--> statement-breakpoint
CREATE INDEX "districts_state_idx" ON "districts" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'created';--> statement-breakpoint
CREATE INDEX "employees_temple_idx" ON "employees" USING btree ("temple_id");--> statement-breakpoint
CREATE INDEX "priest_poojas_pooja_idx" ON "priest_poojas" USING btree ("pooja_id");--> statement-breakpoint
CREATE INDEX "priests_temple_idx" ON "priests" USING btree ("temple_id");--> statement-breakpoint
CREATE INDEX "representative_districts_district_idx" ON "representative_districts" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "representative_temples_temple_idx" ON "representative_temples" USING btree ("temple_id");