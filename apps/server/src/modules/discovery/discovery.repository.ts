import type { TempleSearchQuery } from "@sannidhi/contracts";
import { and, asc, eq, gte, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  calendarEvents,
  catalogVersion as catalogVersionTable,
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

/**
 * One page of published temples and the total, in one statement (docs/decisions/064).
 *
 * The filter and the ordering touch `temples` alone: a deity or main-form match becomes
 * `main_form_id in (…)` over the few main forms that match, so `ilike` runs on each temple's
 * own two columns (trigram indexes) and not on a four-way join of every temple. The page is
 * cut first and only its rows are joined to states, districts, main forms and deities. The
 * total comes from `count(*) over ()` on the same scan; only a page past the end (no rows,
 * so no total) needs a separate count.
 */
export async function searchTemples(db: Db, q: TempleSearchQuery) {
  const text = q.q ? `%${escapeLike(q.q)}%` : null;
  const where = and(
    eq(temples.published, true),
    text
      ? or(
          ilike(temples.name, text),
          ilike(temples.town, text),
          sql`${temples.mainFormId} in (select mf.id from ${mainForms} mf left join ${deities} d on d.id = mf.deity_id where mf.name ilike ${text} or d.name ilike ${text})`,
        )
      : undefined,
    q.state_id ? eq(temples.stateId, q.state_id) : undefined,
    q.district_id ? eq(temples.districtId, q.district_id) : undefined,
    q.deity_id
      ? sql`${temples.mainFormId} in (select mf.id from ${mainForms} mf where mf.deity_id = ${q.deity_id})`
      : undefined,
    q.category_id
      ? sql`exists (select 1 from ${templeCategories} tc where tc.temple_id = ${temples.id} and tc.category_id = ${q.category_id})`
      : undefined,
  );
  const [lat, lng] = q.near ? q.near.split(",").map(Number) : [];
  const distance = lat !== undefined && lng !== undefined ? distanceKm(lat, lng) : null;
  const rank = distance
    ? sql<number>`${distance}`
    : text && q.q
      ? sql<number>`similarity(${temples.name}, ${q.q})`
      : sql<number>`0::real`;
  // Distance ascending (unknown positions last); text relevance descending; then name, id.
  const rankOrder = distance ? sql`p.rank asc nulls last` : sql`p.rank desc`;
  const page = db
    .select({
      id: temples.id,
      rank: rank.as("rank"),
      total: sql<number>`count(*) over ()`.as("total"),
    })
    .from(temples)
    .where(where)
    .orderBy(
      distance ? sql`${distance} asc nulls last` : sql`${rank} desc`,
      asc(temples.name),
      asc(temples.id),
    )
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .as("p");
  const rows = await db
    .select({ ...card, distanceKm: page.rank, total: page.total })
    .from(page)
    .innerJoin(temples, eq(temples.id, page.id))
    .innerJoin(states, eq(states.id, temples.stateId))
    .innerJoin(districts, eq(districts.id, temples.districtId))
    .leftJoin(mainForms, eq(mainForms.id, temples.mainFormId))
    .leftJoin(deities, eq(deities.id, mainForms.deityId))
    .orderBy(rankOrder, asc(temples.name), asc(temples.id));
  let total = rows.length ? Number(rows[0]?.total) : 0;
  if (!rows.length && q.page > 1) {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(temples).where(where);
    total = count?.n ?? 0;
  }
  return {
    rows: rows.map(({ total: _t, distanceKm: d, ...r }) => ({
      ...r,
      distanceKm: distance ? d : null,
    })),
    total,
  };
}

/** The catalogue's change counter (migration 0002); null if the row is missing (no caching). */
export async function catalogVersion(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ version: catalogVersionTable.version })
    .from(catalogVersionTable)
    .where(eq(catalogVersionTable.id, 1));
  return row ? Number(row.version) : null;
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
