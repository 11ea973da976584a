import { randomInt, randomUUID } from "node:crypto";
import type { TempleStyle, Translations } from "@sannidhi/contracts";
import { eq } from "drizzle-orm";
import type { PoojaSlot } from "../src/db/schema/catalog.js";
import {
  categories,
  deities,
  districts,
  mainForms,
  poojas,
  states,
  templeCategories,
  templeClosures,
  temples,
} from "../src/db/schema/index.js";
import type { TestContext } from "./helpers.js";

export interface TempleOptions {
  name?: string;
  town?: string;
  address?: string;
  phone?: string;
  published?: boolean;
  latitude?: number | null;
  longitude?: number | null;
  timings?: { open: string; close: string }[][];
  deity?: string;
  category?: string;
  /** Issue 19: other languages of the temple's text, its style, its photos (none: `[]`). */
  translations?: Translations;
  formTranslations?: Translations;
  style?: TempleStyle | null;
  images?: string[];
  /** Issue 38: a real state (e.g. `{ code: "TN", name: "Tamil Nadu" }`, shared by the temples
   * that name it) and the temple's GSTIN; none: a made-up state and no GST registration. */
  state?: { code: string; name: string };
  gstin?: string;
}

/** A published temple with its own state, district, deity and main form (no demo seed needed). */
export async function createTemple(ctx: TestContext, o: TempleOptions = {}) {
  const db = ctx.database.db;
  const tag = randomUUID().slice(0, 8);
  // State codes are two capital letters (contracts cms/geo.ts): pick a free one.
  let state: typeof states.$inferSelect | undefined;
  if (o.state) {
    await db
      .insert(states)
      .values({ ...o.state, kind: "state" })
      .onConflictDoNothing();
    [state] = await db.select().from(states).where(eq(states.code, o.state.code));
  }
  for (let i = 0; !state && i < 200; i++) {
    const code = String.fromCharCode(65 + randomInt(26), 65 + randomInt(26));
    [state] = await db
      .insert(states)
      .values({ name: `State ${tag}`, code, kind: "state" })
      .onConflictDoNothing()
      .returning();
  }
  const [district] = await db
    .insert(districts)
    .values({ stateId: state!.id, name: `District ${tag}` })
    .returning();
  const [deity] = await db
    .insert(deities)
    .values({ name: o.deity ?? `Deity ${tag}` })
    .returning();
  const [form] = await db
    .insert(mainForms)
    .values({ deityId: deity!.id, name: `Form ${tag}`, translations: o.formTranslations ?? {} })
    .returning();
  const [temple] = await db
    .insert(temples)
    .values({
      name: o.name ?? `Temple ${tag}`,
      slug: `temple-${tag}`,
      mainFormId: form!.id,
      stateId: state!.id,
      districtId: district!.id,
      town: o.town ?? `Town ${tag}`,
      address: o.address ?? "",
      phone: o.phone ?? null,
      pinCode: "600001",
      latitude: o.latitude === undefined ? 13.08 : o.latitude,
      longitude: o.longitude === undefined ? 80.27 : o.longitude,
      timings: o.timings ?? [],
      images: o.images ?? [`/media/${tag}.jpg`],
      published: o.published ?? true,
      style: o.style ?? null,
      translations: o.translations ?? {},
      gstRegistered: Boolean(o.gstin),
      gstin: o.gstin ?? null,
    })
    .returning();
  let categoryId: string | undefined;
  if (o.category) {
    const [cat] = await db.insert(categories).values({ name: o.category }).returning();
    categoryId = cat!.id;
    await db.insert(templeCategories).values({ templeId: temple!.id, categoryId });
  }
  return {
    temple: temple!,
    state: state!,
    district: district!,
    deity: deity!,
    form: form!,
    categoryId,
  };
}

export interface PoojaOptions {
  name?: string;
  pricePaise?: number;
  weekdays?: number[];
  slots?: PoojaSlot[];
  bookingWindowDays?: number;
  cutoffHours?: number;
  maxParticipants?: number;
  requires?: { name: boolean; gotra: boolean; nakshatra: boolean; rasi: boolean };
  active?: boolean;
}

export async function createPooja(ctx: TestContext, templeId: string, o: PoojaOptions = {}) {
  const [row] = await ctx.database.db
    .insert(poojas)
    .values({
      templeId,
      kind: "archanai",
      name: o.name ?? "Archanai",
      pricePaise: o.pricePaise ?? 10_150,
      durationMinutes: 30,
      weekdays: o.weekdays ?? [0, 1, 2, 3, 4, 5, 6],
      slots: o.slots ?? [
        { time: "06:00", capacity: 10 },
        { time: "18:00", capacity: 10 },
      ],
      bookingWindowDays: o.bookingWindowDays ?? 30,
      cutoffHours: o.cutoffHours ?? 12,
      maxParticipants: o.maxParticipants ?? 4,
      requires: o.requires ?? { name: true, gotra: false, nakshatra: false, rasi: false },
      active: o.active ?? true,
    })
    .returning();
  return row!;
}

export async function closeTemple(
  ctx: TestContext,
  templeId: string,
  date: string,
  reason: string,
) {
  await ctx.database.db.insert(templeClosures).values({ templeId, date, reason });
}
