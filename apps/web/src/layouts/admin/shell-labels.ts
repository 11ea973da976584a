import { useTranslation } from "react-i18next";

/**
 * The shell's words that spec section 2 fixes (the side navigation's entries, 'add deities'
 * spelled so): in another language they keep the spec's English wording with the translation
 * beside (issue 38, decision 235). Every other label of the shell is simply translated.
 */
export const SPEC_WORDING: ReadonlySet<string> = new Set([
  "Dashboard",
  "CMS",
  "Main Forms",
  "add deities",
  "Category",
  "Deities",
  "Temples",
  "Pooja",
  "Pooja Materials",
  "Article",
  "Mantra",
  "Employee",
  "Priest",
  "Representative",
  "States",
  "District",
  "Calendar",
]);

/** A label as shown: `text` (in `lang` when that is not the page's), the translation beside. */
export interface ShellLabel {
  text: string;
  beside?: string;
  /** "en" when the text is the spec's English wording on a page in another language. */
  lang?: "en";
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
const MISSING = "\u0000";
const ADD_OR_VIEW = /^(Add|View) (.+)$/;

/**
 * The translation of an English label of the navigation, breadcrumb or search: its own entry in
 * `admin:labels`, else "Add …"/"View …" of a translated name through `admin:labelPatterns`;
 * undefined when the locales have neither (a new page nobody has translated yet).
 */
export function translateLabel(t: Translate, english: string): string | undefined {
  const own = t(`admin:labels.${english}`, { defaultValue: MISSING });
  if (own !== MISSING) return own;
  const match = ADD_OR_VIEW.exec(english);
  const name = match?.[2] && translateLabel(t, match[2]);
  if (!match || !name) return undefined;
  return t(`admin:labelPatterns.${match[1] === "Add" ? "add" : "view"}`, { name });
}

export function shellLabel(t: Translate, language: string, english: string): ShellLabel {
  const translated = translateLabel(t, english) ?? english;
  if (language === "en" || translated === english) return { text: english };
  return SPEC_WORDING.has(english)
    ? { text: english, beside: translated, lang: "en" }
    : { text: translated };
}

/** One line of text: "Main Forms · मुख्य फ़ॉर्म" (titles, tooltips, search options). */
export const labelLine = (label: ShellLabel) =>
  label.beside ? `${label.text} · ${label.beside}` : label.text;

/** `label(english)` in the language the back-office is read in. */
export function useShellLabel() {
  const { t, i18n } = useTranslation("admin");
  return (english: string) => shellLabel(t as Translate, i18n.language, english);
}
