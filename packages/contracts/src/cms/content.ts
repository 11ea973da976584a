import { z } from "zod";
import { ARTICLE_STATUSES, CALENDAR_EVENT_KINDS } from "../cms-rules.js";
import {
  entity,
  imageUrl,
  optionalRef,
  optionalText,
  RefSchema,
  required,
  richText,
  slug,
  updateOf,
} from "./fields.js";
import { translatable } from "./translations.js";

// Zod-free, so the staff CMS list can import them alone (decision 136); the barrel re-exports.
export { ARTICLE_STATUSES, CALENDAR_EVENT_KINDS };

const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a date and time` });

const ArticleFieldsSchema = z.object({
  title: required("Title", 200),
  slug,
  excerpt: optionalText("Excerpt", 500).default(""),
  body: richText("Body").default(""),
  coverImage: imageUrl.nullable().default(null),
  tags: z
    .array(z.string().trim().min(1).max(40, "A tag must be at most 40 characters"))
    .max(20, "At most 20 tags")
    .default([]),
  status: z.enum(ARTICLE_STATUSES, { message: "Choose a status" }).default("draft"),
  publishedAt: dateTime("Published date").nullable().default(null),
});
export const ArticleCreateSchema = translatable(ArticleFieldsSchema, ["title", "excerpt", "body"]);
export const ArticleUpdateSchema = updateOf(ArticleCreateSchema);
export const ArticleSchema = ArticleCreateSchema.extend(entity);
export type ArticleCreate = z.input<typeof ArticleCreateSchema>;
export type ArticleUpdate = z.input<typeof ArticleUpdateSchema>;
export type Article = z.infer<typeof ArticleSchema>;

/** Spec `/api/mantharas`. */
export const MantraCreateSchema = translatable(
  z.object({
    title: required("Title", 200),
    deityId: optionalRef("deity").default(null),
    textDevanagari: required("Devanagari text", 20_000),
    transliteration: optionalText("Transliteration", 20_000).default(""),
    meaning: optionalText("Meaning", 20_000).default(""),
    audioUrl: imageUrl.nullable().default(null),
  }),
  // The mantra itself is Sanskrit in Devanagari; its title and meaning are what devotees read.
  ["title", "transliteration", "meaning"],
);
export const MantraUpdateSchema = updateOf(MantraCreateSchema);
export const MantraSchema = MantraCreateSchema.extend({ ...entity, deity: RefSchema });
export type MantraCreate = z.input<typeof MantraCreateSchema>;
export type MantraUpdate = z.input<typeof MantraUpdateSchema>;
export type Mantra = z.infer<typeof MantraSchema>;

/** Spec section 3 (calendar event: id, title, start, end, location, note) plus temple and kind. */
const CalendarEventFieldsSchema = z.object({
  title: required("Title", 200),
  start: dateTime("Start"),
  end: dateTime("End"),
  allDay: z.boolean().default(false),
  location: optionalText("Location", 300).default(""),
  note: optionalText("Note", 5000).default(""),
  templeId: optionalRef("temple").default(null),
  kind: z.enum(CALENDAR_EVENT_KINDS, { message: "Choose a kind" }).default("festival"),
});
export const CalendarEventCreateSchema = translatable(CalendarEventFieldsSchema, [
  "title",
  "location",
  "note",
]);
export const CalendarEventUpdateSchema = updateOf(CalendarEventCreateSchema);
export const CalendarEventSchema = CalendarEventCreateSchema.extend({
  ...entity,
  temple: RefSchema,
});
/** Spec section 7 mock calls: `/update` and `/delete` carry the id in the body. */
export const CalendarEventUpdateBodySchema = CalendarEventUpdateSchema.extend({ id: z.uuid() });
export const CalendarEventDeleteBodySchema = z.object({
  id: z.uuid({ message: "id is required" }),
});
export type CalendarEventCreate = z.input<typeof CalendarEventCreateSchema>;
export type CalendarEventUpdate = z.input<typeof CalendarEventUpdateSchema>;
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;
