CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"uses" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_unused_idx" ON "search_words" USING btree ("uses") WHERE "search_words"."uses" <= 0;