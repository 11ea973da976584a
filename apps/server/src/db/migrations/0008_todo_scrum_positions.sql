-- Issue 12, decision 111: positions can never be shared. The constraints are checked at commit
-- (DEFERRABLE INITIALLY DEFERRED) because a move or a reorder rewrites several positions in one
-- statement and passes through states where two rows briefly hold the same number.
ALTER TABLE "todos" ADD CONSTRAINT "todos_position_unique" UNIQUE ("position") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "scrum_columns" ADD CONSTRAINT "scrum_columns_board_position_unique" UNIQUE ("board_id", "position") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "scrum_cards" ADD CONSTRAINT "scrum_cards_list_position_unique" UNIQUE ("list_id", "position") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "scrum_columns" ADD CONSTRAINT "scrum_columns_position_check" CHECK ("position" >= 0);--> statement-breakpoint
ALTER TABLE "scrum_cards" ADD CONSTRAINT "scrum_cards_position_check" CHECK ("position" >= 0);--> statement-breakpoint
-- A card lies in a column of its own board (the same rule as a temple's district in its state).
ALTER TABLE "scrum_columns" ADD CONSTRAINT "scrum_columns_id_board_unique" UNIQUE ("id", "board_id");--> statement-breakpoint
ALTER TABLE "scrum_cards" ADD CONSTRAINT "scrum_cards_list_board_fk" FOREIGN KEY ("list_id", "board_id") REFERENCES "scrum_columns"("id", "board_id") ON DELETE CASCADE;
