import {
  type CardUpdateSchema,
  type MoveCardSchema,
  type ReorderCardSchema,
  SCRUM_LIMITS,
} from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { ReadyContext } from "../../app.js";
import { conflict, forbidden, notFound } from "../../lib/errors.js";
import type { Tx } from "../cms/resource.js";
import { findMediaByUrls } from "../media/media.repository.js";
import { STAFF_NOTICE_JOB } from "../notifications/staff-notice-queue.js";
import { queueAssignment } from "../workspace/tell-workspace.js";
import * as repo from "./scrum.repository.js";
import {
  type Actor,
  boardChanged,
  changeBoard,
  columnOf,
  editBoard,
  invalid,
  outOfRange,
  reindex,
} from "./scrum.service.js";

type CardUpdate = z.output<typeof CardUpdateSchema>;
const positions = (slots: repo.Slot[]) => new Map(slots.map((s) => [s.id, s.position]));
const cardNotFound = () => notFound("Card not found");

/** Spec `add-card (boardId, listId, cardTitle)`: at the bottom of the column. */
export async function addCard(
  ctx: ReadyContext,
  actor: Actor,
  input: { boardId: string; listId: string; cardTitle: string },
  log?: FastifyBaseLogger,
) {
  return editBoard(ctx, actor, input.boardId, log, async (tx) => {
    await columnOf(tx, input.boardId, input.listId);
    const cards = await repo.cardsOf(tx, input.listId);
    if (cards.length >= SCRUM_LIMITS.cardsPerColumn) {
      throw conflict(`A column holds at most ${SCRUM_LIMITS.cardsPerColumn} cards`);
    }
    await repo.insertCard(tx, {
      boardId: input.boardId,
      listId: input.listId,
      title: input.cardTitle,
      position: cards.length,
      createdBy: actor.id,
    });
  });
}

export async function deleteCard(
  ctx: ReadyContext,
  actor: Actor,
  input: { boardId: string; listId: string; cardId: string },
  log?: FastifyBaseLogger,
) {
  return editBoard(ctx, actor, input.boardId, log, async (tx) => {
    const card = await repo.findCard(tx, input.boardId, input.cardId);
    if (!card) throw cardNotFound();
    await repo.deleteCard(tx, card.id);
    const rest = (await repo.cardsOf(tx, card.listId)).filter((c) => c.id !== card.id);
    const moves = reindex(
      rest.map((c) => c.id),
      positions(rest),
    );
    await repo.setCardPositions(
      tx,
      moves.map((m) => ({ ...m, listId: card.listId })),
    );
  });
}

/** Index of the dragged card: by its id when sent (a stale index cannot move another card). */
function sourceIndex(cards: repo.Slot[], index: number, cardId: string | undefined, field: string) {
  if (!cardId) {
    outOfRange(field, index, cards.length);
    return index;
  }
  const found = cards.findIndex((c) => c.id === cardId);
  if (found < 0) throw boardChanged();
  return found;
}

