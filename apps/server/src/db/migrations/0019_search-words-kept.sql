-- Issue 17, decision 167: the catalogue's search words (table search_words, migration 0018) kept
-- by the database itself, in the transaction that writes a search key, on PGlite and PostgreSQL.
-- The words of a stored search key, as search_words counts them.
CREATE OR REPLACE FUNCTION search_key_words(key text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT w FROM regexp_split_to_table(key, '\s+') AS w WHERE w <> '' $$;
--> statement-breakpoint
-- Every word of every search key, counted afresh (the backfill below, and after a TRUNCATE).
CREATE OR REPLACE FUNCTION rebuild_search_words() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word, uses)
    SELECT w, count(*) FROM (
      SELECT search_key FROM temples UNION ALL SELECT search_key FROM main_forms
      UNION ALL SELECT search_key FROM deities UNION ALL SELECT search_key FROM districts
    ) AS k, search_key_words(k.search_key) AS w
    GROUP BY w;
$$;
--> statement-breakpoint
-- After each statement that writes temples, main forms, deities or districts: the words its
-- rows' keys lost counted down, the words they gained counted up (rows whose key did not change
-- add nothing), words no key uses any more deleted. Words are written in order, so two writers
-- touching the same words wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION keep_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM rebuild_search_words();
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words AS s (word, uses)
      SELECT w, count(*) FROM new_rows, search_key_words(new_rows.search_key) AS w
      GROUP BY w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET uses = s.uses + excluded.uses;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_words AS s (word, uses)
      SELECT w, -count(*) FROM old_rows, search_key_words(old_rows.search_key) AS w
      GROUP BY w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET uses = s.uses + excluded.uses;
  ELSE
    INSERT INTO search_words AS s (word, uses)
      SELECT w, sum(n) FROM (
          SELECT w, 1 AS n FROM new_rows, search_key_words(new_rows.search_key) AS w
          UNION ALL
          SELECT w, -1 FROM old_rows, search_key_words(old_rows.search_key) AS w
        ) AS d
      GROUP BY w HAVING sum(n) <> 0 ORDER BY w
      ON CONFLICT (word) DO UPDATE SET uses = s.uses + excluded.uses;
  END IF;
  DELETE FROM search_words WHERE uses <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "temples_search_words_insert" AFTER INSERT ON "temples" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "temples_search_words_update" AFTER UPDATE ON "temples" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "temples_search_words_delete" AFTER DELETE ON "temples" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "temples_search_words_truncate" AFTER TRUNCATE ON "temples" FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();
--> statement-breakpoint
CREATE TRIGGER "main_forms_search_words_insert" AFTER INSERT ON "main_forms" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "main_forms_search_words_update" AFTER UPDATE ON "main_forms" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "main_forms_search_words_delete" AFTER DELETE ON "main_forms" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "main_forms_search_words_truncate" AFTER TRUNCATE ON "main_forms" FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();
--> statement-breakpoint
CREATE TRIGGER "deities_search_words_insert" AFTER INSERT ON "deities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "deities_search_words_update" AFTER UPDATE ON "deities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "deities_search_words_delete" AFTER DELETE ON "deities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "deities_search_words_truncate" AFTER TRUNCATE ON "deities" FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();
--> statement-breakpoint
CREATE TRIGGER "districts_search_words_insert" AFTER INSERT ON "districts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "districts_search_words_update" AFTER UPDATE ON "districts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "districts_search_words_delete" AFTER DELETE ON "districts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();--> statement-breakpoint
CREATE TRIGGER "districts_search_words_truncate" AFTER TRUNCATE ON "districts" FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();
--> statement-breakpoint
SELECT rebuild_search_words();
