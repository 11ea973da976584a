import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  max,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { poojas, queueEntries, quotaReleases, temples } from "../../db/schema/index.js";
import type { TempleScope } from "../../lib/temple-scope.js";

export type ReleaseRow = typeof quotaReleases.$inferSelect;
export type EntryRow = typeof queueEntries.$inferSelect;

export async function insertRelease(
  db: Db,
  values: typeof quotaReleases.$inferInsert,
): Promise<ReleaseRow> {
  const [row] = await db.insert(quotaReleases).values(values).returning();
  return row!;
}

export async function findRelease(db: Db, id: string): Promise<ReleaseRow | undefined> {
  const [row] = await db.select().from(quotaReleases).where(eq(quotaReleases.id, id));
  return row;
}

/** Locks the release row until the transaction ends: the draw and later joins queue here. */
export async function lockRelease(db: Db, id: string): Promise<ReleaseRow | undefined> {
  const [row] = await db.select().from(quotaReleases).where(eq(quotaReleases.id, id)).for("update");
  return row;
}

/**
 * Staff's list: releases of poojas at `templeIds` (every temple when undefined), newest release
 * time first, each with its pooja's and temple's names.
 */
/** A shared lock of the release row: early joins take it together; the draw waits for them. */
export async function shareLockRelease(db: Db, id: string): Promise<ReleaseRow | undefined> {
  const [row] = await db.select().from(quotaReleases).where(eq(quotaReleases.id, id)).for("share");
  return row;
}

export async function listStaffReleases(
  db: Db,
  { scope, poojaId }: { scope: TempleScope; poojaId?: string | undefined },
) {
  return db
    .select({
      release: quotaReleases,
      poojaName: poojas.name,
      templeId: temples.id,
      templeName: temples.name,
    })
    .from(quotaReleases)
    .innerJoin(poojas, eq(poojas.id, quotaReleases.poojaId))
    .innerJoin(temples, eq(temples.id, poojas.templeId))
    .where(and(scope.where(temples.id), poojaId ? eq(quotaReleases.poojaId, poojaId) : undefined))
    .orderBy(desc(quotaReleases.releaseAt))
    .limit(100);
}

/** Accounts queued per release, in one statement. */
export async function queueCounts(db: Db, releaseIds: string[]): Promise<Map<string, number>> {
  if (!releaseIds.length) return new Map();
  const rows = await db
    .select({ id: queueEntries.releaseId, n: count() })
    .from(queueEntries)
    .where(inArray(queueEntries.releaseId, releaseIds))
    .groupBy(queueEntries.releaseId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Releases of a pooja whose dates are not all past (the booking page's countdown). */
export async function currentReleases(db: Db, poojaId: string, today: string) {
  return db
    .select()
    .from(quotaReleases)
    .where(and(eq(quotaReleases.poojaId, poojaId), gte(quotaReleases.toDate, today)))
    .orderBy(asc(quotaReleases.releaseAt))
    .limit(50);
}

/** What the hold endpoint's gate needs of a release: which one, and the dates it covers. */
export interface ReleaseDates {
  id: string;
  fromDate: string;
  toDate: string;
}

/**
 * A pooja's releases as the hold endpoint's gate reads them, newest release time first (the
 * first covering a date governs it): a JSON array sub-select, so that the hold's one read
 * (`holdFacts` in bookings.repository.ts, docs/decisions/192) carries them with the pooja.
 */
export function releaseDatesOf(poojaId: SQL | AnyColumn): SQL<ReleaseDates[]> {
  const r = quotaReleases;
  return sql<
    ReleaseDates[]
  >`coalesce((select json_agg(json_build_object('id', x.id, 'fromDate', x.from_date, 'toDate', x.to_date) order by x.release_at desc)
    from (select ${r.id} as id, ${r.fromDate} as from_date, ${r.toDate} as to_date, ${r.releaseAt} as release_at
      from ${r} where ${r.poojaId} = ${poojaId} order by ${r.releaseAt} desc limit 500) x), '[]'::json)`;
}

export async function findEntry(
  db: Db,
  releaseId: string,
  userId: string,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.releaseId, releaseId), eq(queueEntries.userId, userId)));
  return row;
}

/** Adds the account to the queue; an account already in it keeps its entry (undefined). */
export async function insertEntry(
  db: Db,
  values: { releaseId: string; userId: string; joinedAt: Date; position: number | null },
): Promise<EntryRow | undefined> {
  const [row] = await db.insert(queueEntries).values(values).onConflictDoNothing().returning();
  return row;
}

/** A new turn for an entry whose turn is over: the given position at the back, joined now. */
export async function requeueEntry(
  db: Db,
  id: string,
  position: number,
  joinedAt: Date,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(queueEntries)
    .set({ position, joinedAt })
    .where(eq(queueEntries.id, id))
    .returning();
  return row;
}

/** Early joiners (before the release time), in a stable order, still without a position. */
export async function unplacedBefore(db: Db, releaseId: string, releaseAt: Date) {
  return db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.releaseId, releaseId),
        isNull(queueEntries.position),
        lt(queueEntries.joinedAt, releaseAt),
      ),
    )
    .orderBy(asc(queueEntries.id));
}

/** Gives each entry its position, in one statement. */
export async function setPositions(db: Db, placed: { id: string; position: number }[]) {
  for (let i = 0; i < placed.length; i += 1000) {
    const chunk = placed.slice(i, i + 1000);
    const values = sql.join(
      chunk.map((p) => sql`(${p.id}::uuid, ${p.position}::int)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${queueEntries} set position = v.position from (values ${values}) as v(id, position) where ${queueEntries.id} = v.id`,
    );
  }
}

export async function markShuffled(db: Db, id: string, at: Date): Promise<void> {
  await db.update(quotaReleases).set({ shuffledAt: at }).where(eq(quotaReleases.id, id));
}

export async function lastPosition(db: Db, releaseId: string): Promise<number> {
  const [row] = await db
    .select({ n: max(queueEntries.position) })
    .from(queueEntries)
    .where(eq(queueEntries.releaseId, releaseId));
  return row?.n ?? 0;
}

export async function queueLength(db: Db, releaseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(queueEntries)
    .where(eq(queueEntries.releaseId, releaseId));
  return row?.n ?? 0;
}
