import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { livePresence } from "../../db/schema/live.js";

/** A process's rows count while it refreshed them within this many seconds. */
export const PRESENCE_FRESH_SECONDS = 90;

const fresh = () =>
  gt(livePresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS})`);

export async function setConnections(db: Db, instanceId: string, userId: string, n: number) {
  if (n <= 0) {
    await db
      .delete(livePresence)
      .where(and(eq(livePresence.instanceId, instanceId), eq(livePresence.userId, userId)));
    return;
  }
  await db
    .insert(livePresence)
    .values({ instanceId, userId, connections: n })
    .onConflictDoUpdate({
      target: [livePresence.instanceId, livePresence.userId],
      set: { connections: n, seenAt: sql`now()` },
    });
}

/** This process is alive: its rows stay fresh; rows of processes gone for long are removed. */
export async function heartbeat(db: Db, instanceId: string) {
  await db
    .update(livePresence)
    .set({ seenAt: sql`now()` })
    .where(eq(livePresence.instanceId, instanceId));
  await db.delete(livePresence).where(lt(livePresence.seenAt, sql`now() - interval '10 minutes'`));
}

export async function removeInstance(db: Db, instanceId: string) {
  await db.delete(livePresence).where(eq(livePresence.instanceId, instanceId));
}

/** Of `userIds`, those with an open connection to any live process. */
export async function onlineAmong(db: Db, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectDistinct({ userId: livePresence.userId })
    .from(livePresence)
    .where(and(inArray(livePresence.userId, userIds), gt(livePresence.connections, 0), fresh()));
  return new Set(rows.map((r) => r.userId));
}
