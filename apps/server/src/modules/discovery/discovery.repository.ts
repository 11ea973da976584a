import type { TempleSearchQuery } from "@sannidhi/contracts";
import { and, asc, eq, gte, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  calendarEvents,
  deities,
  districts,
  mainForms,
  poojas,
  states,
  templeCategories,
  temples,
} from "../../db/schema/index.js";

/** Only what a visitor may see: published temples, safe fields (no staff notes, no drafts). */
const card = {
  id: temples.id,
  slug: temples.slug,
  name: temples.name,
  town: temples.town,
  state: states.name,
  district: districts.name,
  deity: deities.name,
  mainForm: mainForms.name,
  images: temples.images,
  latitude: temples.latitude,
  longitude: temples.longitude,
};

function base(db: Db, extra: Record<string, unknown> = {}) {
  return db
    .select({ ...card, ...extra } as typeof card)
    .from(temples)
    .innerJoin(states, eq(states.id, temples.stateId))
    .innerJoin(districts, eq(districts.id, temples.districtId))
    .leftJoin(mainForms, eq(mainForms.id, temples.mainFormId))
    .leftJoin(deities, eq(deities.id, mainForms.deityId));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Great-circle distance in km (haversine), computed in SQL so sorting and paging stay there. */
function distanceKm(lat: number, lng: number): SQL<number> {
  return sql<number>`(6371 * 2 * asin(sqrt(
    power(sin(radians(${temples.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${temples.latitude})) *
    power(sin(radians(${temples.longitude} - ${lng}) / 2), 2))))`;
}

export async function searchTemples(db: Db, q: TempleSearchQuery) {
  const text = q.q ? `%${escapeLike(q.q)}%` : null;
  const where = and(
    eq(temples.published, true),
    text
      ? or(
          ilike(temples.name, text),
          ilike(temples.town, text),
          ilike(deities.name, text),
          ilike(mainForms.name, text),
        )
      : undefined,
    q.state_id ? eq(temples.stateId, q.state_id) : undefined,
    q.district_id ? eq(temples.districtId, q.district_id) : undefined,
    q.deity_id ? eq(mainForms.deityId, q.deity_id) : undefined,
    q.category_id
      ? sql`exists (select 1 from ${templeCategories} tc where tc.temple_id = ${temples.id} and tc.category_id = ${q.category_id})`
      : undefined,
  );
  const [lat, lng] = q.near ? q.near.split(",").map(Number) : [];
  const distance = lat !== undefined && lng !== undefined ? distanceKm(lat, lng) : null;
  const order = distance
    ? [sql`${distance} asc nulls last`, asc(temples.name)]
    : text && q.q
      ? [sql`similarity(${temples.name}, ${q.q}) desc`, asc(temples.name)]
      : [asc(temples.name)];
  const [rows, [count]] = await Promise.all([
    base(db, distance ? { distanceKm: distance } : {})
      .where(where)
      .orderBy(...order, asc(temples.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(temples)
      .leftJoin(mainForms, eq(mainForms.id, temples.mainFormId))
      .leftJoin(deities, eq(deities.id, mainForms.deityId))
      .where(where),
  ]);
  return {
    rows: rows as ((typeof rows)[number] & { distanceKm?: number | null })[],
    total: count?.n ?? 0,
  };
}

export async function templeBySlug(db: Db, slug: string) {
  const [row] = await base(db, {
    address: temples.address,
    pinCode: temples.pinCode,
    description: temples.description,
    history: temples.history,
    phone: temples.phone,
    website: temples.website,
    timings: temples.timings,
    deityDescription: deities.description,
    mainFormDescription: mainForms.description,
  })
    .where(and(eq(temples.slug, slug), eq(temples.published, true)))
    .limit(1);
  return row as
    | (typeof row & {
        address: string;
        pinCode: string;
        description: string;
        history: string;
        phone: string | null;
        website: string | null;
        timings: { open: string; close: string }[][];
        deityDescription: string | null;
        mainFormDescription: string | null;
      })
    | undefined;
}

export async function activePoojaIds(db: Db, templeId: string) {
  return db
    .select({
      id: poojas.id,
      description: poojas.description,
      durationMinutes: poojas.durationMinutes,
    })
    .from(poojas)
    .where(and(eq(poojas.templeId, templeId), eq(poojas.active, true)))
    .orderBy(asc(poojas.pricePaise), asc(poojas.name));
}

export async function upcomingEvents(db: Db, templeId: string, now: Date) {
  return db
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      kind: calendarEvents.kind,
      start: calendarEvents.start,
      end: calendarEvents.end,
      allDay: calendarEvents.allDay,
      note: calendarEvents.note,
    })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.templeId, templeId), gte(calendarEvents.end, now)))
    .orderBy(asc(calendarEvents.start))
    .limit(10);
}
