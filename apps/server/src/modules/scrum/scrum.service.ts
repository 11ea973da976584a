import { SCRUM_LIMITS, type ScrumBoard, type ScrumLabelColor } from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { ReadyContext } from "../../app.js";
import { AppError, conflict, notFound } from "../../lib/errors.js";
import type { AuthUser } from "../../plugins/auth.js";
import type { Tx } from "../cms/resource.js";
import { activeStaff } from "../users/users.repository.js";
import { tellWorkspace } from "../workspace/tell-workspace.js";
import { toBoardDto } from "./scrum.dto.js";
import * as repo from "./scrum.repository.js";

export type Actor = Pick<AuthUser, "id" | "role">;

/** A board you are not a member of does not exist for you (as another person's booking). */
export const boardNotFound = () => notFound("Board not found");
export const invalid = (path: string, message: string) =>
  new AppError("VALIDATION", message, 400, [{ path, message }]);
/** What the person dragged is no longer where they saw it: their board reloads. */
export const boardChanged = () =>
  conflict("Someone else changed this board meanwhile; it has been reloaded");

export async function getBoard(ctx: ReadyContext, actor: Actor, boardId: string) {
  const db = ctx.database.db;
  if (!(await repo.isMember(db, boardId, actor.id))) throw boardNotFound();
  const loaded = await repo.loadBoard(db, boardId);
  if (!loaded) throw boardNotFound();
  return toBoardDto(loaded);
}

/**
 * Every change to a board goes through here (issue 12): the board row is locked, the caller
 * must be a member, the change runs in the same transaction, and afterwards the whole board is
 * answered and the other members are told it changed.
 */
export async function changeBoard<T>(
  ctx: ReadyContext,
  actor: Actor,
  boardId: string,
  change: (tx: Tx) => Promise<T>,
  log?: FastifyBaseLogger,
): Promise<{ board: ScrumBoard; result: T }> {
  const db = ctx.database.db;
  const result = await db.transaction(async (tx) => {
    if (!(await repo.lockBoard(tx, boardId))) throw boardNotFound();
    if (!(await repo.isMember(tx, boardId, actor.id))) throw boardNotFound();
    const r = await change(tx);
    await repo.touchBoard(tx, boardId);
    return r;
  });
  const loaded = await repo.loadBoard(db, boardId);
  if (!loaded) throw boardNotFound();
  const board = toBoardDto(loaded);
  const viewers = board.members.filter((m) => m !== actor.id);
  if (viewers.length)
    await tellWorkspace(ctx, { kind: "board-changed", viewers, by: actor.id, boardId }, log);
  return { board, result };
}

/** `changeBoard` for the writes that answer only the board. */
export const editBoard = async (
  ctx: ReadyContext,
  actor: Actor,
  boardId: string,
  log: FastifyBaseLogger | undefined,
  change: (tx: Tx) => Promise<unknown>,
) => (await changeBoard(ctx, actor, boardId, change, log)).board;

export const listBoards = (ctx: ReadyContext, actor: Actor) =>
  repo.boardsOf(ctx.database.db, actor.id);

/** Spec `add-board (title)`: the person who makes it is its first member. */
export async function addBoard(ctx: ReadyContext, actor: Actor, title: string) {
  const db = ctx.database.db;
  const board = await db.transaction((tx) => repo.insertBoard(tx, title, actor.id));
  return getBoard(ctx, actor, board.id);
}

export async function addMember(
  ctx: ReadyContext,
  actor: Actor,
  input: { boardId: string; memberId: string },
  log?: FastifyBaseLogger,
) {
  if (!(await activeStaff(ctx.database.db, [input.memberId])).length) {
    throw invalid("memberId", "Only active staff members can join a board");
  }
  return editBoard(ctx, actor, input.boardId, log, (tx) =>
    repo.addMember(tx, input.boardId, input.memberId),
  );
}

