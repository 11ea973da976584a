ALTER TABLE "inbox_messages" ADD COLUMN "mail_status" text;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "mail_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "mail_sends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_mail_status_check" CHECK ("inbox_messages"."mail_status" is null or "inbox_messages"."mail_status" in ('sending','sent','failed'));