import { TRANSLATION_LANGUAGES, type Translations } from "@sannidhi/contracts";
import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, customType, jsonb, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);

/** Case-insensitive text (citext extension): emails and names people type in any case. */
export const citext = customType<{ data: string }>({ dataType: () => "citext" });
/** A point of the `cube` extension (migration 0011), as PostgreSQL prints it: "(x, y, z)". */
export const cube = customType<{ data: string }>({ dataType: () => "cube" });

/**
 * The other five languages of a resource's text fields, `{ "ta": { "name": "…" } }`; English
 * stays in the resource's own columns (docs/decisions/180).
 */
export const translations = () => jsonb("translations").$type<Translations>().notNull().default({});

/**
 * One field's text in every language, for search: the English column and each translation,
 * space-separated. Immutable (literal keys only), so an expression index can serve it; the query
 * must build the very same expression for the index to apply.
 */
export function inEveryLanguage(english: AnyPgColumn, all: AnyPgColumn, field: string): SQL {
  const parts = TRANSLATION_LANGUAGES.map(
    (l) => sql`coalesce(${all} #>> ${sql.raw(`'{${l},${field}}'`)}, '')`,
  );
  return sql`(${english}::text || ' ' || ${sql.join(parts, sql` || ' ' || `)})`;
}
