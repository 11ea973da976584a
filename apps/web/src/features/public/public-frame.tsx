import { isLanguage, type LanguageCode } from "@sannidhi/contracts/languages";
import { isTextSize, TEXT_SIZE_KEY, type TextSize } from "@sannidhi/site/languages";
import { SERVER_PAGES } from "@sannidhi/site/links";
import { PublicFrame as Frame } from "@sannidhi/site/pages/frame";
import "@sannidhi/site/frame.css";
import { type MouseEvent, type ReactNode, useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { matchPath, useLocation, useNavigate } from "react-router";
import { SessionContext } from "../../app/session";
import { applyTextSize, storedTextSize } from "../../components/text-size";
import { prepareScriptFonts } from "../../lib/fonts";

/** An address the server renders (the public site): opened as a document, not in the app. */
const isServerPage = (path: string) => SERVER_PAGES.some((p) => matchPath(p, path));

/**
 * Every devotee page's frame in the web app (issue 36): the public site's own frame component
 * (`@sannidhi/site/pages/frame`) — skip link, header, language and text-size choices, footer —
 * so the booking, shop and donation pages look and behave as the server's pages do. Its plain
 * links and buttons are handled here: a language or a text size is chosen without leaving the
 * page, a link to another page of the app moves inside it, and a link to a page of the public
 * site loads that page from the server.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation("common");
  // Read softly: a page rendered without the session provider (tests) still gets its frame.
  const signedIn = useContext(SessionContext)?.state.status === "authenticated";
  const [size, setSize] = useState<TextSize>(storedTextSize);
  const navigate = useNavigate();
  const location = useLocation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const lang: LanguageCode = isLanguage(current) ? current : "en";

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>("button[data-text-size]");
    if (button && isTextSize(button.dataset.textSize)) {
      const next = button.dataset.textSize;
      setSize(next);
      applyTextSize(next);
      try {
        localStorage.setItem(TEXT_SIZE_KEY, next);
      } catch {
        // storage unavailable: the size still applies to this visit
      }
      return;
    }
    const link = target.closest<HTMLAnchorElement>("a[href]");
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || link.target) return;
    const chosen = link.closest(".languages") ? link.hreflang : null;
    if (isLanguage(chosen)) {
      event.preventDefault();
      link.closest("details")?.removeAttribute("open");
      // The new script's font before its text is drawn (lib/fonts.ts); lib/i18n.ts remembers
      // the choice for this app and for the server's pages.
      void prepareScriptFonts(chosen).then(() => i18n.changeLanguage(chosen));
      return;
    }
    if (isServerPage(url.pathname)) return; // the browser loads the server's page
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the clicks are the frame's own links' and buttons', handled in one place
    // biome-ignore lint/a11y/useKeyWithClickEvents: links and buttons give a click for Enter and Space themselves
    <div onClick={onClick} style={{ display: "contents" }}>
      <Frame
        t={t}
        lang={lang}
        languageHref={(l) => {
          const query = new URLSearchParams(location.search);
          query.set("lang", l);
          return `${location.pathname}?${query}`;
        }}
        signedIn={signedIn}
        textSize={size}
      >
        {children}
      </Frame>
    </div>
  );
}
