import type { LanguageCode } from "@sannidhi/contracts/languages";
import { formatCount } from "@sannidhi/site/format";
import { LANGUAGE_KEY, LANGUAGES } from "@sannidhi/site/languages";
import { loadLocale } from "@sannidhi/site/locale-loaders";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";

// The languages of issue 5 (English is the source and the fallback) and the key of the choice
// come from @sannidhi/site, which the server's public pages share.
type Language = LanguageCode;

function initialLanguage(): Language {
  const codes = LANGUAGES.map((l) => l.code as string);
  // `?lang=` first: the public frame's language links (a shared link keeps its language, as
  // the server's pages do).
  const asked = new URLSearchParams(window.location.search).get("lang");
  if (asked && codes.includes(asked)) return asked as Language;
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    if (saved && codes.includes(saved)) return saved as Language;
  } catch {
    // storage unavailable
  }
  for (const lang of navigator.languages ?? [navigator.language]) {
    const base = lang.toLowerCase().split("-")[0] ?? "";
    if (codes.includes(base)) return base as Language;
  }
  return "en";
}

export const i18n = i18next.createInstance();

export const i18nReady = i18n
  .use(initReactI18next)
  .use({
    type: "backend",
    init() {},
    read(lng: string, ns: string, callback: (err: unknown, data?: unknown) => void) {
      const load = loadLocale(lng, ns);
      if (!load) return callback(null, {});
      load.then(
        (m) => callback(null, m.default),
        (err) => callback(err),
      );
    },
  })
  .init({
    lng: initialLanguage(),
    fallbackLng: "en",
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: ["common"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    // No advertisement in a devotee's browser console, nor in every test run's output.
    showSupportNotice: false,
  });

// `{{count, indian}}` in a translation: a count with Indian digit grouping (issue 19).
i18n.services.formatter?.add("indian", (value, lng) =>
  typeof value === "number" ? formatCount(value, lng ?? "en") : String(value),
);

i18n.on("languageChanged", (lng) => {
  document.documentElement.lang = lng;
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // storage unavailable
  }
  // The server renders the light public pages (FAQs, policies) in this language too (issue 17).
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie, read by the server only.
  document.cookie = `${LANGUAGE_KEY}=${lng}; path=/; max-age=31536000; samesite=lax`;
});
document.documentElement.lang = i18n.language || "en";
