/** @jsxRuntime automatic */
// (The pragma: tsx applies a tsconfig's "jsx" only to the files that tsconfig includes, and the
// server runs these files from another workspace.)
import { LANGUAGE_CODES, type LanguageCode } from "@sannidhi/contracts/languages";
import type { ReactNode } from "react";
import { LANGUAGE_NAMES, TEXT_SIZES, type TextSize } from "../languages.js";
import { ANCHORS, FOOTER_LINKS } from "../links.js";
import type { Translate } from "./types.js";

export interface PublicFrameProps {
  t: Translate;
  lang: LanguageCode;
  /** The address of this page in language `l` (the language choice's links). */
  languageHref: (l: LanguageCode) => string;
  /**
   * Known only in the browser (the token lives there): the web app says so and the header
   * links to "My bookings"; on a server's page the small script turns the link round instead.
   */
  signedIn?: boolean;
  /** The chosen text size (the web app knows it; a server's page is marked by its script). */
  textSize?: TextSize;
  children: ReactNode;
}

/**
 * The public frame: the skip link, the header (brand, sign-in, the site's links, the language
 * and text-size choices), the main landmark and the footer, as plain links and buttons: the same
 * on the server's pages and the web app's (issue 36). On a server's page its small script makes
 * the buttons work; the web app handles the same clicks itself (features/public/public-frame).
 */
export function PublicFrame(props: PublicFrameProps) {
  const { t, lang, languageHref, children } = props;
  const size = props.textSize ?? "normal";
  return (
    <div className="page">
      <a className="skip" href="#main">
        {t("skipToContent")}
      </a>
      <header className="top">
        <div className="wrap bar">
          <a className="brand" href="/app">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span>{t("appName")}</span>
          </a>
          {props.signedIn ? (
            <a className="signin" href="/app/bookings">
              {t("nav.myBookings")}
            </a>
          ) : (
            <a className="signin" href="/signin" data-signed-in={t("nav.myBookings")}>
              {t("nav.signIn")}
            </a>
          )}
        </div>
        <div className="wrap">
          <nav aria-label={t("nav.label")}>
            <ul className="links">
              <li>
                <a className="strong" href="/app/temples">
                  {t("nav.findTemple")}
                </a>
              </li>
              <li>
                <a className="strong" href="/app/shop">
                  {t("nav.shop")}
                </a>
              </li>
              {ANCHORS.map((a) => (
                <li key={a.id}>
                  <a href={`/app#${a.id}`}>{t(a.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {/* biome-ignore lint/a11y/useSemanticElements: a row of controls, named; a fieldset's legend would be drawn */}
          <div className="settings" role="group" aria-label={t("settings")}>
            <details className="languages">
              <summary>
                {`${t("language")}: `}
                <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
              </summary>
              <ul>
                {LANGUAGE_CODES.map((l) => (
                  <li key={l}>
                    <a
                      href={languageHref(l)}
                      lang={l}
                      hrefLang={l}
                      aria-current={l === lang ? "true" : undefined}
                    >
                      {LANGUAGE_NAMES[l]}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
            {/* biome-ignore lint/a11y/useSemanticElements: three buttons, named; a fieldset's legend would be drawn */}
            <div className="sizes" role="group" aria-label={t("textSize.label")}>
              {(Object.keys(TEXT_SIZES) as TextSize[]).map((s) => (
                <button
                  key={s}
                  type="button"
                  data-text-size={s}
                  aria-pressed={s === size ? "true" : "false"}
                  aria-label={t(`textSize.${s}`)}
                  title={t(`textSize.${s}`)}
                >
                  A
                </button>
              ))}
            </div>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="bottom">
        <div className="wrap">
          <nav aria-label={t("footer.label")}>
            <ul className="links">
              {FOOTER_LINKS.map((l) => (
                <li key={l.to}>
                  <a href={l.to}>{t(l.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </div>
  );
}