/** Spec `reorder-card (boardId, listId, startIndex, endIndex)`. */
export async function reorderCard(
  ctx: ReadyContext,
  actor: Actor,
  input: z.output<typeof ReorderCardSchema>,
  log?: FastifyBaseLogger,
) {
  return editBoard(ctx, actor, input.boardId, log, async (tx) => {
    await columnOf(tx, input.boardId, input.listId);
    const cards = await repo.cardsOf(tx, input.listId);
    const from = sourceIndex(cards, input.startIndex, input.cardId, "startIndex");
    outOfRange("endIndex", input.endIndex, cards.length);
    const ids = cards.map((c) => c.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(input.endIndex, 0, moved as string);
    const moves = reindex(ids, positions(cards));
    await repo.setCardPositions(
      tx,
      moves.map((m) => ({ ...m, listId: input.listId })),
    );
  });
}

/**
 * Spec `move-card (boardId, sourcelistId, destinationlistId, source, destination)`: both
 * columns are renumbered in one statement under the board's lock, so however many people move
 * cards at once, each card is in exactly one place (decision 111).
 */
export async function moveCard(
  ctx: ReadyContext,
  actor: Actor,
  input: z.output<typeof MoveCardSchema>,
  log?: FastifyBaseLogger,
) {
  if (input.sourcelistId === input.destinationlistId) {
    return reorderCard(
      ctx,
      actor,
      {
        boardId: input.boardId,
        listId: input.sourcelistId,
        startIndex: input.source,
        endIndex: input.destination,
        cardId: input.cardId,
      },
      log,
    );
  }
  return editBoard(ctx, actor, input.boardId, log, async (tx) => {
    await columnOf(tx, input.boardId, input.sourcelistId, "sourcelistId");
    await columnOf(tx, input.boardId, input.destinationlistId, "destinationlistId");
    const from = await repo.cardsOf(tx, input.sourcelistId);
    const to = await repo.cardsOf(tx, input.destinationlistId);
    const index = sourceIndex(from, input.source, input.cardId, "source");
    outOfRange("destination", input.destination, to.length + 1);
    if (to.length >= SCRUM_LIMITS.cardsPerColumn) {
      throw conflict(`A column holds at most ${SCRUM_LIMITS.cardsPerColumn} cards`);
    }
    const fromIds = from.map((c) => c.id);
    const [moved] = fromIds.splice(index, 1);
    const toIds = to.map((c) => c.id);
    toIds.splice(input.destination, 0, moved as string);
    await repo.setCardPositions(tx, [
      ...reindex(fromIds, positions(from)).map((m) => ({ ...m, listId: input.sourcelistId })),
      // The moved card always changes column, so it is always written.
      ...toIds
        .map((id, position) => ({ id, position, listId: input.destinationlistId }))
        .filter((m) => m.id === moved || positions(to).get(m.id) !== m.position),
    ]);
  });
}

/**
 * Spec `update-card (boardId, listId, card)`: the fields sent replace the card's. New card
 * members are told they were assigned; comments keep their writer and time.
 */
export async function updateCard(
  ctx: ReadyContext,
  actor: Actor,
  input: { boardId: string; listId: string; card: CardUpdate },
  log?: FastifyBaseLogger,
) {
  const { card } = input;
  const { board, result: assigned } = await changeBoard(
    ctx,
    actor,
    input.boardId,
    async (tx) => {
      await columnOf(tx, input.boardId, input.listId);
      const row = await repo.findCard(tx, input.boardId, card.id);
      if (!row) throw cardNotFound();
      const coverImage =
        card.coverImage === undefined || card.coverImage === null
          ? card.coverImage
          : (await uploaded(tx, [card.coverImage], "card.coverImage"))[0]?.url;
      await repo.updateCard(tx, row.id, {
        ...(card.title !== undefined && { title: card.title }),
        ...(card.description !== undefined && { description: card.description }),
        ...(coverImage !== undefined && { coverImage }),
      });
      const newMembers = card.members
        ? await setMembers(tx, input.boardId, row.id, card.members)
        : [];
      if (card.labels) await setLabels(tx, row.id, card.labels);
      if (card.attachments) await setAttachments(tx, row.id, card.attachments);
      if (card.comments) await setComments(tx, actor, row.id, card.comments);
      const to = newMembers.filter((m) => m !== actor.id);
      // The people put on the card are told if and only if this commits (decision 158).
      if (to.length) {
        await queueAssignment(ctx.jobs, tx, {
          kind: "card-assigned",
          to,
          by: actor.id,
          boardId: input.boardId,
          cardId: card.id,
          title: card.title ?? row.title,
        });
      }
      return to;
    },
    log,
  );
  if (assigned.length) ctx.jobs.wake(STAFF_NOTICE_JOB);
  return board;
}

/** Media rows for these addresses; every one must be an upload of ours. */
async function uploaded(tx: Tx, urls: string[], path: string) {
  const rows = await findMediaByUrls(tx, [...new Set(urls)]);
  if (rows.length !== new Set(urls).size) {
    throw invalid(path, "Files must be uploaded through the media API first");
  }
  return rows;
}

/** Card members must be board members; answers the ones newly added. */
async function setMembers(tx: Tx, boardId: string, cardId: string, ids: string[]) {
  const wanted = [...new Set(ids)];
  const onBoard = new Set(await repo.memberIds(tx, boardId));
  if (wanted.some((id) => !onBoard.has(id))) {
    throw invalid("card.members", "Card members must be members of the board");
  }
  const before = new Set(await repo.cardMemberIds(tx, cardId));
  await repo.setCardMembers(tx, cardId, wanted);
  return wanted.filter((id) => !before.has(id));
}

async function setLabels(tx: Tx, cardId: string, ids: string[]) {
  const wanted = [...new Set(ids)];
  if ((await repo.existingLabelIds(tx, wanted)).length !== wanted.length) {
    throw invalid("card.labels", "Label not found");
  }
  await repo.setCardLabels(tx, cardId, wanted);
}

async function setAttachments(
  tx: Tx,
  cardId: string,
  list: NonNullable<CardUpdate["attachments"]>,
) {
  const existing = new Set((await repo.attachmentsOf(tx, cardId)).map((a) => a.id));
  const keep = list.filter((a): a is typeof a & { id: string } => !!a.id);
  if (keep.some((a) => !existing.has(a.id))) {
    throw invalid("card.attachments", "Attachment not found on this card");
  }
  const fresh = list.filter((a) => !a.id);
  const media = new Map(
    (
      await uploaded(
        tx,
        fresh.map((a) => a.url),
        "card.attachments",
      )
    ).map((m) => [m.url, m]),
  );
  const add = fresh.map((a) => {
    const m = media.get(a.url)!;
    return { mediaId: m.id, name: a.name, size: m.bytes, url: m.url };
  });
  await repo.replaceAttachments(tx, cardId, keep, add);
}

/** Anyone on the board may comment; only the writer edits or removes a comment. */
async function setComments(
  tx: Tx,
  actor: Actor,
  cardId: string,
  list: NonNullable<CardUpdate["comments"]>,
) {
  const existing = new Map((await repo.commentsOf(tx, cardId)).map((c) => [c.id, c]));
  const sent = new Map(list.flatMap((c) => (c.id ? [[c.id, c.text] as const] : [])));
  if ([...sent.keys()].some((id) => !existing.has(id))) {
    throw invalid("card.comments", "Comment not found on this card");
  }
  const remove = [...existing.keys()].filter((id) => !sent.has(id));
  const edit = [...sent].flatMap(([id, text]) =>
    existing.get(id)?.text === text ? [] : [{ id, text }],
  );
  const notMine = (id: string) => existing.get(id)?.uid !== actor.id;
  if (remove.some(notMine) || edit.some((e) => notMine(e.id))) {
    throw forbidden("You can change or remove only your own comments");
  }
  const add = list.filter((c) => !c.id).map((c) => ({ uid: actor.id, text: c.text }));
  await repo.replaceComments(tx, cardId, remove, edit, add);
}
