import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { passwordResetTokens } from "../../db/schema/auth.js";

export type ResetRow = typeof passwordResetTokens.$inferSelect;

export async function insertReset(
  db: Db,
  values: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

export async function findResetByHash(db: Db, hash: string): Promise<ResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hash))
    .limit(1);
  return row;
}

/** Single use: only the first of two concurrent resets with the same link succeeds. */
export async function markUsed(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** A new link or a reset makes every older unused link of the user worthless. */
export async function expireAllOfUser(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
