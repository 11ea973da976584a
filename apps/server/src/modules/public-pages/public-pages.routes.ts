import type { LanguageCode } from "@sannidhi/contracts/languages";
import { LANGUAGE_KEY } from "@sannidhi/site/languages";
import { FAQ_PATH, POLICY_PATHS, SERVER_PAGES } from "@sannidhi/site/links";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { sendNotBuilt } from "../../plugins/spa.js";
import { search } from "../discovery/discovery.service.js";
import { landingLightPage } from "./landing-page.js";
import { faqPage, notFoundPage, policyPage } from "./pages.js";
import {
  loadPublicShell,
  type PublicPage,
  pageLanguage,
  renderDocument,
} from "./public-document.js";
import { type SearchTemples, templeSearchLightPage } from "./search-page.js";
import { templeLightPage } from "./temple-page.js";

type Page = Omit<PublicPage, "remember">;
type Render = (request: FastifyRequest, lang: LanguageCode) => Promise<Page | null> | Page;

export interface PublicPagesOptions {
  webDist: string;
  publicUrl: string;
  /** The database public reads come from (the read replica when there is one, decision 153). */
  db: () => Db;
  /** The search `/api/public/temples` answers from, shared with it (its cache included). */
  searchTemples?: () => SearchTemples;
}

/**
 * The public site's pages (issues 17 and 36, decisions 163–165): documents the server renders
 * whole — text, header, footer, language and text-size choices — from the same services as the
 * API, with the light script and CSS the web build makes (`public-page.html`), and no web-app
 * bundle. Each is a route of its own at the spec's address; any other path is the web app's.
 */
export async function registerPublicPages(
  app: FastifyInstance,
  options: PublicPagesOptions,
): Promise<void> {
  const shell = loadPublicShell(options.webDist);
  const db = options.db;
  const searchTemples = options.searchTemples ?? (() => (q) => search(db(), q));

  const page = (path: string, render: Render) => {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!shell) return sendNotBuilt(reply);
      const { lang, chosen } = pageLanguage(request);
      // A language picked by a link is remembered, for these pages and for the web app.
      if (chosen)
        reply.header(
          "set-cookie",
          `${LANGUAGE_KEY}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`,
        );
      let shown: Page | null;
      try {
        shown = await render(request, lang);
      } catch (err) {
        // A page that cannot be rendered (the database away) is still the web app, which
        // says what went wrong in the devotee's language and tries again.
        request.log.warn({ err, path }, "public page not rendered: the web app instead");
        return reply.header("cache-control", "no-cache").sendFile("index.html", options.webDist);
      }
      const status = shown ? 200 : 404;
      return reply
        .status(status)
        .header("cache-control", "no-cache")
        .header("vary", "Accept-Language, Cookie")
        .header("content-language", lang)
        .type("text/html; charset=utf-8")
        .send(renderDocument(shell, shown ?? notFoundPage(lang, request.url), options.publicUrl));
    };
    // The address with and without a closing slash, as links are typed and shared.
    for (const url of [path, `${path}/`])
      app.get(url, { config: { public: true }, schema: { hide: true } }, handler);
  };

  // Every address of SERVER_PAGES (the web app hands these over to the server) and no other.
  const renderers: Record<(typeof SERVER_PAGES)[number], Render> = {
    "/app": (_request, lang) => landingLightPage(lang),
    "/app/temples": (request, lang) =>
      templeSearchLightPage(db(), searchTemples(), request.query, lang),
    "/app/temples/:slug": (request, lang) =>
      templeLightPage(db(), options.publicUrl, (request.params as { slug: string }).slug, lang),
    [FAQ_PATH]: (_request, lang) => faqPage(lang),
    [POLICY_PATHS.privacy]: (_request, lang) => policyPage(lang, "privacy"),
    [POLICY_PATHS.refund]: (_request, lang) => policyPage(lang, "refund"),
    [POLICY_PATHS.terms]: (_request, lang) => policyPage(lang, "terms"),
  };
  for (const path of SERVER_PAGES) page(path, renderers[path]);
}
