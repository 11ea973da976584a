import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { media } from "../../db/schema/media.js";
import { recordAudit } from "../audit/audit.repository.js";
import type { Tx } from "../cms/resource.js";

export type NewMedia = typeof media.$inferInsert;

/** Stores the record of an upload and its audit entry together. */
export async function insertMedia(db: Db, row: NewMedia, actorRole: string) {
  return db.transaction(async (tx) => {
    const [saved] = await tx.insert(media).values(row).returning();
    if (!saved) throw new Error("media row not inserted");
    await recordAudit(tx, {
      actorId: row.uploadedBy ?? null,
      actorRole,
      resource: "media",
      entityId: saved.id,
      action: "create",
      changes: { url: { before: null, after: saved.url } },
    });
    return saved;
  });
}

/** Uploads by their public address (a card's attachments and cover refer to them by URL). */
export async function findMediaByUrls(db: Db | Tx, urls: string[]) {
  if (!urls.length) return [];
  return db.select().from(media).where(inArray(media.url, urls));
}
