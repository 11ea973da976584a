CREATE SEQUENCE "public"."todo_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "scrum_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"media_id" uuid,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrum_board_members" (
	"board_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrum_board_members_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scrum_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrum_card_labels" (
	"card_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "scrum_card_labels_card_id_label_id_pk" PRIMARY KEY("card_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "scrum_card_members" (
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "scrum_card_members_card_id_user_id_pk" PRIMARY KEY("card_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scrum_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"position" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrum_columns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrum_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"uid" uuid,
	"text" text NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrum_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" "citext" NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrum_labels_title_unique" UNIQUE("title"),
	CONSTRAINT "scrum_labels_color_check" CHECK ("scrum_labels"."color" in ('primary','green','secondary','error'))
);
--> statement-breakpoint
CREATE TABLE "todo_tag_links" (
	"todo_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "todo_tag_links_todo_id_tag_id_pk" PRIMARY KEY("todo_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "todo_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" "citext" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"read" boolean DEFAULT true NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone,
	"due_date" timestamp with time zone,
	"position" bigint DEFAULT nextval('todo_position_seq') NOT NULL,
	"owner_id" uuid NOT NULL,
	"assignee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "scrum_attachments" ADD CONSTRAINT "scrum_attachments_card_id_scrum_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."scrum_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_attachments" ADD CONSTRAINT "scrum_attachments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_board_members" ADD CONSTRAINT "scrum_board_members_board_id_scrum_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrum_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_board_members" ADD CONSTRAINT "scrum_board_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_boards" ADD CONSTRAINT "scrum_boards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_card_labels" ADD CONSTRAINT "scrum_card_labels_card_id_scrum_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."scrum_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_card_labels" ADD CONSTRAINT "scrum_card_labels_label_id_scrum_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."scrum_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_card_members" ADD CONSTRAINT "scrum_card_members_card_id_scrum_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."scrum_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_card_members" ADD CONSTRAINT "scrum_card_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_cards" ADD CONSTRAINT "scrum_cards_board_id_scrum_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrum_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_cards" ADD CONSTRAINT "scrum_cards_list_id_scrum_columns_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."scrum_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_cards" ADD CONSTRAINT "scrum_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_columns" ADD CONSTRAINT "scrum_columns_board_id_scrum_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrum_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_comments" ADD CONSTRAINT "scrum_comments_card_id_scrum_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."scrum_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_comments" ADD CONSTRAINT "scrum_comments_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_tag_links" ADD CONSTRAINT "todo_tag_links_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_tag_links" ADD CONSTRAINT "todo_tag_links_tag_id_todo_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."todo_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_tags" ADD CONSTRAINT "todo_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrum_attachments_card_idx" ON "scrum_attachments" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "scrum_board_members_user_idx" ON "scrum_board_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scrum_card_labels_label_idx" ON "scrum_card_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "scrum_card_members_user_idx" ON "scrum_card_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scrum_cards_list_idx" ON "scrum_cards" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "scrum_cards_board_idx" ON "scrum_cards" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "scrum_columns_board_idx" ON "scrum_columns" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "scrum_comments_card_idx" ON "scrum_comments" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "todo_tag_links_tag_idx" ON "todo_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "todos_owner_idx" ON "todos" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "todos_assignee_idx" ON "todos" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "todos_due_idx" ON "todos" USING btree ("due_date");