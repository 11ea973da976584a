import type { MEDIA_TYPES } from "@sannidhi/contracts";

export type ImageType = (typeof MEDIA_TYPES)[number];

/**
 * The type a file really has, from its first bytes: the name and the browser's Content-Type
 * are the client's claims, these bytes are what the decoder will see (issue 4 "type sniffing").
 */
export function sniffImage(head: Uint8Array): ImageType | undefined {
  const at = (i: number, bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF" <size> "WEBP"
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "image/webp";
  return undefined;
}