/** A board always keeps at least one member, or nobody could ever open it again. */
export async function deleteMember(
  ctx: ReadyContext,
  actor: Actor,
  input: { boardId: string; memberId: string },
  log?: FastifyBaseLogger,
) {
  return editBoard(ctx, actor, input.boardId, log, async (tx) => {
    const members = await repo.memberIds(tx, input.boardId);
    if (!members.includes(input.memberId)) throw notFound("Not a member of this board");
    if (members.length === 1) throw conflict("A board must keep at least one member");
    await repo.removeMember(tx, input.boardId, input.memberId);
  });
}

/** The column with this id on this board, or a 400 naming the field. */
export async function columnOf(tx: Tx, boardId: string, listId: string, field = "listId") {
  const columns = await repo.columnsOf(tx, boardId);
  const index = columns.findIndex((c) => c.id === listId);
  if (index < 0) throw invalid(field, "The column is not on this board");
  return { columns, index };
}

/** Positions 0..n-1 in the given order; only the rows whose position changes. */
export function reindex(ids: string[], current: Map<string, number>): repo.Slot[] {
  return ids
    .map((id, position) => ({ id, position }))
    .filter((s) => current.get(s.id) !== s.position);
}

export function outOfRange(field: string, index: number, length: number) {
  if (index >= length) throw invalid(field, `${field} is out of range`);
}

export async function addColumn(
  ctx: ReadyContext,
  actor: Actor,
  input: { boardId: string; listTitle: string },
  log?: FastifyBaseLogger,
) {
  return editBoard(ctx, actor, input.boardId, log, async (tx) => {
    const columns = await repo.columnsOf(tx, input.boardId);
    if (columns.length >= SCRUM_LIMITS.columnsPerBoard) {
      throw conflict(`A board holds at most ${SCRUM_LIMITS.columnsPerBoard} columns`);
    }
    await repo.insertColumn(tx, input.boardId, input.listTitle, columns.length);
  });
}

export async function renameColumn(
  ctx: ReadyContext,
  actor: Actor,
  input: { boardId: string; listId: string; listTitle: string },
  log?: FastifyBaseLogger,
) {
  return editBoard(ctx, actor, input.boardId, log, async (tx) => {
    await columnOf(tx, input.boardId, input.listId);
    await repo.renameColumn(tx, input.listId, input.listTitle);
  });
}

/** Deletes the column and its cards; the columns after it close the gap. */
export async function deleteColumn(
  ctx: ReadyContext,
  actor: Actor,
  input: { boardId: string; listId: string },
  log?: FastifyBaseLogger,
) {
  return editBoard(ctx, actor, input.boardId, log, async (tx) => {
    const { columns } = await columnOf(tx, input.boardId, input.listId);
    await repo.deleteColumn(tx, input.listId);
    const rest = columns.filter((c) => c.id !== input.listId);
    await repo.setColumnPositions(
      tx,
      reindex(
        rest.map((c) => c.id),
        new Map(rest.map((c) => [c.id, c.position])),
      ),
    );
  });
}

/** Spec `reorder-list (boardId, startIndex, endIndex)`; `listId` guards against a stale view. */
export async function reorderList(
  ctx: ReadyContext,
  actor: Actor,
  input: { boardId: string; startIndex: number; endIndex: number; listId?: string | undefined },
  log?: FastifyBaseLogger,
) {
  return editBoard(ctx, actor, input.boardId, log, async (tx) => {
    const columns = await repo.columnsOf(tx, input.boardId);
    let from = input.startIndex;
    if (input.listId) {
      from = columns.findIndex((c) => c.id === input.listId);
      if (from < 0) throw boardChanged();
    }
    outOfRange("startIndex", from, columns.length);
    outOfRange("endIndex", input.endIndex, columns.length);
    const ids = columns.map((c) => c.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(input.endIndex, 0, moved as string);
    await repo.setColumnPositions(
      tx,
      reindex(ids, new Map(columns.map((c) => [c.id, c.position]))),
    );
  });
}

export const listLabels = (ctx: ReadyContext) => repo.listLabels(ctx.database.db);

export async function addLabel(
  ctx: ReadyContext,
  input: { title: string; color: ScrumLabelColor },
) {
  const row = await repo.insertLabel(ctx.database.db, input);
  if (!row) throw conflict(`The label '${input.title}' already exists`);
  return row;
}

export const listMembers = (ctx: ReadyContext) => activeStaff(ctx.database.db);
