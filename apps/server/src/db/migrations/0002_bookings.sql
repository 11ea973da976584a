CREATE SEQUENCE "public"."booking_receipt_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
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
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pooja_id_poojas_id_fk" FOREIGN KEY ("pooja_id") REFERENCES "public"."poojas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_priest_id_priests_id_fk" FOREIGN KEY ("priest_id") REFERENCES "public"."priests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_inventory" ADD CONSTRAINT "slot_inventory_pooja_id_poojas_id_fk" FOREIGN KEY ("pooja_id") REFERENCES "public"."poojas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_closures" ADD CONSTRAINT "temple_closures_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("pooja_id","date","slot");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_temple_date_idx" ON "bookings" USING btree ("temple_id","date");--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'created';