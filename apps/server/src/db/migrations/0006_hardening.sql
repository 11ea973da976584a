CREATE TABLE "otp_source_lockouts" (
	"mobile" text NOT NULL,
	"source" text NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"lock_level" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_source_lockouts_mobile_source_pk" PRIMARY KEY("mobile","source")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
