CREATE INDEX "search_words_first_letter_idx" ON "search_words" USING btree (left("word", 1),length("word"));--> statement-breakpoint
CREATE INDEX "search_words_last_letter_idx" ON "search_words" USING btree (right("word", 1),length("word"));--> statement-breakpoint
-- Issue 17, decision 169: a typed text's words looked up in the catalogue's words (decision 167)
-- in one statement instead of four round trips (BEGIN, SET LOCAL, SELECT, COMMIT), on PGlite and
-- PostgreSQL alike. Edit distance (levenshtein) for the typos trigrams miss.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- For each typed word: its search key; whether it is part of some catalogue word (then it is
-- searched as typed); if not, the nearest catalogue word: among the words a part of which it
-- resembles (`%>`, pg_trgm word similarity ≥ 0.4, trigram index), the most similar as a whole,
-- then the most used; failing that, a word of about its length one letter away (levenshtein ≤ 1,
-- candidates that begin or end with the same letter, btree indexes), the most used first. NULL
-- nearest: nothing near. The threshold is set for the function's own run (pg_trgm's 0.6 stays
-- for the forgiving pass). Each look-up is planned with the word's key (force_custom_plan): the
-- generic plans plpgsql would switch to after five calls read every catalogue word (3–6 ms
-- instead of 0.2–0.5 ms).
CREATE OR REPLACE FUNCTION search_spelling(typed text[])
  RETURNS TABLE (key text, known boolean, nearest text)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET pg_trgm.word_similarity_threshold = 0.4
  SET plan_cache_mode = force_custom_plan
AS $$
DECLARE
  w text;
BEGIN
  FOREACH w IN ARRAY typed LOOP
    key := search_key(w);
    known := NULL;
    nearest := NULL;
    IF key IS NOT NULL AND key <> '' THEN
      known := EXISTS (SELECT 1 FROM search_words s
        WHERE s.word LIKE '%' || replace(replace(replace(key, '\', '\\'), '%', '\%'), '_', '\_') || '%');
      IF NOT known THEN
        SELECT s.word INTO nearest FROM search_words s WHERE s.word %> key
          ORDER BY similarity(s.word, key) DESC, s.uses DESC, s.word LIMIT 1;
        -- levenshtein takes at most 255 characters.
        IF nearest IS NULL AND length(key) < 255 THEN
          SELECT s.word INTO nearest FROM search_words s
            WHERE (left(s.word, 1) = left(key, 1) OR right(s.word, 1) = right(key, 1))
              AND length(s.word) BETWEEN length(key) - 1 AND length(key) + 1
              AND levenshtein_less_equal(s.word, key, 1) <= 1
            ORDER BY levenshtein(s.word, key), s.uses DESC, s.word LIMIT 1;
        END IF;
      END IF;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
