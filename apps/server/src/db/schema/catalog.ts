import { TEMPLE_STYLES } from "@sannidhi/contracts";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { citext, createdAt, cube, id, inEveryLanguage, translations, updatedAt } from "./common.js";
import { districts, states } from "./geo.js";

export const deities = pgTable("deities", {
  id: id(),
  name: citext("name").notNull().unique(),
  description: text("description").notNull().default(""),
  image: text("image"),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /**
   * The name in every language as search_key() hears it (decisions 160, 166): text search
   * compares it on every search, so the database keeps it instead of re-deriving it per row.
   */
  searchKey: text("search_key").generatedAlwaysAs(
    (): SQL => sql`search_key(${inEveryLanguage(deities.name, deities.translations, "name")})`,
  ),
});

/** Main forms of a deity (spec: `/api/maindeity`), e.g. Venkateswara of Vishnu. */
export const mainForms = pgTable(
  "main_forms",
  {
    id: id(),
    deityId: uuid("deity_id")
      .notNull()
      .references(() => deities.id, { onDelete: "restrict" }),
    name: citext("name").notNull().unique(),
    description: text("description").notNull().default(""),
    image: text("image"),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** As for deities: the name in every language, kept as search_key() hears it. */
    searchKey: text("search_key").generatedAlwaysAs(
      (): SQL =>
        sql`search_key(${inEveryLanguage(mainForms.name, mainForms.translations, "name")})`,
    ),
  },
  (t) => [index("main_forms_deity_idx").on(t.deityId)],
);

