import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.js";
import { illustrationFacts } from "./discovery.repository.js";
import { drawIllustration, illustrationVersion } from "./illustration.js";

type App = Parameters<FastifyPluginAsyncZod>[0];

const YEAR = 365 * 24 * 3600;

/**
 * `GET /api/public/temples/:slug/illustration.svg` (issue 19, decision 182): the temple's
 * generated drawing. Asked for with its current version (`?v=`, as the cards give it) it is
 * cached for a year, since any change of the facts changes the URL; asked for otherwise, it is
 * revalidated by its ETag. An SVG may carry scripts when opened on its own, so it gets a policy
 * that allows none.
 */
export function registerIllustration(app: App) {
  app.get(
    "/public/temples/:slug/illustration.svg",
    {
      config: { public: true },
      schema: {
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: z.object({ v: z.string().max(40).optional() }),
      },
    },
    async (req, reply) => {
      const facts = await illustrationFacts(app.ctx.database.readDb, req.params.slug);
      if (!facts) throw notFound("Temple not found");
      const version = illustrationVersion(facts);
      const etag = `"${version}"`;
      reply
        .header("content-type", "image/svg+xml; charset=utf-8")
        .header("etag", etag)
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .header(
          "cache-control",
          req.query.v === version ? `public, max-age=${YEAR}, immutable` : "public, no-cache",
        );
      if (req.headers["if-none-match"] === etag) return reply.code(304).send();
      return drawIllustration(facts);
    },
  );
}
