import type { BookingStatus, Participant } from "@sannidhi/contracts";
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import {
  bookingReceiptSeq,
  bookings,
  calendarEvents,
  poojas,
  priests,
  slotInventory,
  templeClosures,
  temples,
  users,
} from "../../db/schema/index.js";

import { preparedOnce } from "../../lib/prepared.js";
import { type ReleaseDates, releaseDatesOf } from "../waiting-room/waiting-room.repository.js";
import { addDays, closureDates, slotStart } from "./calendar.js";

export type BookingRow = typeof bookings.$inferSelect;

/**
 * Statuses that occupy places; a pending hold only while it has not expired (`now` may be a
 * prepared statement's placeholder).
 */
export function occupying(now: Date | Placeholder<string>): SQL {
  return or(
    inArray(bookings.status, ["confirmed", "performed"]),
    and(eq(bookings.status, "pending_payment"), gt(bookings.holdExpiresAt, now)),
  ) as SQL;
}

/**
 * Bookings a closure of `templeId` from `from` to `to` would strand: paid ones, and holds still
 * running (they may be paid in the next minutes).
 */
export function strandedByClosure(templeId: string, from: string, to: string, now: Date): SQL {
  return and(
    eq(bookings.templeId, templeId),
    gte(bookings.date, from),
    lte(bookings.date, to),
    or(
      eq(bookings.status, "confirmed"),
      and(eq(bookings.status, "pending_payment"), gt(bookings.holdExpiresAt, now)),
    ),
  ) as SQL;
}

const poojaForBookingColumns = {
  id: poojas.id,
  templeId: poojas.templeId,
  name: poojas.name,
  kind: poojas.kind,
  pricePaise: poojas.pricePaise,
  weekdays: poojas.weekdays,
  slots: poojas.slots,
  bookingWindowDays: poojas.bookingWindowDays,
  cutoffHours: poojas.cutoffHours,
  maxParticipants: poojas.maxParticipants,
  requires: poojas.requires,
  active: poojas.active,
  published: temples.published,
};

const poojaForBookingSelect = (db: Db) =>
  db
    .select(poojaForBookingColumns)
    .from(poojas)
    .innerJoin(temples, eq(temples.id, poojas.templeId));

const poojaForBookingQuery = (db: Db) =>
  poojaForBookingSelect(db)
    .where(eq(poojas.id, sql.placeholder("poojaId")))
    .limit(1);

export async function findPoojaForBooking(db: Db, poojaId: string) {
  // Read by every hold and availability request: prepared once (docs/decisions/168).
  const query = preparedOnce(db, "bookings_pooja_for_booking", () =>
    poojaForBookingQuery(db).prepare("bookings_pooja_for_booking"),
  );
  const [row] = await query.execute({ poojaId });
  return row;
}
export type PoojaForBooking = NonNullable<Awaited<ReturnType<typeof findPoojaForBooking>>>;

/** Several poojas as `findPoojaForBooking` reads one, in one statement (a temple's page). */
export async function findPoojasForBooking(db: Db, poojaIds: string[]): Promise<PoojaForBooking[]> {
  if (!poojaIds.length) return [];
  return poojaForBookingSelect(db).where(inArray(poojas.id, poojaIds));
}

/**
 * The dates in [from, to] on which a temple takes no bookings, with the reason: rows of
 * `temple_closures` and calendar events of kind `closure` at the temple, each event closing every
 * temple-local date it covers (docs/decisions/066; its title is the reason). One row per date;
 * a `temple_closures` row's reason wins over an event's.
 */
