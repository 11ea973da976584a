import { and, eq, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { poojas, quotaReleases, releaseReminders, temples, users } from "../../db/schema/index.js";

export type ReminderRow = typeof releaseReminders.$inferSelect;

/** The moment a release's queue opens, in SQL (`toReleaseDto`'s `joinOpensAt`). */
const joinOpens: SQL<Date> = sql`(${quotaReleases.releaseAt} - ${quotaReleases.joinWindowMinutes} * interval '1 minute')`;

/** Sets the devotee's reminder, or changes its language: one row per release and account. */
export async function upsertReminder(
  db: Db,
  values: { releaseId: string; userId: string; language: string },
): Promise<ReminderRow> {
  const [row] = await db
    .insert(releaseReminders)
    .values(values)
    .onConflictDoUpdate({
      target: [releaseReminders.releaseId, releaseReminders.userId],
      set: { language: values.language },
    })
    .returning();
  return row!;
}

export async function deleteReminder(db: Db, releaseId: string, userId: string): Promise<void> {
  await db
    .delete(releaseReminders)
    .where(and(eq(releaseReminders.releaseId, releaseId), eq(releaseReminders.userId, userId)));
}

/** Whether the account has an unsent reminder on the release (the status's `reminder`). */
export async function hasReminder(db: Db, releaseId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: releaseReminders.id })
    .from(releaseReminders)
    .where(
      and(
        eq(releaseReminders.releaseId, releaseId),
        eq(releaseReminders.userId, userId),
        isNull(releaseReminders.sentAt),
      ),
    );
  return Boolean(row);
}

/**
 * Claims up to `limit` unsent reminders of releases whose queue has opened by `now` (of one
 * release when given), marking them sent. Rows another sweep is claiming are skipped, not waited
 * for, and a row it claimed first is no longer unsent: each reminder is claimed once, by one
 * transaction; its SMS is queued in the same transaction (docs/decisions/225).
 */
export async function claimDue(
  db: Db,
  f: { now: Date; releaseId?: string | undefined; limit: number },
) {
  const due = db
    .select({ id: releaseReminders.id })
    .from(releaseReminders)
    .innerJoin(quotaReleases, eq(quotaReleases.id, releaseReminders.releaseId))
    .where(
      and(
        isNull(releaseReminders.sentAt),
        lte(joinOpens, f.now),
        f.releaseId ? eq(releaseReminders.releaseId, f.releaseId) : undefined,
      ),
    )
    .limit(f.limit)
    .for("update", { of: releaseReminders, skipLocked: true });
  return db
    .update(releaseReminders)
    .set({ sentAt: f.now })
    .where(and(inArray(releaseReminders.id, due), isNull(releaseReminders.sentAt)))
    .returning();
}

/** Drops reminders that will not be sent (their release has no places left). */
export async function deleteReminders(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(releaseReminders).where(inArray(releaseReminders.id, ids));
}

/** What the SMS of claimed reminders says and where it goes, in one statement. */
export async function messageFacts(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: releaseReminders.id,
      language: releaseReminders.language,
      mobile: users.mobile,
      release: quotaReleases,
      pooja: { name: poojas.name, translations: poojas.translations },
      temple: { name: temples.name, translations: temples.translations },
    })
    .from(releaseReminders)
    .innerJoin(users, eq(users.id, releaseReminders.userId))
    .innerJoin(quotaReleases, eq(quotaReleases.id, releaseReminders.releaseId))
    .innerJoin(poojas, eq(poojas.id, quotaReleases.poojaId))
    .innerJoin(temples, eq(temples.id, poojas.templeId))
    .where(inArray(releaseReminders.id, ids));
}
