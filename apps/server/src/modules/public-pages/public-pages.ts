import { LANGUAGE_KEY } from "@sannidhi/site/languages";
import { policyAt } from "@sannidhi/site/links";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import type { PrerenderedPage } from "../../plugins/spa.js";
import { search } from "../discovery/discovery.service.js";
import { landingLightPage } from "./landing-page.js";
import { faqPage, policyPage } from "./pages.js";
import {
  loadPublicShell,
  type PublicPage,
  pageLanguage,
  renderDocument,
} from "./public-document.js";
import { type SearchTemples, templeSearchLightPage } from "./search-page.js";
import { templeLightPage } from "./temple-page.js";

/**
 * The public pages the server sends as light documents of their own (issue 17, decision 163):
 * no web-app bundle, the text in the HTML. Null for every other path (and when the web build has
 * no `public-page.html`): those get the web app as before.
 */
export function lightPublicPages(
  webDist: string,
  publicUrl: string,
  db: () => Db,
  /**
   * The temple search and temple pages too (LIGHT_TEMPLE_PAGES, on unless set to false;
   * decisions 163, 164).
   */
  temples = false,
  /** The search `/api/public/temples` answers from, shared with it (its cache included). */
  searchTemples?: () => SearchTemples,
  /** The landing page /app too (LIGHT_LANDING_PAGE with LIGHT_TEMPLE_PAGES; decision 165). */
  landing = false,
) {
  const shell = loadPublicShell(webDist);
  return async (path: string, request: FastifyRequest): Promise<PrerenderedPage | null> => {
    if (!shell) return null;
    const { lang, chosen } = pageLanguage(request);
    const clean = path.length > 1 ? path.replace(/\/$/, "") : path;
    let page: Omit<PublicPage, "remember"> | null = null;
    if (clean === "/faqs") page = faqPage(lang);
    const kind = policyAt(clean);
    if (kind) page = policyPage(lang, kind);
    // The landing page goes with the temple part: its slides and steps lead into the search
    // and temple pages, so LIGHT_TEMPLE_PAGES=false gives the web app's landing page too (165).
    if (!page && landing && clean === "/app") page = landingLightPage(lang);
    if (!page && temples && clean === "/app/temples")
      page = await templeSearchLightPage(
        db(),
        searchTemples?.() ?? ((q) => search(db(), q)),
        request.query,
        lang,
      );
    if (!page && temples && clean.startsWith("/app/temples/"))
      page = await templeLightPage(db(), publicUrl, clean, lang);
    if (!page) return null;
    return {
      lang,
      head: "",
      body: "",
      html: renderDocument(shell, page, publicUrl),
      // A language picked by a link is remembered, for these pages and for the web app.
      ...(chosen
        ? { setCookie: `${LANGUAGE_KEY}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax` }
        : {}),
    };
  };
}
