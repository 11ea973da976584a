import { existsSync, readdirSync } from "node:fs";
import { extname, join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { RouteSecurityHeaders } from "./security-headers.js";

/** The answer for a page while the web app is not built (public pages need its template). */
export function sendNotBuilt(reply: FastifyReply) {
  return reply
    .status(503)
    .type("text/plain")
    .send("The web app is not built yet: run `npm run build`.");
}

/**
 * Helmet's headers that only a document (or a worker) acts on, left off the hashed scripts,
 * styles, fonts and images under /assets/ (docs/decisions/134). What such a sub-resource keeps
 * from the global set: `X-Content-Type-Options: nosniff` (the Fetch standard refuses a script or
 * style sent with a wrong type) and `Cross-Origin-Resource-Policy: same-origin` (no other site
 * may embed it). The per-route option merges over app.ts's global options.
 */
export const SUBRESOURCE_HELMET = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies RouteSecurityHeaders;

/**
 * Kinds of file a browser only ever uses as a sub-resource of a page. Anything else under
 * /assets/ (an SVG or HTML file would open as a document of its own) keeps every header.
 * A dedicated worker takes its CSP from its own script's response: none is bundled today; one
 * that is must keep the full set (decision 134).
 */
const SUBRESOURCE_EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".css",
  ".woff2",
  ".woff",
  ".png",
  ".jpg",
  ".jpeg",
  ".webp",
  ".avif",
  ".gif",
  ".json",
  ".geojson",
  ".map",
]);

/**
 * A hashed file never changes and is fresh for a year: a browser never revalidates it, so ETag
 * and Last-Modified are never used, and no browser asks for a byte range of a script, style,
 * font or image (decision 134).
 */
const ASSET_SEND_OPTIONS = { etag: false, lastModified: false, acceptRanges: false };

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * history fallback so every other non-/api path opens the SPA (its router decides what to show;
 * the public site's pages are routes of their own, modules/public-pages).
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The hashed assets have their own routes below, with their own headers.
      globIgnore: ["assets/**"],
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
    // One route per hashed file, as @fastify/static makes them (it takes no route options),
    // so that Helmet's per-route option can leave the document-only headers off.
    const assets = join(webDist, "assets");
    const files = existsSync(assets)
      ? readdirSync(assets, { withFileTypes: true }).filter((entry) => entry.isFile())
      : [];
    for (const { name } of files) {
      const subresource = SUBRESOURCE_EXTENSIONS.has(extname(name).toLowerCase());
      app.route({
        method: ["GET", "HEAD"],
        url: `/assets/${name}`,
        schema: { hide: true },
        ...(subresource ? { config: { helmet: SUBRESOURCE_HELMET } } : {}),
        handler: (_request, reply) => reply.sendFile(name, assets, ASSET_SEND_OPTIONS),
      });
    }
  }

  // The build's folders (/assets/, /images/, /icons/…) hold files only: a file that is not there
  // is a 404, not the app's page. A script or style answered with HTML is refused by the browser,
  // and the service worker would keep that HTML under the asset's name (an old page asking for
  // the previous build's files after a deploy).
  const fileFolders = hasBuild
    ? readdirSync(webDist, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `/${entry.name}/`)
    : [];

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isApi = path === "/api" || path.startsWith("/api/");
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (wantsPage && !isApi && fileFolders.some((folder) => path.startsWith(folder))) {
      return reply
        .status(404)
        .header("cache-control", "no-cache")
        .type("text/plain; charset=utf-8")
        .send("Not found");
    }
    if (isApi || !wantsPage) {
      return reply.status(404).send({
        status: "error",
        code: "NOT_FOUND",
        error: `No route ${request.method} ${path}`,
      });
    }
    if (!hasBuild) return sendNotBuilt(reply);
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
