import { randomUUID } from "node:crypto";
import { MEDIA_VARIANT_WIDTHS, type Media } from "@sannidhi/contracts";
import sharp from "sharp";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import type { AuthUser } from "../../plugins/auth.js";
import type { StorageProvider } from "../../providers/storage/storage.js";
import { insertMedia } from "./media.repository.js";
import { type ImageType, sniffImage } from "./sniff.js";

const EXT: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};
/** Refuses decompression bombs: a 5 MB file may not unpack into more than 40 megapixels. */
const MAX_PIXELS = 40_000_000;

export const unsupported = () =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", "Only JPEG, PNG or WebP images can be uploaded", 415);

/**
 * Checks what the file really is, re-encodes it without its metadata (a phone photo's EXIF
 * carries the place it was taken), makes the WebP variants and stores them all.
 */
export async function uploadImage(
  db: Db,
  storage: StorageProvider,
  file: Buffer,
  user: AuthUser,
): Promise<Media> {
  const type = sniffImage(file.subarray(0, 16));
  if (!type) throw unsupported();

  let original: { data: Buffer; info: sharp.OutputInfo };
  try {
    const image = sharp(file, { limitInputPixels: MAX_PIXELS }).rotate();
    const encoded =
      type === "image/jpeg"
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : type === "image/png"
          ? image.png()
          : image.webp({ quality: 90 });
    original = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The image is damaged or too large to read", 415);
  }

  const id = randomUUID();
  const now = new Date();
  const folder = `images/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const key = `${folder}/${id}.${EXT[type]}`;
  const files: { key: string; body: Buffer; type: string }[] = [{ key, body: original.data, type }];
  const variants: Record<string, string> = {};
  for (const width of MEDIA_VARIANT_WIDTHS) {
    const body = await sharp(original.data)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const variantKey = `${folder}/${id}-w${width}.webp`;
    files.push({ key: variantKey, body, type: "image/webp" });
    variants[`w${width}`] = storage.publicUrl(variantKey);
  }

  const stored: string[] = [];
  try {
    for (const f of files) {
      await storage.put(f.key, f.body, f.type);
      stored.push(f.key);
    }
    const row = await insertMedia(
      db,
      {
        id,
        provider: storage.name,
        key,
        url: storage.publicUrl(key),
        contentType: type,
        bytes: original.data.length,
        width: original.info.width,
        height: original.info.height,
        variants,
        uploadedBy: user.id,
      },
      user.role,
    );
    return {
      id: row.id,
      url: row.url,
      variants: row.variants,
      width: row.width,
      height: row.height,
      contentType: type,
      bytes: row.bytes,
    };
  } catch (err) {
    // No orphan files: what was stored before the failure is removed again.
    await Promise.allSettled(stored.map((k) => storage.remove(k)));
    throw err;
  }
}
