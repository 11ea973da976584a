ALTER TABLE "products" DROP CONSTRAINT "products_gst_rate_check";--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "gst_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_state_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supply_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supply_state_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_gstin_check" CHECK ("temples"."gstin" is null or "temples"."gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$');--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_gst_registration_check" CHECK ("temples"."gst_registered" = ("temples"."gstin" is not null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_check" CHECK ("products"."hsn_code" is null or "products"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_check" CHECK ("products"."gst_rate" in (0, 3, 5, 12, 18, 40));