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
ALTER TABLE "main_forms" ADD CONSTRAINT "main_forms_deity_id_deities_id_fk" FOREIGN KEY ("deity_id") REFERENCES "public"."deities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pooja_material_links" ADD CONSTRAINT "pooja_material_links_pooja_id_poojas_id_fk" FOREIGN KEY ("pooja_id") REFERENCES "public"."poojas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pooja_material_links" ADD CONSTRAINT "pooja_material_links_material_id_pooja_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."pooja_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poojas" ADD CONSTRAINT "poojas_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_categories" ADD CONSTRAINT "temple_categories_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_categories" ADD CONSTRAINT "temple_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_main_form_id_main_forms_id_fk" FOREIGN KEY ("main_form_id") REFERENCES "public"."main_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_district_in_state_fk" FOREIGN KEY ("district_id","state_id") REFERENCES "public"."districts"("id","state_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "main_forms_deity_idx" ON "main_forms" USING btree ("deity_id");--> statement-breakpoint
CREATE INDEX "poojas_temple_idx" ON "poojas" USING btree ("temple_id");--> statement-breakpoint
CREATE INDEX "temple_categories_category_idx" ON "temple_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "temples_district_idx" ON "temples" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "temples_main_form_idx" ON "temples" USING btree ("main_form_id");--> statement-breakpoint
CREATE INDEX "temples_name_trgm_idx" ON "temples" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "districts_state_idx" ON "districts" USING btree ("state_id");