export async function closuresBetween(
  db: Db,
  templeId: string,
  from: string,
  to: string,
): Promise<{ date: string; reason: string }[]> {
  const [rows, events] = await Promise.all([
    db
      .select({ date: templeClosures.date, reason: templeClosures.reason })
      .from(templeClosures)
      .where(
        and(
          eq(templeClosures.templeId, templeId),
          sql`${templeClosures.date} between ${from} and ${to}`,
        ),
      ),
    db
      .select({ title: calendarEvents.title, start: calendarEvents.start, end: calendarEvents.end })
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.templeId, templeId),
          eq(calendarEvents.kind, "closure"),
          lt(calendarEvents.start, slotStart(addDays(to, 1), "00:00")),
          gte(calendarEvents.end, slotStart(from, "00:00")),
        ),
      )
      .orderBy(asc(calendarEvents.start)),
  ]);
  const byDate = new Map(rows.map((r) => [r.date, r.reason]));
  for (const e of events) {
    const [first, last] = closureDates(e.start, e.end);
    const start = first < from ? from : first;
    const end = last > to ? to : last;
    for (let d = start; d <= end; d = addDays(d, 1)) {
      if (!byDate.has(d)) byDate.set(d, e.title);
    }
  }
  return [...byDate].map(([date, reason]) => ({ date, reason }));
}

/**
 * Everything a hold asks of the database before the slot's lock, in one statement
 * (docs/decisions/192): the pooja as `findPoojaForBooking` reads it, its quota releases (the
 * waiting room's gate), whether the temple is closed that day (a `temple_closures` row, or a
 * `closure` calendar event covering that temple-local date with the same rule as `closureDates`:
 * from the start's date to the end's, an end exactly at midnight exclusive), and the places each
 * of its slots' occupying bookings take now (read without a lock: it may only ever refuse,
 * docs/decisions/065). One round trip instead of three, shared by the requests for any slot of
 * that pooja and day.
 */
const holdFactsQuery = (db: Db) => {
  const p = (name: string) => sql.placeholder(name);
  return db
    .select({
      ...poojaForBookingColumns,
      releases: releaseDatesOf(poojas.id),
      closed: sql<boolean>`(exists (select 1 from ${templeClosures} where ${templeClosures.templeId} = ${poojas.templeId} and ${templeClosures.date} = ${p("date")})
        or exists (select 1 from ${calendarEvents} where ${calendarEvents.templeId} = ${poojas.templeId} and ${calendarEvents.kind} = 'closure'
          and ${calendarEvents.start} < ${p("nextDay")} and (${calendarEvents.end} > ${p("dayStart")} or ${calendarEvents.start} >= ${p("dayStart")})))`,
      // Places taken per slot that day, as {"06:00": 12, …} (a slot without bookings is absent).
      taken: sql<
        Record<string, number>
      >`(select coalesce(json_object_agg(x.slot, x.n), '{}'::json) from (
        select ${bookings.slot} as slot, sum(${bookings.participantCount})::int as n from ${bookings} where ${and(
          eq(bookings.poojaId, poojas.id),
          eq(bookings.date, p("date")),
          occupying(p("now")),
        )} group by ${bookings.slot}) x)`,
    })
    .from(poojas)
    .innerJoin(temples, eq(temples.id, poojas.templeId))
    .where(eq(poojas.id, p("poojaId")))
    .limit(1);
};

export interface HoldFacts {
  /** Undefined when there is no such pooja. */
  pooja: PoojaForBooking | undefined;
  releases: ReleaseDates[];
  /** The temple is closed that day. */
  closed: boolean;
  /** Places taken that day, by slot time (absent: none). */
  taken: Record<string, number>;
}

/** `holdFactsQuery`, prepared once: read under every surge (docs/decisions/168, 192). */
export async function holdFacts(
  db: Db,
  where: { poojaId: string; date: string },
  now: Date,
): Promise<HoldFacts> {
  const dayStart = slotStart(where.date, "00:00");
  const nextDay = slotStart(addDays(where.date, 1), "00:00");
  const query = preparedOnce(db, "bookings_hold_facts", () =>
    holdFactsQuery(db).prepare("bookings_hold_facts"),
  );
  const [row] = await query.execute({ ...where, dayStart, nextDay, now });
  if (!row) return { pooja: undefined, releases: [], closed: false, taken: {} };
  const { releases, closed, taken, ...pooja } = row;
  return { pooja, releases, closed: closed === true, taken };
}

