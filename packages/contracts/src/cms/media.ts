import { z } from "zod";
import { MEDIA_TYPES } from "../workspace-rules.js";

export { MEDIA_MAX_BYTES, MEDIA_TYPES } from "../workspace-rules.js";

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
