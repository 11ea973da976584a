import type { TempleCard, TemplePage, TempleSearchQuery } from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";
import { bookablePooja, nextAvailableDate } from "../bookings/availability.service.js";
import { openAt } from "../bookings/calendar.js";
import * as repo from "./discovery.repository.js";

type CardRow = Awaited<ReturnType<typeof repo.searchTemples>>["rows"][number];

function toCard(r: CardRow): TempleCard {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    town: r.town,
    state: r.state,
    district: r.district,
    deity: r.deity,
    mainForm: r.mainForm,
    image: r.images[0] ?? null,
    latitude: r.latitude,
    longitude: r.longitude,
    distanceKm: r.distanceKm == null ? null : Math.round(Number(r.distanceKm) * 10) / 10,
  };
}

export async function search(db: Db, q: TempleSearchQuery) {
  const { rows, total } = await repo.searchTemples(db, q);
  return { data: rows.map(toCard), meta: { total, page: q.page, limit: q.limit } };
}

type SearchResult = Awaited<ReturnType<typeof search>>;

/**
 * Temple search answers kept in this process while the catalogue is unchanged
 * (docs/decisions/064). Each call reads `catalog_version` (one primary-key row that triggers bump
 * in every transaction that writes what a search shows); a new version drops every kept answer.
 * The version is read before the search runs, so an answer is never older than the version it is
 * kept under. Concurrent misses for the same query share one database search. At most
 * `maxEntries` answers are kept (oldest dropped first).
 */
export function cachedSearch(db: Db, { maxEntries = 500 } = {}) {
  let kept: { version: number; answers: Map<string, Promise<SearchResult>> } = {
    version: -1,
    answers: new Map(),
  };
  return async function searchCached(q: TempleSearchQuery): Promise<SearchResult> {
    const version = await repo.catalogVersion(db);
    if (version === null) return search(db, q);
    if (version !== kept.version) kept = { version, answers: new Map() };
    const { answers } = kept;
    const key = JSON.stringify([
      q.q ?? null,
      q.state_id ?? null,
      q.district_id ?? null,
      q.deity_id ?? null,
      q.category_id ?? null,
      q.near ?? null,
      q.page,
      q.limit,
    ]);
    const hit = answers.get(key);
    if (hit) return hit;
    const pending = search(db, q);
    answers.set(key, pending);
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
    pending.catch(() => answers.delete(key));
    return pending;
  };
}

export async function templePage(db: Db, slug: string, now: Date): Promise<TemplePage> {
  const t = await repo.templeBySlug(db, slug);
  if (!t) throw notFound("Temple not found");
  const list = await repo.activePoojaIds(db, t.id);
  const poojas = await Promise.all(
    list.map(async (p) => {
      const pooja = await bookablePooja(db, p.id);
      return {
        id: pooja.id,
        name: pooja.name,
        kind: pooja.kind,
        description: p.description,
        pricePaise: pooja.pricePaise,
        durationMinutes: p.durationMinutes,
        maxParticipants: pooja.maxParticipants,
        nextAvailableDate: await nextAvailableDate(db, pooja, now),
      };
    }),
  );
  const { distanceKm: _d, ...card } = toCard({ ...t, distanceKm: null });
  return {
    ...card,
    address: t.address,
    pinCode: t.pinCode,
    description: t.description,
    history: t.history,
    images: t.images,
    phone: t.phone,
    website: t.website,
    deityDescription: t.deityDescription,
    mainFormDescription: t.mainFormDescription,
    timings: t.timings,
    openNow: openAt(t.timings, now),
    poojas,
    upcomingEvents: (await repo.upcomingEvents(db, t.id, now)).map((e) => ({
      id: e.id,
      title: e.title,
      kind: e.kind,
      startsAt: e.start.toISOString(),
      endsAt: e.end.toISOString(),
      allDay: e.allDay,
      note: e.note,
    })),
  };
}