/** Places taken per (date, slot) of a pooja in a date range. */
export async function usedPlaces(db: Db, poojaId: string, from: string, to: string, now: Date) {
  return usedPlacesOf(db, [poojaId], from, to, now);
}

/** The places taken per pooja, date and slot in [from, to], for several poojas at once. */
export async function usedPlacesOf(
  db: Db,
  poojaIds: string[],
  from: string,
  to: string,
  now: Date,
) {
  return db
    .select({
      poojaId: bookings.poojaId,
      date: bookings.date,
      slot: bookings.slot,
      used: sql<number>`coalesce(sum(${bookings.participantCount}), 0)::int`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.poojaId, poojaIds),
        sql`${bookings.date} between ${from} and ${to}`,
        occupying(now),
      ),
    )
    .groupBy(bookings.poojaId, bookings.date, bookings.slot);
}

export async function ensureSlotRow(db: Db, poojaId: string, date: string, slot: string) {
  await db.insert(slotInventory).values({ poojaId, date, slot }).onConflictDoNothing();
}

/**
 * Locks the slot's row until the transaction ends: bookers of one slot queue here. False when the
 * row does not exist yet (the first booking of the slot creates it with `ensureSlotRow`).
 */
export async function lockSlot(
  db: Db,
  poojaId: string,
  date: string,
  slot: string,
): Promise<boolean> {
  const rows = await db
    .select({ poojaId: slotInventory.poojaId })
    .from(slotInventory)
    .where(
      and(
        eq(slotInventory.poojaId, poojaId),
        eq(slotInventory.date, date),
        eq(slotInventory.slot, slot),
      ),
    )
    .for("update");
  return rows.length > 0;
}

/**
 * In one statement, the places taken in the slot and how many occupying bookings this devotee
 * holds for the pooja that day (the per-devotee limit). Run under the slot lock.
 */
