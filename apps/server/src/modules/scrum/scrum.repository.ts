import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  scrumAttachments,
  scrumBoardMembers,
  scrumBoards,
  scrumCardLabels,
  scrumCardMembers,
  scrumCards,
  scrumColumns,
  scrumComments,
  scrumLabels,
} from "../../db/schema/scrum.js";
import type { Tx } from "../cms/resource.js";

export type BoardRow = typeof scrumBoards.$inferSelect;
export type ColumnRow = typeof scrumColumns.$inferSelect;
export type CardRow = typeof scrumCards.$inferSelect;
export type LabelRow = typeof scrumLabels.$inferSelect;
export type AttachmentRow = typeof scrumAttachments.$inferSelect;
export type CommentRow = typeof scrumComments.$inferSelect;
export interface Slot {
  id: string;
  position: number;
}

// --- boards and members ---------------------------------------------------------------------

/**
 * Every change to a board's columns and cards starts here: the board row is locked until the
 * change commits, so two people's moves on one board apply one after the other (decision 111).
 */
export async function lockBoard(tx: Tx, boardId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: scrumBoards.id })
    .from(scrumBoards)
    .where(eq(scrumBoards.id, boardId))
    .for("update");
  return rows.length > 0;
}

export async function touchBoard(tx: Tx, boardId: string): Promise<void> {
  await tx.update(scrumBoards).set({ updatedAt: sql`now()` }).where(eq(scrumBoards.id, boardId));
}

export async function isMember(db: Db | Tx, boardId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: scrumBoardMembers.userId })
    .from(scrumBoardMembers)
    .where(and(eq(scrumBoardMembers.boardId, boardId), eq(scrumBoardMembers.userId, userId)));
  return rows.length > 0;
}

export async function memberIds(db: Db | Tx, boardId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: scrumBoardMembers.userId })
    .from(scrumBoardMembers)
    .where(eq(scrumBoardMembers.boardId, boardId))
    .orderBy(asc(scrumBoardMembers.createdAt), asc(scrumBoardMembers.userId));
  return rows.map((r) => r.userId);
}

export async function insertBoard(tx: Tx, title: string, createdBy: string): Promise<BoardRow> {
  const [board] = await tx.insert(scrumBoards).values({ title, createdBy }).returning();
  if (!board) throw new Error("board not inserted");
  await tx.insert(scrumBoardMembers).values({ boardId: board.id, userId: createdBy });
  return board;
}

export async function addMember(tx: Tx, boardId: string, userId: string): Promise<void> {
  await tx.insert(scrumBoardMembers).values({ boardId, userId }).onConflictDoNothing();
}

/** A person leaving a board also leaves its cards: card members are always board members. */
export async function removeMember(tx: Tx, boardId: string, userId: string): Promise<void> {
  await tx
    .delete(scrumBoardMembers)
    .where(and(eq(scrumBoardMembers.boardId, boardId), eq(scrumBoardMembers.userId, userId)));
  await tx
    .delete(scrumCardMembers)
    .where(
      and(
        eq(scrumCardMembers.userId, userId),
        inArray(
          scrumCardMembers.cardId,
          tx.select({ id: scrumCards.id }).from(scrumCards).where(eq(scrumCards.boardId, boardId)),
        ),
      ),
    );
}

/** The caller's boards, most recently changed first, with their sizes (one query). */
export async function boardsOf(db: Db, userId: string) {
  const members = sql<
    string[]
  >`coalesce((select array_agg(m.user_id::text order by m.created_at, m.user_id) from ${scrumBoardMembers} m where m.board_id = ${scrumBoards.id}), '{}')`;
  return db
    .select({
      id: scrumBoards.id,
      title: scrumBoards.title,
      updatedAt: scrumBoards.updatedAt,
      members,
      columns: sql<number>`(select count(*)::int from ${scrumColumns} c where c.board_id = ${scrumBoards.id})`,
      cards: sql<number>`(select count(*)::int from ${scrumCards} k where k.board_id = ${scrumBoards.id})`,
    })
    .from(scrumBoards)
    .innerJoin(
      scrumBoardMembers,
      and(eq(scrumBoardMembers.boardId, scrumBoards.id), eq(scrumBoardMembers.userId, userId)),
    )
    .orderBy(desc(scrumBoards.updatedAt), asc(scrumBoards.id));
}

