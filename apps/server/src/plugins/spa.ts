import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * history fallback so every non-/api path opens the SPA (its router decides what to show).
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, "index.html"));
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

  app.setNotFoundHandler((request, reply) => {
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
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
