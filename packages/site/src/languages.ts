import { LANGUAGE_CODES, type LanguageCode } from "@sannidhi/contracts/languages";

/**
 * The six languages as devotees choose them, each named in its own script, and the keys under
 * which a browser keeps a devotee's choices. One definition for the web app, the light public
 * pages and their script (issue 36).
 */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: "English",
  hi: "हिन्दी",
  ta: "தமிழ்",
  te: "తెలుగు",
  kn: "ಕನ್ನಡ",
  ml: "മലയാളം",
};

export const LANGUAGES: readonly { code: LanguageCode; label: string }[] =
  /* @__PURE__ */ LANGUAGE_CODES.map((code) => ({ code, label: LANGUAGE_NAMES[code] }));

/** localStorage key and cookie name of the chosen language (the server reads the cookie). */
export const LANGUAGE_KEY = "sannidhi.language";

/**
 * Text size for elderly devotees (issue 5): the root font size in per cent. The pages' type is
 * in rem, so scaling the root scales the whole page. Kept in this browser under TEXT_SIZE_KEY.
 */
export const TEXT_SIZES = { normal: 100, large: 118.75, larger: 137.5 } as const;
export type TextSize = keyof typeof TEXT_SIZES;
export const TEXT_SIZE_KEY = "sannidhi.textSize";
export const isTextSize = (value: unknown): value is TextSize =>
  typeof value === "string" && Object.hasOwn(TEXT_SIZES, value);

/**
 * A script that sets the chosen text size before the first paint, so a page shown larger does
 * not re-flow (the light pages inline it, allowed by its hash in their CSP).
 */
export function textSizeScript(): string {
  const sizes = Object.fromEntries(
    Object.entries(TEXT_SIZES)
      .filter(([size]) => size !== "normal")
      .map(([size, percent]) => [size, `${percent}%`]),
  );
  return `try{var s=${JSON.stringify(sizes)}[localStorage.getItem(${JSON.stringify(TEXT_SIZE_KEY)})];if(s)document.documentElement.style.fontSize=s}catch(e){}`;
}
