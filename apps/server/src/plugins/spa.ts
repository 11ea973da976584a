import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** A page whose content the server puts in the HTML it sends (issue 17, decision 162). */
export interface PrerenderedPage {
  lang: string;
  /** Tags for <head>, escaped; they replace the app's own <title> and description. */
  head: string;
  /** Markup for inside #root; the web app mounts over it. */
  body: string;
  /** A complete document of its own (a light public page, decision 163): sent as it is. */
  html?: string;
  /** A cookie to set with the page (the language a devotee picked by a link). */
  setCookie?: string;
}
export type Prerender = (path: string, request: FastifyRequest) => Promise<PrerenderedPage | null>;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * history fallback so every non-/api path opens the SPA (its router decides what to show).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  prerender?: Prerender,
): Promise<void> {
  const hasBuild = existsSync(join(webDist, "index.html"));
  const shell = hasBuild ? readFileSync(join(webDist, "index.html"), "utf8") : "";
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Our own cache headers below: send's defaults would mark hashed assets as max-age=0.
      cacheControl: false,
      setHeaders: (res, path) => {
        const immutable = path.startsWith(join(webDist, "assets"));
        res.setHeader(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isApi = path === "/api" || path.startsWith("/api/");
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (isApi || !wantsPage) {
      return reply.status(404).send({
        status: "error",
        code: "NOT_FOUND",
        error: `No route ${request.method} ${path}`,
      });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build`.");
    }
    const page = prerender ? await prerender(path, request).catch(() => null) : null;
    if (page) {
      if (page.setCookie) reply.header("set-cookie", page.setCookie);
      return reply
        .header("cache-control", "no-cache")
        .header("vary", "Accept-Language, Cookie")
        .header("content-language", page.lang)
        .type("text/html; charset=utf-8")
        .send(page.html ?? fillShell(shell, page));
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}

/** The built index.html with a page's language, head tags and content in place. */
export function fillShell(shell: string, page: PrerenderedPage): string {
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/<meta name="description"[^>]*>/, "")
    .replace("</head>", `  ${page.head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
}
