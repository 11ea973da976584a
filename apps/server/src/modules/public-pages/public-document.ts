import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGE_CODES, type LanguageCode } from "@sannidhi/contracts/languages";
import { fontFaceRule, SCRIPT_FACES } from "@sannidhi/site/fonts";
import { textSizeScript } from "@sannidhi/site/languages";
import { PublicFrame } from "@sannidhi/site/pages/frame";
import { translator } from "@sannidhi/site/translate";
import type { FastifyRequest } from "fastify";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { requestLanguage } from "../../lib/request-language.js";

/**
 * The light public documents (issue 17, decision 163): pages the server sends complete — text,
 * header, footer, language and text-size choices as links and buttons — styled by one small CSS
 * file and given a small script for the few interactive parts, instead of the whole web app.
 * Their template is `public-page.html`, which Vite builds beside the app's index.html with the
 * hashed names of that CSS and script in it.
 */
export interface PublicShell {
  template: string;
  /** The Noto Sans files of each Indian script, as Vite named them in /assets (decision 184). */
  fonts: Map<LanguageCode, { 400?: string; 700?: string }>;
}

/** Allows the text-size script before the first paint in the CSP of every page. */
export const TEXT_SIZE_SCRIPT_HASH = `'sha256-${createHash("sha256").update(textSizeScript()).digest("base64")}'`;

export function loadPublicShell(webDist: string): PublicShell | null {
  const path = join(webDist, "public-page.html");
  if (!existsSync(path)) return null;
  const fonts = new Map<LanguageCode, { 400?: string; 700?: string }>();
  const assets = join(webDist, "assets");
  const files = existsSync(assets) ? readdirSync(assets) : [];
  for (const font of SCRIPT_FACES) {
    const find = (weight: number) =>
      files.find((f) => f.startsWith(`noto-sans-${font.file}-${font.file}-${weight}-normal`));
    const w400 = find(400);
    const w700 = find(700);
    fonts.set(font.lang, {
      ...(w400 ? { 400: `/assets/${w400}` } : {}),
      ...(w700 ? { 700: `/assets/${w700}` } : {}),
    });
  }
  return { template: readFileSync(path, "utf8"), fonts };
}

/** The page's language: `?lang=`, else the devotee's earlier choice, else Accept-Language. */
export function pageLanguage(request: FastifyRequest): { lang: LanguageCode; chosen: boolean } {
  return requestLanguage(request);
}

export interface PublicPage {
  lang: LanguageCode;
  /** The path without query, for the language links and the canonical address. */
  path: string;
  /**
   * What the page shows besides its language (the search's filters and page, decision 164),
   * as a query string without `lang`: kept by the canonical address and the language links.
   */
  query?: string;
  title: string;
  description: string;
  /** More escaped tags for <head> (Open Graph and the like). */
  head?: string[];
  main: ReactNode;
  /** Set-Cookie remembering a language picked by a link. */
  remember?: boolean;
}

/** A complete public document: the built template with the page's head, frame and content. */
export function renderDocument(shell: PublicShell, page: PublicPage, publicUrl: string): string {
  const t = translator(page.lang);
  const origin = publicUrl.replace(/\/$/, "");
  const href = (lang: LanguageCode) => `${origin}${withQuery(page, lang === "en" ? "" : lang)}`;
  const head = [
    `<title>${text(page.title)}</title>`,
    `<meta name="description" content="${attribute(page.description)}" />`,
    `<link rel="canonical" href="${attribute(href(page.lang))}" />`,
    ...LANGUAGE_CODES.map(
      (l) => `<link rel="alternate" hreflang="${l}" href="${attribute(href(l))}" />`,
    ),
    ...fontTags(shell, page.lang),
    `<script>${textSizeScript()}</script>`,
    ...(page.head ?? []),
  ].join("\n    ");
  const body = renderToStaticMarkup(
    h(PublicFrame, {
      t,
      lang: page.lang,
      languageHref: (l) => withQuery(page, l),
      children: page.main,
    }),
  );
  // Function replacements: a string replacement reads `$&`, `$'`, `` $` `` and `$1` in the text
  // pasted in (a search for "$`" pasted the template into the page, issue 35).
  return shell.template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
    .replace("</head>", () => `  ${head}\n  </head>`)
    .replace("<!--page-->", () => body);
}

/** The page's address with its own query and, when given, `lang`. */
function withQuery(page: PublicPage, lang: LanguageCode | ""): string {
  const params = new URLSearchParams(page.query ?? "");
  if (lang) params.set("lang", lang);
  const qs = params.toString();
  return qs ? `${page.path}?${qs}` : page.path;
}

/** The script's two faces, declared and preloaded only for the page's language (decision 184). */
function fontTags(shell: PublicShell, lang: LanguageCode): string[] {
  const font = SCRIPT_FACES.find((f) => f.lang === lang);
  const files = shell.fonts.get(lang);
  if (!font || !files) return [];
  const tags: string[] = [];
  const rules: string[] = [];
  for (const weight of [400, 700] as const) {
    const url = files[weight];
    if (!url) continue;
    tags.push(`<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`);
    // block: the page waits (at most ~3 s) for the face rather than drawing boxes that would
    // then re-flow, as the web app waits before its first render (decision 184).
    rules.push(fontFaceRule(font, weight, url, "block"));
  }
  return [...tags, `<style>${rules.join("")}</style>`];
}

export const text = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const attribute = (s: string) => text(s).replace(/"/g, "&quot;").replace(/'/g, "&#39;");
