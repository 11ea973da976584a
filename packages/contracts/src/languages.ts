/**
 * The six languages of the product (issue 5) and how catalogue text is chosen among them
 * (issue 19, docs/decisions/180). No zod here: public pages import this at run time.
 *
 * English lives in each resource's own columns (`name`, `description`, …), so everything that
 * reads a row keeps working; the other five languages live beside it in `translations`, keyed
 * by language, then by field: `{ "ta": { "name": "…" }, "hi": { … } }`.
 */
export const LANGUAGE_CODES = ["en", "hi", "ta", "te", "kn", "ml"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The languages a translation can be given in; English is the source, never a translation. */
export const TRANSLATION_LANGUAGES = ["hi", "ta", "te", "kn", "ml"] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export type Translations<F extends string = string> = Partial<
  Record<TranslationLanguage, Partial<Record<F, string>>>
>;

export const isLanguage = (code: unknown): code is LanguageCode =>
  (LANGUAGE_CODES as readonly unknown[]).includes(code);

/**
 * A field's text in `lang`, or the English text when that language has none. `fallback` says
 * the English was used where another language was asked for (the page marks it `lang="en"`).
 */
export function pickText(
  english: string,
  translations: Translations | null | undefined,
  lang: LanguageCode,
  field: string,
): { text: string; fallback: boolean } {
  if (lang === "en") return { text: english, fallback: false };
  const text = translations?.[lang]?.[field];
  if (text) return { text, fallback: false };
  return { text: english, fallback: english !== "" };
}

/**
 * The language a client asked for: `?lang=` first, else the best of `Accept-Language`
 * (q-values honoured, regions ignored: `ta-IN` is `ta`), else English.
 */
export function negotiateLanguage(
  query: string | undefined,
  acceptLanguage: string | undefined,
): LanguageCode {
  if (isLanguage(query)) return query;
  let best: { code: LanguageCode; q: number } | undefined;
  for (const part of (acceptLanguage ?? "").slice(0, 500).split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const code = tag.trim().toLowerCase().split("-")[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!isLanguage(code) || !(q > 0)) continue;
    if (!best || q > best.q) best = { code, q };
  }
  return best?.code ?? "en";
}
