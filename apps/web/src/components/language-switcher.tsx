import { LANGUAGES } from "@sannidhi/site/languages";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { prepareScriptFonts } from "../lib/fonts";

/**
 * The language picker of issue 5. A native <select>: every phone and screen reader knows it, and
 * it costs almost nothing to download. lib/i18n.ts remembers the choice and sets <html lang>.
 */
export function LanguageSwitcher({ color = "inherit" }: { color?: string }) {
  const { t, i18n } = useTranslation("common");
  const id = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
      <label htmlFor={id} style={{ fontSize: "0.875rem", color }}>
        {t("language")}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          const next = e.target.value;
          // The new script's font before its text is drawn (lib/fonts.ts).
          void prepareScriptFonts(next).then(() => i18n.changeLanguage(next));
        }}
        style={{
          font: "inherit",
          fontSize: "0.9375rem",
          padding: "4px 6px",
          borderRadius: 4,
          border: "1px solid #94a3b8",
          background: "#fff",
          color: "#0f172a",
          maxWidth: "9rem",
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </span>
  );
}
