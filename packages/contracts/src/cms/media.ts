import { z } from "zod";

/** Upload limit of POST /api/media; larger files are refused with 413. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** Widths of the WebP variants made for every upload. */
export const MEDIA_VARIANT_WIDTHS = [320, 1280] as const;

export const MediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  variants: z.record(z.string(), z.string()),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.enum(MEDIA_TYPES),
  bytes: z.number().int(),
});
export type Media = z.infer<typeof MediaSchema>;
