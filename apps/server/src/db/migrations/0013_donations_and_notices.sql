CREATE TABLE "devotee_notice_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devotee_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"sms_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devotee_notices_booking_kind_uq" UNIQUE("booking_id","kind"),
	CONSTRAINT "devotee_notices_kind_check" CHECK ("devotee_notices"."kind" in ('refunded','closed','performed','hold_expiring','reminder'))
);
--> statement-breakpoint
CREATE TABLE "donation_purposes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"temple_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_receipt_series" (
	"temple_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "donation_receipt_series_temple_id_financial_year_pk" PRIMARY KEY("temple_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"temple_id" uuid NOT NULL,
	"purpose_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_paise" integer NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"donor_name" text DEFAULT '' NOT NULL,
	"donor_address" text DEFAULT '' NOT NULL,
	"pan_cipher" text,
	"dedication" text DEFAULT '' NOT NULL,
	"receipt_number" text,
	"financial_year" text,
	"receipt_80g" boolean DEFAULT false NOT NULL,
	"trust" jsonb,
	"payment_mode" text,
	"paid_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_temple_receipt_uq" UNIQUE("temple_id","receipt_number"),
	CONSTRAINT "donations_status_check" CHECK ("donations"."status" in ('pending','paid')),
	CONSTRAINT "donations_amount_check" CHECK ("donations"."amount_paise" > 0),
	CONSTRAINT "donations_paid_receipt_check" CHECK (("donations"."status" = 'paid') = ("donations"."receipt_number" is not null)),
	CONSTRAINT "donations_anonymous_pan_check" CHECK (not ("donations"."anonymous" and "donations"."pan_cipher" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_one_payable_check";--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "trust_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "trust_pan" text;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "reg_80g_number" text;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "reg_80g_valid_from" date;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "reg_80g_valid_until" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "donation_id" uuid;--> statement-breakpoint
ALTER TABLE "devotee_notice_settings" ADD CONSTRAINT "devotee_notice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotee_notices" ADD CONSTRAINT "devotee_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotee_notices" ADD CONSTRAINT "devotee_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_purposes" ADD CONSTRAINT "donation_purposes_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_receipt_series" ADD CONSTRAINT "donation_receipt_series_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_purpose_id_donation_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."donation_purposes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devotee_notices_user_idx" ON "devotee_notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "donation_purposes_temple_idx" ON "donation_purposes" USING btree ("temple_id","position");--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "donations_temple_paid_idx" ON "donations" USING btree ("temple_id","paid_at");--> statement-breakpoint
CREATE INDEX "donations_purpose_idx" ON "donations" USING btree ("purpose_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_donation_idx" ON "payments" USING btree ("donation_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_payable_check" CHECK (num_nonnulls("payments"."booking_id", "payments"."shop_order_id", "payments"."donation_id") = 1);