export async function slotAndDevoteeCounts(
  db: Db,
  where: { poojaId: string; date: string; slot: string; userId: string },
  now: Date,
): Promise<{ taken: number; mine: number }> {
  const [row] = await db
    .select({
      taken: sql<number>`coalesce(sum(${bookings.participantCount}) filter (where ${bookings.slot} = ${where.slot}), 0)::int`,
      mine: sql<number>`(count(*) filter (where ${bookings.userId} = ${where.userId}))::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.poojaId, where.poojaId), eq(bookings.date, where.date), occupying(now)));
  return { taken: Number(row?.taken ?? 0), mine: Number(row?.mine ?? 0) };
}

/**
 * Under the slot lock, for a batch of bookers of one slot (docs/decisions/141): the places taken
 * in the slot, per devotee of the batch their occupying bookings of the pooja that day, and
 * which of the batch's idempotency keys are already used (by which booking).
 */
export async function slotAndDevoteesCounts(
  db: Db,
  where: { poojaId: string; date: string; slot: string; userIds: string[]; keys: string[] },
  now: Date,
): Promise<{ taken: number; mine: Map<string, number>; used: Map<string, string> }> {
  const base = and(
    eq(bookings.poojaId, where.poojaId),
    eq(bookings.date, where.date),
    occupying(now),
  );
  const result = await db.execute(
    sql`select
      (select coalesce(sum(${bookings.participantCount}), 0)::int from ${bookings}
        where ${base} and ${bookings.slot} = ${where.slot}) as taken,
      (select coalesce(json_object_agg(m.user_id, m.n), '{}'::json) from
        (select ${bookings.userId} as user_id, count(*)::int as n from ${bookings}
          where ${base} and ${inArray(bookings.userId, where.userIds)} group by ${bookings.userId}) m) as mine,
      ${
        where.keys.length
          ? sql`(select coalesce(json_agg(json_build_array(${bookings.userId}, ${bookings.idempotencyKey}, ${bookings.id})), '[]'::json)
        from ${bookings} where ${inArray(bookings.userId, where.userIds)} and ${inArray(bookings.idempotencyKey, where.keys)})`
          : sql`'[]'::json`
      } as used`,
  );
  const row = (
    result as unknown as {
      rows: { taken: number; mine: Record<string, number> | string; used: unknown }[];
    }
  ).rows[0];
  const usedRaw = typeof row?.used === "string" ? JSON.parse(row.used) : (row?.used ?? []);
  // (devotee, idempotency key) already used -> that booking's id (keys are unique per devotee).
  const used = new Map(
    (usedRaw as [string, string, string][]).map(([u, k, id]) => [`${u}|${k}`, id]),
  );
  const raw = typeof row?.mine === "string" ? JSON.parse(row.mine) : (row?.mine ?? {});
  const mine = new Map(
    Object.entries(raw as Record<string, number>).map(([k, v]) => [k, Number(v)]),
  );
  return { taken: Number(row?.taken ?? 0), mine, used };
}

/**
 * Inserts several holds of one slot in one statement (ids chosen by the caller). A hold whose
 * idempotency key is already used is skipped: the ids answered are the ones inserted.
 */
export async function insertBookings(
  db: Db,
  list: (NewBooking & { id: string })[],
): Promise<Set<string>> {
  if (!list.length) return new Set();
  const seq = sql.raw(bookingReceiptSeq.seqName ?? "booking_receipt_seq");
  const rows = await db
    .insert(bookings)
    .values(
      list.map((b) => ({
        ...b,
        participantCount: b.participants.length,
        status: "pending_payment" as const,
        receiptNumber: sql`${`SN-${b.createdAt.getUTCFullYear()}-`} || lpad(nextval('${seq}')::text, 6, '0')`,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: bookings.id });
  return new Set(rows.map((r) => r.id));
}

export async function placesTaken(
  db: Db,
  where: { poojaId: string; date: string; slot: string; excludeId?: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${bookings.participantCount}), 0)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.poojaId, where.poojaId),
        eq(bookings.date, where.date),
        eq(bookings.slot, where.slot),
        occupying(now),
        where.excludeId ? sql`${bookings.id} <> ${where.excludeId}` : undefined,
      ),
    );
  return row?.used ?? 0;
}

export interface NewBooking {
  userId: string;
  poojaId: string;
  templeId: string;
  date: string;
  slot: string;
  participants: Participant[];
  wish: string | null;
  amountPaise: number;
  holdExpiresAt: Date;
  idempotencyKey: string | null;
  createdAt: Date;
}

export async function insertBooking(db: Db, b: NewBooking): Promise<BookingRow> {
  const year = b.createdAt.getUTCFullYear();
  const [row] = await db
    .insert(bookings)
    .values({
      ...b,
      participantCount: b.participants.length,
      status: "pending_payment",
      receiptNumber: sql`${`SN-${year}-`} || lpad(nextval('${sql.raw(bookingReceiptSeq.seqName ?? "booking_receipt_seq")}')::text, 6, '0')`,
    })
    .returning();
  if (!row) throw new Error("booking not inserted");
  return row;
}

export async function findByIdempotencyKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row?.id;
}

export async function findUserForBooking(db: Db, userId: string) {
  const [row] = await db
    .select({ role: users.role, mobile: users.mobile, verifiedAt: users.mobileVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

const viewColumns = {
  booking: bookings,
  pooja: { id: poojas.id, name: poojas.name, kind: poojas.kind, slots: poojas.slots },
  temple: { id: temples.id, name: temples.name, slug: temples.slug, town: temples.town },
  // Their names in the devotee's language (issue 37: My bookings, checkout and the receipt kept
  // the names the temple page had shown in Tamil).
  poojaTranslations: poojas.translations,
  templeTranslations: temples.translations,
  mobile: users.mobile,
  userName: users.name,
  priestName: priests.name,
};

/** The booking with its pooja, temple, devotee and priest: what both devotees and staff see. */
export function viewQuery(db: Tx) {
  return db
    .select(viewColumns)
    .from(bookings)
    .innerJoin(poojas, eq(poojas.id, bookings.poojaId))
    .innerJoin(temples, eq(temples.id, bookings.templeId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(priests, eq(priests.id, bookings.priestId));
}
export type BookingView = Awaited<ReturnType<typeof findView>> & {};

export async function findView(db: Db, id: string) {
  const [row] = await viewQuery(db).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** Several bookings' views in one statement (the holds of one batch, docs/decisions/141). */
export async function findViews(db: Db, ids: string[]): Promise<Map<string, BookingView>> {
  if (!ids.length) return new Map();
  const rows = await viewQuery(db).where(inArray(bookings.id, ids));
  return new Map(rows.map((r) => [r.booking.id, r]));
}

/** A page of a devotee's own bookings, newest first (My bookings), and how many in all. */
/**
 * The devotee's own bookings, newest first; with `from` (an IST date) only those still to come
 * from that day — awaiting payment or confirmed — the soonest first (the devotee home).
 */
export async function listOwnViews(
  db: Db,
  f: {
    userId: string;
    status?: BookingStatus | undefined;
    from?: string | undefined;
    page: number;
    limit: number;
  },
) {
  const where = and(
    eq(bookings.userId, f.userId),
    f.status ? eq(bookings.status, f.status) : undefined,
    f.from
      ? and(gte(bookings.date, f.from), inArray(bookings.status, ["pending_payment", "confirmed"]))
      : undefined,
  );
  const order = f.from
    ? [asc(bookings.date), asc(bookings.slot), asc(bookings.id)]
    : [desc(bookings.createdAt), desc(bookings.id)];
  const [rows, [count]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Moves a booking from one of `from` to a new state; returns the row only if it moved. */
export async function transition(
  db: Db,
  id: string,
  from: BookingStatus[],
  set: Partial<typeof bookings.$inferInsert>,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set(set)
    .where(and(eq(bookings.id, id), inArray(bookings.status, from)))
    .returning();
  return row;
}

export async function lockBooking(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

/** The sweeper: pending holds past their expiry become `expired` (capacity was already free). */
export async function expireHolds(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: "expired" })
    .where(and(eq(bookings.status, "pending_payment"), lte(bookings.holdExpiresAt, now)))
    .returning({ id: bookings.id });
  return rows.length;
}

export async function templeName(db: Db, id: string) {
  const [row] = await db
    .select({ id: temples.id, name: temples.name, translations: temples.translations })
    .from(temples)
    .where(eq(temples.id, id))
    .limit(1);
  return row;
}

/**
 * The people a devotee has booked for before, newest first, each once (same name, gotra, star
 * and sign), for the booking form to offer again. Read from the last 50 bookings, so no second
 * copy of the details is kept: what the devotee sees is exactly what their bookings hold.
 */
export async function savedParticipants(db: Db, userId: string, max = 20): Promise<Participant[]> {
  const rows = await db
    .select({ participants: bookings.participants })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(50);
  const seen = new Set<string>();
  const out: Participant[] = [];
  for (const p of rows.flatMap((r) => r.participants)) {
    const key = [
      p.name.trim().toLowerCase(),
      p.gotra?.trim().toLowerCase() ?? "",
      p.nakshatra ?? "",
      p.rasi ?? "",
    ].join("|");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      name: p.name,
      ...(p.gotra ? { gotra: p.gotra } : {}),
      ...(p.nakshatra ? { nakshatra: p.nakshatra } : {}),
      ...(p.rasi ? { rasi: p.rasi } : {}),
    });
    if (out.length === max) break;
  }
  return out;
}
