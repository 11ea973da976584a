import multipart from "@fastify/multipart";
import { MEDIA_MAX_BYTES, MediaSchema, successOf } from "@sannidhi/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.js";
import { requireRole, STAFF_ROLES } from "../../plugins/auth.js";
import { createStorage } from "../../providers/storage/storage.js";
import { uploadImage } from "./media.service.js";

const tooLarge = () =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    `The image must be at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB`,
    413,
  );

/** `POST /api/media`: one image per request, multipart field `file` (issue 4 "Media"). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.ctx.config);
  await app.register(multipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    "/media",
    {
      ...requireRole(STAFF_ROLES, "own"),
      // The multipart stream is read by the handler; the body itself must not be buffered first.
      bodyLimit: MEDIA_MAX_BYTES + 64 * 1024,
      schema: { response: { 200: successOf(MediaSchema) } },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError("VALIDATION", "Send the image as multipart/form-data field 'file'", 400);
      }
      const part = await request.file();
      if (!part) throw new AppError("VALIDATION", "No file was sent", 400);
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
        throw err;
      }
      if (part.file.truncated) throw tooLarge();
      const data = await uploadImage(app.ctx.database.db, storage, buffer, request.user!);
      return { status: "success" as const, data };
    },
  );
};
