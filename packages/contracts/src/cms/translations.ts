import { z } from "zod";
import { TRANSLATION_LANGUAGES } from "../languages.js";

/**
 * Translatable text fields are a capability of a CMS declaration (issue 19, decision 180): a
 * contract opts in with `translatable(CreateSchema, ["name", "description"])`, and the server
 * (storage, search, rich-text cleaning, DTO), the OpenAPI document and the staff form (side by
 * side editors, missing languages shown) all derive from that one line.
 *
 * The wire shape is `translations: { ta: { name: "…" }, hi: { … } }`. An empty string means
 * "no translation" (the form's cleared input), so it is accepted and then dropped. Unknown
 * languages or fields are refused by name rather than silently ignored.
 */
const translationText = (base: z.ZodType) => {
  const inner = base instanceof z.ZodDefault ? base.unwrap() : base;
  const max = inner instanceof z.ZodString ? (inner.maxLength ?? 100_000) : 100_000;
  return z.string().trim().normalize("NFC").max(max, `Must be at most ${max} characters`);
};

export function translatable<T extends z.ZodRawShape, K extends keyof T & string>(
  schema: z.ZodObject<T>,
  fields: readonly K[],
) {
  const one = z.strictObject(
    Object.fromEntries(fields.map((f) => [f, translationText(schema.shape[f] as z.ZodType)])) as {
      [F in K]: z.ZodString;
    },
  );
  const all = z.strictObject(
    Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, one.partial().optional()])) as {
      [L in (typeof TRANSLATION_LANGUAGES)[number]]: z.ZodOptional<
        z.ZodObject<{ [F in K]: z.ZodOptional<z.ZodString> }>
      >;
    },
  );
  return schema.extend({ translations: all.default({}) });
}

/** The fields a contract declared translatable (none for a resource that did not opt in). */
export function translatableFields(schema: z.ZodObject): string[] {
  let field = schema.shape.translations as z.ZodType | undefined;
  if (field instanceof z.ZodDefault || field instanceof z.ZodOptional)
    field = field.unwrap() as z.ZodType;
  if (!(field instanceof z.ZodObject)) return [];
  let one = field.shape[TRANSLATION_LANGUAGES[0]] as z.ZodType | undefined;
  if (one instanceof z.ZodOptional) one = one.unwrap() as z.ZodType;
  return one instanceof z.ZodObject ? Object.keys(one.shape) : [];
}
