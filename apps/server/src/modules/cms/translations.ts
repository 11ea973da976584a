import { type Translations, translatableFields } from "@sannidhi/contracts";
import { getTableColumns, ilike, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { inEveryLanguage } from "../../db/schema/common.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import type { ResourceDef } from "./resource.js";

/**
 * Translatable text fields, derived from a resource's contract (issue 19, decision 180): a
 * resource opts in by wrapping its create schema in `translatable()` and adding a
 * `translations` column; nothing else of the CMS is written per resource.
 */
const fieldsOf = new WeakMap<ResourceDef, string[]>();
export function translatedFields(def: ResourceDef): string[] {
  let fields = fieldsOf.get(def);
  if (!fields) {
    fields = translatableFields(def.create);
    fieldsOf.set(def, fields);
  }
  return fields;
}

const columnsOf = (def: ResourceDef) =>
  getTableColumns(def.table as never) as Record<string, PgColumn>;

/**
 * The stored form of sent translations: rich text cleaned like the English field, empty texts
 * dropped (a cleared input means "no translation"), empty languages dropped.
 */
export function cleanTranslations(def: ResourceDef, value: Translations): Translations {
  const out: Translations = {};
  for (const [lang, fields] of Object.entries(value) as [keyof Translations, object][]) {
    const kept: Record<string, string> = {};
    for (const [field, text] of Object.entries(fields ?? {})) {
      if (typeof text !== "string" || text === "") continue;
      const clean = def.richText?.includes(field) ? sanitizeRichText(text) : text;
      if (clean.replace(/<[^>]*>/g, "").trim() !== "") kept[field] = clean;
    }
    if (Object.keys(kept).length) out[lang] = kept;
  }
  return out;
}

/**
 * A PUT changes the translations it names and keeps the others (updates are partial,
 * decision 050): `{ ta: { name: "…" } }` sets the Tamil name only; `""` removes one.
 */
export function mergeTranslations(
  def: ResourceDef,
  before: Translations | undefined,
  patch: Translations,
): Translations {
  const merged: Record<string, Record<string, string | undefined>> = {};
  for (const [lang, fields] of Object.entries(before ?? {})) merged[lang] = { ...fields };
  for (const [lang, fields] of Object.entries(patch)) {
    merged[lang] = { ...merged[lang], ...fields };
  }
  return cleanTranslations(def, merged as Translations);
}

/**
 * The staff list's text search over a declared search column: its English text, and its
 * translations when the field is translatable (so "மீனாட்சி" finds the temple in the CMS too).
 */
export function searchCondition(def: ResourceDef, column: PgColumn, pattern: string): SQL {
  const columns = columnsOf(def);
  const field = Object.keys(columns).find((k) => columns[k] === column);
  const all = columns.translations;
  if (!field || !all || !translatedFields(def).includes(field)) return ilike(column, pattern);
  return ilike(inEveryLanguage(column, all, field), pattern);
}