/** A whole board in seven queries, whatever its size (no query per card). */
export async function loadBoard(db: Db | Tx, boardId: string) {
  const [board] = await db.select().from(scrumBoards).where(eq(scrumBoards.id, boardId));
  if (!board) return undefined;
  const ofBoard = db
    .select({ id: scrumCards.id })
    .from(scrumCards)
    .where(eq(scrumCards.boardId, boardId));
  const [members, columns, cards, cardMembers, cardLabels, attachments, comments] =
    await Promise.all([
      memberIds(db, boardId),
      db
        .select()
        .from(scrumColumns)
        .where(eq(scrumColumns.boardId, boardId))
        .orderBy(asc(scrumColumns.position)),
      db
        .select()
        .from(scrumCards)
        .where(eq(scrumCards.boardId, boardId))
        .orderBy(asc(scrumCards.position)),
      db.select().from(scrumCardMembers).where(inArray(scrumCardMembers.cardId, ofBoard)),
      db.select().from(scrumCardLabels).where(inArray(scrumCardLabels.cardId, ofBoard)),
      db
        .select()
        .from(scrumAttachments)
        .where(inArray(scrumAttachments.cardId, ofBoard))
        .orderBy(asc(scrumAttachments.createdAt), asc(scrumAttachments.id)),
      db
        .select()
        .from(scrumComments)
        .where(inArray(scrumComments.cardId, ofBoard))
        .orderBy(asc(scrumComments.time), asc(scrumComments.id)),
    ]);
  return { board, members, columns, cards, cardMembers, cardLabels, attachments, comments };
}
export type LoadedBoard = NonNullable<Awaited<ReturnType<typeof loadBoard>>>;

// --- columns ----------------------------------------------------------------------------------

export async function columnsOf(tx: Tx, boardId: string): Promise<Slot[]> {
  return tx
    .select({ id: scrumColumns.id, position: scrumColumns.position })
    .from(scrumColumns)
    .where(eq(scrumColumns.boardId, boardId))
    .orderBy(asc(scrumColumns.position));
}

export async function insertColumn(tx: Tx, boardId: string, title: string, position: number) {
  await tx.insert(scrumColumns).values({ boardId, title, position });
}

export async function renameColumn(tx: Tx, id: string, title: string): Promise<void> {
  await tx.update(scrumColumns).set({ title }).where(eq(scrumColumns.id, id));
}

/** Its cards go with it (ON DELETE CASCADE). */
export async function deleteColumn(tx: Tx, id: string): Promise<void> {
  await tx.delete(scrumColumns).where(eq(scrumColumns.id, id));
}

