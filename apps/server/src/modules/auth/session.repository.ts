import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { refreshTokens } from "../../db/schema/auth.js";

export type RefreshRow = typeof refreshTokens.$inferSelect;

export async function insertRefresh(
  db: Db,
  values: typeof refreshTokens.$inferInsert,
): Promise<RefreshRow> {
  const [row] = await db.insert(refreshTokens).values(values).returning();
  if (!row) throw new Error("refresh token not stored");
  return row;
}

export async function findRefreshByHash(db: Db, hash: string): Promise<RefreshRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash))
    .limit(1);
  return row;
}

export async function findRefreshById(db: Db, id: string): Promise<RefreshRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
  return row;
}

/** Marks a token rotated only if nobody else did first; false means it was already used. */
export async function markRotated(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function setReplacedBy(db: Db, id: string, replacedBy: string): Promise<void> {
  await db.update(refreshTokens).set({ replacedBy }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOfUser(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
