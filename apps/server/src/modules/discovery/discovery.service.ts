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
