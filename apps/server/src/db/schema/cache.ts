import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * One row whose `version` goes up whenever anything a public temple search shows changes
 * (temples, states, districts, deities, main forms, temple categories). Statement triggers in
 * migration 0002 bump it in the writing transaction, so a server process may keep search answers
 * in memory as long as the version it reads is unchanged (docs/decisions/064). Any writer counts:
 * the CMS, seeds, staff tools, plain SQL, another server process.
 */
export const catalogVersion = pgTable(
  "catalog_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalog_version_single_row", sql`${t.id} = 1`)],
);

/**
 * Every word of the catalogue's search keys (temples, main forms, deities, districts: their
 * stored `search_key` columns), with how many times it occurs there (decision 167). Kept by
 * statement triggers of migration 0019 in the writing transaction, so it follows every write as
 * `catalog_version` does. A typed word that is part of no word here cannot match anything; search
 * then looks here for the catalogue word it is nearest to (pg_trgm's spelling-suggestion pattern)
 * instead of comparing the typo with every temple.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    uses: integer("uses").notNull(),
  },
  (t) => [
    // Without GIN's pending list: words are written rarely (catalogue edits) and read on every
    // corrected search; with it, the planner priced the index out until a vacuum (decision 167).
    index("search_words_word_trgm_idx")
      .using("gin", sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Words no longer used are deleted by the trigger that counted them down: found here at once.
    index("search_words_unused_idx").on(t.uses).where(sql`${t.uses} <= 0`),
    // A typo that shares too few trigrams with its word (a short word, a letter wrong in the
    // middle) is corrected by edit distance (decision 169): one wrong, missing or extra letter
    // leaves the first or the last letter as it was, so the candidates are the words of about its
    // length that begin or end like it, read from these two indexes.
    index("search_words_first_letter_idx").on(sql`left(${t.word}, 1)`, sql`length(${t.word})`),
    index("search_words_last_letter_idx").on(sql`right(${t.word}, 1)`, sql`length(${t.word})`),
  ],
);
