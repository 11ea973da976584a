import {
  isLanguage,
  type LanguageCode,
  pickText,
  type Translations,
} from "@sannidhi/contracts/languages";
import { useTranslation } from "react-i18next";

/**
 * Catalogue text in the devotee's language (issue 19, decision 180). The server answers in the
 * language asked for and names the fields it could only give in English; those are marked
 * `lang="en"`, so a screen reader reads them as English and the browser picks a Latin font.
 */
export function useContentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : "en";
}

/**
 * `lang` for one field of a server answer: "en" when it fell back to English. An answer kept
 * from before the server named fallbacks (the offline cache) has none.
 */
export const langOf = (answer: { fallback?: string[] }, field: string) =>
  answer.fallback?.includes(field) ? "en" : undefined;

/** A CMS list row (state, deity…) named in `lang`, with the `lang` of what is shown. */
export function nameIn(
  row: { name: string; translations?: Translations | undefined },
  lang: LanguageCode,
): { text: string; lang: "en" | undefined } {
  const picked = pickText(row.name, row.translations, lang, "name");
  return { text: picked.text, lang: picked.fallback ? "en" : undefined };
}

/** A field of an answer, in a span marked English when it fell back. */
export function Text({
  of,
  field,
  value,
}: {
  of: { fallback?: string[] };
  field: string;
  value: string;
}) {
  const lang = langOf(of, field);
  return lang ? <span lang={lang}>{value}</span> : value;
}