/** One statement for all moved columns (the unique position is checked at commit). */
export async function setColumnPositions(tx: Tx, moves: Slot[]): Promise<void> {
  if (!moves.length) return;
  const values = sql.join(
    moves.map((m) => sql`(${m.id}::uuid, ${m.position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${scrumColumns} set position = v.position from (values ${values}) as v(id, position) where ${scrumColumns.id} = v.id`,
  );
}

// --- cards --------------------------------------------------------------------------------------

export async function cardsOf(tx: Tx, listId: string): Promise<Slot[]> {
  return tx
    .select({ id: scrumCards.id, position: scrumCards.position })
    .from(scrumCards)
    .where(eq(scrumCards.listId, listId))
    .orderBy(asc(scrumCards.position));
}

export async function findCard(tx: Tx, boardId: string, id: string): Promise<CardRow | undefined> {
  const [row] = await tx
    .select()
    .from(scrumCards)
    .where(and(eq(scrumCards.id, id), eq(scrumCards.boardId, boardId)));
  return row;
}

export async function insertCard(
  tx: Tx,
  values: { boardId: string; listId: string; title: string; position: number; createdBy: string },
): Promise<CardRow> {
  const [row] = await tx.insert(scrumCards).values(values).returning();
  if (!row) throw new Error("card not inserted");
  return row;
}

export async function updateCard(
  tx: Tx,
  id: string,
  values: Partial<Pick<CardRow, "title" | "description" | "coverImage">>,
): Promise<void> {
  if (Object.keys(values).length)
    await tx.update(scrumCards).set(values).where(eq(scrumCards.id, id));
}

export async function deleteCard(tx: Tx, id: string): Promise<void> {
  await tx.delete(scrumCards).where(eq(scrumCards.id, id));
}

/** Moves cards to their column and position in one statement (unique checked at commit). */
export async function setCardPositions(
  tx: Tx,
  moves: (Slot & { listId: string })[],
): Promise<void> {
  if (!moves.length) return;
  const values = sql.join(
    moves.map((m) => sql`(${m.id}::uuid, ${m.listId}::uuid, ${m.position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${scrumCards} set list_id = v.list_id, position = v.position, updated_at = now() from (values ${values}) as v(id, list_id, position) where ${scrumCards.id} = v.id`,
  );
}

export async function setCardMembers(tx: Tx, cardId: string, userIds: string[]): Promise<void> {
  await tx.delete(scrumCardMembers).where(eq(scrumCardMembers.cardId, cardId));
  if (userIds.length) {
    await tx.insert(scrumCardMembers).values(userIds.map((userId) => ({ cardId, userId })));
  }
}

export async function cardMemberIds(tx: Tx, cardId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: scrumCardMembers.userId })
    .from(scrumCardMembers)
    .where(eq(scrumCardMembers.cardId, cardId));
  return rows.map((r) => r.userId);
}

export async function setCardLabels(tx: Tx, cardId: string, labelIds: string[]): Promise<void> {
  await tx.delete(scrumCardLabels).where(eq(scrumCardLabels.cardId, cardId));
  if (labelIds.length) {
    await tx.insert(scrumCardLabels).values(labelIds.map((labelId) => ({ cardId, labelId })));
  }
}

export async function attachmentsOf(tx: Tx, cardId: string): Promise<AttachmentRow[]> {
  return tx.select().from(scrumAttachments).where(eq(scrumAttachments.cardId, cardId));
}

export async function replaceAttachments(
  tx: Tx,
  cardId: string,
  keep: { id: string; name: string }[],
  add: { mediaId: string; name: string; size: number; url: string }[],
): Promise<void> {
  const kept = keep.map((k) => k.id);
  await tx
    .delete(scrumAttachments)
    .where(
      and(
        eq(scrumAttachments.cardId, cardId),
        kept.length ? notInArray(scrumAttachments.id, kept) : undefined,
      ),
    );
  for (const k of keep) {
    await tx.update(scrumAttachments).set({ name: k.name }).where(eq(scrumAttachments.id, k.id));
  }
  if (add.length) await tx.insert(scrumAttachments).values(add.map((a) => ({ ...a, cardId })));
}

export async function commentsOf(tx: Tx, cardId: string): Promise<CommentRow[]> {
  return tx.select().from(scrumComments).where(eq(scrumComments.cardId, cardId));
}

export async function replaceComments(
  tx: Tx,
  cardId: string,
  remove: string[],
  edit: { id: string; text: string }[],
  add: { uid: string; text: string }[],
): Promise<void> {
  if (remove.length) await tx.delete(scrumComments).where(inArray(scrumComments.id, remove));
  for (const e of edit) {
    await tx.update(scrumComments).set({ text: e.text }).where(eq(scrumComments.id, e.id));
  }
  if (add.length) await tx.insert(scrumComments).values(add.map((a) => ({ ...a, cardId })));
}

// --- labels -------------------------------------------------------------------------------------

export async function listLabels(db: Db): Promise<LabelRow[]> {
  return db.select().from(scrumLabels).orderBy(asc(scrumLabels.title));
}

export async function existingLabelIds(tx: Tx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: scrumLabels.id })
    .from(scrumLabels)
    .where(inArray(scrumLabels.id, ids));
  return rows.map((r) => r.id);
}

/** null when the title is taken (case-insensitive). */
export async function insertLabel(
  db: Db,
  values: { title: string; color: LabelRow["color"] },
): Promise<LabelRow | null> {
  const [row] = await db.insert(scrumLabels).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
