import { isLanguage, type LanguageCode, negotiateLanguage } from "@sannidhi/contracts/languages";
import { LANGUAGE_KEY } from "@sannidhi/site/languages";
import type { FastifyRequest } from "fastify";

/**
 * The language a request asks for: `?lang=` (a link of the language choice), else the devotee's
 * earlier choice (the cookie the web app and the public pages keep, which a download from the
 * app sends too), else the browser's Accept-Language. `chosen` says it was asked for in the link.
 */
export function requestLanguage(request: FastifyRequest): { lang: LanguageCode; chosen: boolean } {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(asked)) return { lang: asked, chosen: true };
  const cookie = (request.headers.cookie ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_KEY)?.[1];
  if (isLanguage(cookie)) return { lang: cookie, chosen: false };
  return { lang: negotiateLanguage(undefined, request.headers["accept-language"]), chosen: false };
}
