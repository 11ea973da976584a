import { count, desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contactMessages } from "../../db/schema/contact.js";

export type ContactRow = typeof contactMessages.$inferSelect;
export type ContactInsert = typeof contactMessages.$inferInsert;

export type InsertOutcome =
  | { ok: true; row: ContactRow }
  | { ok: false; retryAfterSeconds: number };

/**
 * Stores a message unless this client already sent `max` within the window. The count and the
 * insert run under a transaction-scoped advisory lock on the client's hash, so two instances (or
 * two parallel requests) cannot both slip under the limit (docs/decisions/030).
 */
export async function insertWithinLimit(
  db: Db,
  values: ContactInsert,
  limit: { max: number; windowMinutes: number },
): Promise<InsertOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`contact:${values.clientHash}`}))`,
    );
    const since = sql`now() - make_interval(mins => ${limit.windowMinutes})`;
    const recent = await tx
      .select({
        n: count(),
        // Seconds until the oldest message of the window leaves it.
        wait: sql<string>`ceil(extract(epoch from (min(${contactMessages.createdAt}) + make_interval(mins => ${limit.windowMinutes}) - now())))`,
      })
      .from(contactMessages)
      .where(
        sql`${contactMessages.clientHash} = ${values.clientHash} and ${contactMessages.createdAt} > ${since}`,
      );
    const first = recent[0];
    if (first && first.n >= limit.max) {
      return { ok: false as const, retryAfterSeconds: Math.max(1, Number(first.wait) || 1) };
    }
    const [row] = await tx.insert(contactMessages).values(values).returning();
    if (!row) throw new Error("contact message not stored");
    return { ok: true as const, row };
  });
}

/** One page of messages, newest first, and the total. */
export async function listMessages(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(contactMessages);
  return { rows, total: total?.n ?? 0 };
}
