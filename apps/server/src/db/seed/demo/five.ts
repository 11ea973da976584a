import { TRANSLATION_LANGUAGES, type Translations } from "@sannidhi/contracts";

/** One text in the five other languages, in the order hi, ta, te, kn, ml. */
export type Five = readonly [hi: string, ta: string, te: string, kn: string, ml: string];

/** `{ hi: { [field]: … }, ta: … }` from a Five (empty strings left out). */
export function inFive(field: string, five: Five): Translations {
  const out: Translations = {};
  TRANSLATION_LANGUAGES.forEach((lang, i) => {
    if (five[i]) out[lang] = { [field]: five[i] };
  });
  return out;
}

/** Several fields' translations merged into one object. */
export function merged(...parts: (Translations | undefined)[]): Translations {
  const out: Record<string, Record<string, string>> = {};
  for (const part of parts) {
    for (const [lang, fields] of Object.entries(part ?? {})) {
      out[lang] = { ...out[lang], ...(fields as Record<string, string>) };
    }
  }
  return out as Translations;
}