export const categories = pgTable("categories", {
  id: id(),
  name: citext("name").notNull().unique(),
  description: text("description").notNull().default(""),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export interface TimingSession {
  open: string;
  close: string;
}
/** Index 0 = Sunday; an empty list = closed that day. */
export type WeeklyTimings = TimingSession[][];

export const temples = pgTable(
  "temples",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    mainFormId: uuid("main_form_id").references(() => mainForms.id, { onDelete: "restrict" }),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id, { onDelete: "restrict" }),
    districtId: uuid("district_id").notNull(),
    town: text("town").notNull(),
    address: text("address").notNull().default(""),
    pinCode: text("pin_code").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    timings: jsonb("timings").$type<WeeklyTimings>().notNull().default([]),
    description: text("description").notNull().default(""),
    history: text("history").notNull().default(""),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    phone: text("phone"),
    website: text("website"),
    published: boolean("published").notNull().default(false),
    /** Architectural style the generated illustration is drawn in (issue 19); null = guess. */
    style: text("style", { enum: TEMPLE_STYLES }),
    /** Issue 18: the trust receiving donations and its 80G registration (receipts). */
    trustName: text("trust_name").notNull().default(""),
    trustPan: text("trust_pan"),
    reg80gNumber: text("reg_80g_number"),
    reg80gValidFrom: date("reg_80g_valid_from", { mode: "string" }),
    reg80gValidUntil: date("reg_80g_valid_until", { mode: "string" }),
    /** Issue 38: GST registration; a registered temple has its GSTIN (decision 231). */
    gstRegistered: boolean("gst_registered").notNull().default(false),
    gstin: text("gstin"),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What text search compares (issue 17, decision 160): the temple's name and town in every
     * language, spelt as search_key() (migration 0011) hears it. Kept by the database on every
     * write, so neither the index nor a search re-derives it per row.
     */
    searchKey: text("search_key").generatedAlwaysAs(
      (): SQL => sql`search_key(${templeSearchText(temples)})`,
    ),
    /** Where the temple stands on the unit sphere, for "near me" (sphere_point(), decision 161). */
    spherePoint: cube("sphere_point").generatedAlwaysAs(
      (): SQL => sql`sphere_point(${temples.latitude}, ${temples.longitude})`,
    ),
  },
  (t) => [
    foreignKey({
      name: "temples_district_in_state_fk",
      columns: [t.districtId, t.stateId],
      foreignColumns: [districts.id, districts.stateId],
    }).onDelete("restrict"),
    check("temples_pin_code_check", sql`${t.pinCode} ~ '^[1-9][0-9]{5}$'`),
    check("temples_gstin_check", sql`${t.gstin} is null or ${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check("temples_gst_registration_check", sql`${t.gstRegistered} = (${t.gstin} is not null)`),
    check(
      "temples_coordinates_check",
      sql`(${t.latitude} is null or ${t.latitude} between -90 and 90) and (${t.longitude} is null or ${t.longitude} between -180 and 180)`,
    ),
    index("temples_district_idx").on(t.districtId),
    index("temples_main_form_idx").on(t.mainFormId),
    index("temples_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // Discovery (issue 6) matches text over town too, and lists published temples by name.
    index("temples_town_trgm_idx").using("gin", sql`${t.town} gin_trgm_ops`),
    index("temples_published_name_idx").on(t.published, t.name),
    check(
      "temples_style_check",
      sql.raw(`style is null or style in (${TEMPLE_STYLES.map((s) => `'${s}'`).join(",")})`),
    ),
    // Search finds a temple by its name or town in any language it has (issue 19), spelt in any
    // common transliteration (issue 17, decision 160).
    index("temples_search_key_trgm_idx").using("gin", sql`${t.searchKey} gin_trgm_ops`),
    // A word many temples have: its best names first without reading every match (decision
    // 169). The key's trigrams find the temples whose names or towns contain the typed words
    // (`like`, an index condition) and the name's give their order (`name <-> words`, distance =
    // 1 − similarity), so a page reads its rows from the index, nearest names first.
    index("temples_search_key_name_gist_idx").using(
      "gist",
      sql`${t.searchKey} gist_trgm_ops(siglen=64)`,
      sql`${t.name} gist_trgm_ops(siglen=64)`,
    ),
    // "Near me" reads temples nearest first from this index (decision 161).
    index("temples_sphere_point_idx").using("gist", t.spherePoint),
  ],
);

/** What a text search of temples matches: name and town, in every language (decision 181). */
export function templeSearchText(t: {
  name: AnyPgColumn;
  town: AnyPgColumn;
  translations: AnyPgColumn;
}): SQL {
  return sql`(${inEveryLanguage(t.name, t.translations, "name")} || ' ' || ${inEveryLanguage(t.town, t.translations, "town")})`;
}

export const templeCategories = pgTable(
  "temple_categories",
  {
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.templeId, t.categoryId] }),
    index("temple_categories_category_idx").on(t.categoryId),
  ],
);

export const POOJA_KINDS = ["pooja", "archanai", "abhishekam", "homam", "other"] as const;

export interface PoojaSlot {
  time: string;
  capacity: number;
}
export interface DevoteeDetailsRequired {
  name: boolean;
  gotra: boolean;
  nakshatra: boolean;
  rasi: boolean;
}

export const poojaMaterials = pgTable("pooja_materials", {
  id: id(),
  name: citext("name").notNull().unique(),
  unit: text("unit").notNull().default("piece"),
  pricePaise: integer("price_paise").notNull().default(0),
  stock: integer("stock").notNull().default(0),
  image: text("image"),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const poojas = pgTable(
  "poojas",
  {
    id: id(),
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: POOJA_KINDS }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    pricePaise: integer("price_paise").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: jsonb("weekdays").$type<number[]>().notNull(),
    slots: jsonb("slots").$type<PoojaSlot[]>().notNull(),
    bookingWindowDays: integer("booking_window_days").notNull().default(60),
    cutoffHours: integer("cutoff_hours").notNull().default(12),
    maxParticipants: integer("max_participants").notNull().default(4),
    requires: jsonb("requires")
      .$type<DevoteeDetailsRequired>()
      .notNull()
      .default({ name: true, gotra: false, nakshatra: false, rasi: false }),
    active: boolean("active").notNull().default(true),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("poojas_kind_check", sql`${t.kind} in ('pooja','archanai','abhishekam','homam','other')`),
    check("poojas_price_check", sql`${t.pricePaise} >= 0`),
    check("poojas_duration_check", sql`${t.durationMinutes} > 0`),
    index("poojas_temple_idx").on(t.templeId),
  ],
);

export const poojaMaterialLinks = pgTable(
  "pooja_material_links",
  {
    poojaId: uuid("pooja_id")
      .notNull()
      .references(() => poojas.id, { onDelete: "cascade" }),
    materialId: uuid("material_id")
      .notNull()
      .references(() => poojaMaterials.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.poojaId, t.materialId] })],
);
