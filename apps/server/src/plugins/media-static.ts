import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";

/**
 * With local storage and a path-only MEDIA_PUBLIC_BASE (default `/media`), this process serves
 * the uploaded files itself; a missing file is a plain 404, never the SPA page.
 */
export async function registerMediaStatic(app: FastifyInstance, config: Config): Promise<void> {
  if (config.storage.provider !== "local" || !config.mediaPublicBase.startsWith("/")) return;
  const root = config.storage.dir;
  // Made now, not on the first upload: a fresh install's first start would warn that the folder
  // it serves does not exist.
  await mkdir(root, { recursive: true });
  await app.register(
    async (media) => {
      await media.register(fastifyStatic, {
        root,
        decorateReply: false,
        index: false,
        // File names are random and never reused.
        maxAge: "365d",
        immutable: true,
      });
      media.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ status: "error", code: "NOT_FOUND", error: "No such file" }),
      );
    },
    { prefix: config.mediaPublicBase },
  );
}
