import { z } from "zod";
import { ListMetaSchema, successOf } from "./envelope.js";
import { ServedWebUrlSchema } from "./input-rules.js";
import { LANGUAGE_CODES } from "./languages.js";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./paging.js";

/** `?lang=`: the devotee's language; without it, `Accept-Language`, else English (issue 19). */
export const LangQuerySchema = z.object({
  lang: z
    .enum(LANGUAGE_CODES, { message: `lang must be one of ${LANGUAGE_CODES.join(", ")}` })
    .optional(),
});

/**
 * Names of this object's text fields that are shown in English because the asked language has
 * no translation of them; a page marks them `lang="en"` (issue 19).
 */
const fallback = z.array(z.string());

export const TempleSearchQuerySchema = LangQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  state_id: z.uuid().optional(),
  district_id: z.uuid().optional(),
  category_id: z.uuid().optional(),
  deity_id: z.uuid().optional(),
  /** "lat,lng" from the browser's location: results are sorted by distance. */
  near: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, "must be lat,lng")
    .refine((s) => {
      const [lat, lng] = s.split(",").map(Number);
      return Math.abs(lat ?? 99) <= 90 && Math.abs(lng ?? 999) <= 180;
    }, "is out of range")
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TempleSearchQuery = z.infer<typeof TempleSearchQuerySchema>;

export const TempleCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  town: z.string(),
  state: z.string(),
  district: z.string(),
  deity: z.string().nullable(),
  mainForm: z.string().nullable(),
  image: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Kilometres from `near`, when given. */
  distanceKm: z.number().nullable(),
  /** A drawing of the temple made by the server (its style, deity colours, name): shown when it has no photo. */
  illustration: z.string(),
  /** The language the text is in (English where `fallback` says so). */
  lang: z.enum(LANGUAGE_CODES),
  fallback,
});
export type TempleCard = z.infer<typeof TempleCardSchema>;
/**
 * How a search's text was understood when it was not searched as typed (decision 176): as its
 * correction from the catalogue's own words (`text`: the typed text with each corrected word in
 * the catalogue's spelling, to show as "Showing results for …"), or, when neither the text nor
 * its correction matched, by similar names (pg_trgm's forgiving pass). Absent when the text was
 * searched as typed, or there was none: older clients read the answer as before.
 */
export const UnderstoodAsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("corrected"), text: z.string() }),
  z.object({ kind: z.literal("similar") }),
]);
export type UnderstoodAs = z.infer<typeof UnderstoodAsSchema>;

export const TempleSearchMetaSchema = ListMetaSchema.extend({
  understoodAs: UnderstoodAsSchema.optional(),
});
export type TempleSearchMeta = z.infer<typeof TempleSearchMetaSchema>;

export const TempleSearchResponseSchema = z.object({
  status: z.literal("success"),
  data: z.array(TempleCardSchema),
  meta: TempleSearchMetaSchema,
});
/** The search answer as a client reads it: a page of cards, and how the text was understood. */
export type TempleSearchAnswer = z.infer<typeof TempleSearchResponseSchema>;

export const PublicPoojaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.string(),
  description: z.string(),
  pricePaise: z.number().int(),
  durationMinutes: z.number().int(),
  maxParticipants: z.number().int(),
  nextAvailableDate: z.string().nullable(),
  fallback,
});

export const TempleTimingSchema = z.array(
  z.array(z.object({ open: z.string(), close: z.string() })),
);

export const TemplePageSchema = TempleCardSchema.omit({ distanceKm: true }).extend({
  address: z.string(),
  pinCode: z.string(),
  description: z.string(),
  history: z.string(),
  images: z.array(z.string()),
  phone: z.string().nullable(),
  website: ServedWebUrlSchema,
  deityDescription: z.string().nullable(),
  mainFormDescription: z.string().nullable(),
  timings: TempleTimingSchema,
  /** Computed on the server in Asia/Kolkata, so every phone agrees. */
  openNow: z.boolean(),
  poojas: z.array(PublicPoojaSchema),
  /** The temple's calendar events that have not ended, soonest first (at most 10). */
  upcomingEvents: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      kind: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      allDay: z.boolean(),
      note: z.string(),
      fallback,
    }),
  ),
});
export type TemplePage = z.infer<typeof TemplePageSchema>;
export const TemplePageResponseSchema = successOf(TemplePageSchema);

/** What the public pages need to know about this installation (never a secret). */
export const PublicConfigSchema = z.object({
  /** Tile server template (`{z}/{x}/{y}`) for temple maps; null when none is configured. */
  mapTileUrl: z.string().nullable(),
  /** The payment provider checkout pages talk to. */
  paymentProvider: z.enum(["local", "razorpay"]),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
export const PublicConfigResponseSchema = successOf(PublicConfigSchema);
