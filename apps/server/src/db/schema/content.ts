import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { deities, temples } from "./catalog.js";
import { createdAt, id, translations, updatedAt } from "./common.js";

export const articles = pgTable(
  "articles",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    body: text("body").notNull().default(""),
    coverImage: text("cover_image"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    status: text("status", { enum: ["draft", "published", "archived"] })
      .notNull()
      .default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("articles_status_check", sql`${t.status} in ('draft','published','archived')`),
    index("articles_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

/** Spec `/api/mantharas`. */
export const mantras = pgTable(
  "mantras",
  {
    id: id(),
    title: text("title").notNull(),
    deityId: uuid("deity_id").references(() => deities.id, { onDelete: "restrict" }),
    textDevanagari: text("text_devanagari").notNull(),
    transliteration: text("transliteration").notNull().default(""),
    meaning: text("meaning").notNull().default(""),
    audioUrl: text("audio_url"),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("mantras_deity_idx").on(t.deityId)],
);

export const CALENDAR_EVENT_KINDS = [
  "festival",
  "ekadashi",
  "utsavam",
  "pradosham",
  "amavasya",
  "pournami",
  "other",
  // Closes bookings at the event's temple on every temple-local date it covers (decision 066).
  "closure",
] as const;

export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: id(),
    title: text("title").notNull(),
    start: timestamp("starts_at", { withTimezone: true }).notNull(),
    end: timestamp("ends_at", { withTimezone: true }).notNull(),
    allDay: boolean("all_day").notNull().default(false),
    location: text("location").notNull().default(""),
    note: text("note").notNull().default(""),
    templeId: uuid("temple_id").references(() => temples.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: CALENDAR_EVENT_KINDS }).notNull().default("festival"),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("calendar_events_end_after_start", sql`${t.end} >= ${t.start}`),
    check(
      "calendar_events_kind_check",
      sql`${t.kind} in ('festival','ekadashi','utsavam','pradosham','amavasya','pournami','other','closure')`,
    ),
    index("calendar_events_start_idx").on(t.start),
    index("calendar_events_temple_idx").on(t.templeId),
  ],
);
