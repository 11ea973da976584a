import {
  DUE_BEFORE_START,
  TODO_LIST_MAX,
  type TodoCreateSchema,
  type TodoListQuerySchema,
  type TodoUpdateSchema,
} from "@sannidhi/contracts";
import type { z } from "zod";
import type { ReadyContext } from "../../app.js";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors.js";
import type { AuthUser } from "../../plugins/auth.js";
import { addDays, istToday, slotStart } from "../bookings/calendar.js";
import { STAFF_NOTICE_JOB } from "../notifications/staff-notice-queue.js";
import { activeStaff } from "../users/users.repository.js";
import { queueAssignment } from "../workspace/tell-workspace.js";
import * as repo from "./todo.repository.js";

type Actor = Pick<AuthUser, "id" | "role">;
type TodoInput = z.output<typeof TodoCreateSchema>;
type TodoPatch = z.output<typeof TodoUpdateSchema>;
type ListQuery = z.output<typeof TodoListQuerySchema>;

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION", message, 400, [{ path, message }]);
const todoNotFound = () => notFound("Todo not found");
const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/**
 * A staff member's list (issue 12): what they wrote and what is assigned to them, in their
 * order; "due today" is today in India, "overdue" is past its due time and not done.
 */
export async function listTodos(ctx: ReadyContext, actor: Actor, query: ListQuery) {
  const now = ctx.clock.now();
  const today = istToday(now);
  const due =
    query.due === "today"
      ? { dueFrom: slotStart(today, "00:00"), dueBefore: slotStart(addDays(today, 1), "00:00") }
      : query.due === "overdue"
        ? { dueBefore: now, notDone: true }
        : {};
  return repo.listTodos(ctx.database.db, {
    userId: actor.id,
    flag: query.flag,
    tag: query.tag,
    q: query.q,
    assigned: query.assigned,
    ...due,
    limit: TODO_LIST_MAX,
  });
}

export async function getTodo(ctx: ReadyContext, actor: Actor, id: string) {
  const { rows } = await repo.listTodos(ctx.database.db, { userId: actor.id, ids: [id], limit: 1 });
  const row = rows[0];
  if (!row) throw todoNotFound();
  return row;
}

/** Tags must exist; the assignee must be an active staff member. */
async function checkRefs(ctx: ReadyContext, tagIds?: string[], assigneeId?: string | null) {
  const db = ctx.database.db;
  if (tagIds?.length) {
    const found = await repo.existingTagIds(db, tagIds);
    if (found.length !== tagIds.length) throw invalid("todo.tag", "Tag not found");
  }
  if (assigneeId && !(await activeStaff(db, [assigneeId])).length) {
    throw invalid("todo.assigneeId", "Todos can be assigned only to active staff members");
  }
}

export async function addTodo(ctx: ReadyContext, actor: Actor, input: TodoInput) {
  const tag = [...new Set(input.tag)];
  await checkRefs(ctx, tag, input.assigneeId);
  const toOther = input.assigneeId && input.assigneeId !== actor.id ? input.assigneeId : null;
  const row = await ctx.database.db.transaction(async (tx) => {
    const created = await repo.insertTodo(tx, {
      ...input,
      startDate: date(input.startDate) ?? null,
      dueDate: date(input.dueDate) ?? null,
      // Someone else's new work is unread until they open it.
      read: toOther ? false : input.read,
      ownerId: actor.id,
    });
    await repo.setTags(tx, created.id, tag);
    if (toOther) {
      const news = { to: toOther, by: actor.id, todoId: created.id, title: created.title };
      await queueAssignment(ctx.jobs, tx, { kind: "todo-assigned", ...news });
    }
    return created;
  });
  if (toOther) ctx.jobs.wake(STAFF_NOTICE_JOB);
  return getTodo(ctx, actor, row.id);
}

/** The writer or the assignee may change a todo; handing it to someone else tells them. */
export async function updateTodo(ctx: ReadyContext, actor: Actor, patch: TodoPatch) {
  const { id, tag, startDate, dueDate, ...fields } = patch;
  const tags = tag && [...new Set(tag)];
  await checkRefs(ctx, tags, fields.assigneeId);
  const newAssignee = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.findVisible(tx, id, actor.id, true);
    if (!row) throw todoNotFound();
    const start = startDate === undefined ? row.startDate : (date(startDate) ?? null);
    const due = dueDate === undefined ? row.dueDate : (date(dueDate) ?? null);
    if (start && due && due < start) throw invalid("todo.dueDate", DUE_BEFORE_START);
    const reassigned =
      fields.assigneeId !== undefined && fields.assigneeId !== row.assigneeId
        ? fields.assigneeId
        : null;
    const toOther = reassigned && reassigned !== actor.id ? reassigned : null;
    await repo.updateTodo(tx, id, {
      ...fields,
      startDate: start,
      dueDate: due,
      ...(toOther ? { read: false } : {}),
    });
    if (tags) await repo.setTags(tx, id, tags);
    const title = fields.title ?? row.title;
    if (toOther) {
      const news = { to: toOther, by: actor.id, todoId: id, title };
      await queueAssignment(ctx.jobs, tx, { kind: "todo-assigned", ...news });
    }
    return toOther;
  });
  if (newAssignee) ctx.jobs.wake(STAFF_NOTICE_JOB);
  return getTodo(ctx, actor, id);
}

/** Only the person who wrote a todo deletes it; the assignee may mark it done. */
export async function deleteTodo(ctx: ReadyContext, actor: Actor, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const row = await repo.findVisible(tx, id, actor.id, true);
    if (!row) throw todoNotFound();
    if (row.ownerId !== actor.id) {
      throw forbidden("Only the person who wrote this todo can delete it");
    }
    await repo.deleteTodo(tx, id);
  });
}

/**
 * Spec `POST /api/todo/reorder (todoList)`: the given todos take the positions they held
 * between them, in the new order; every other todo keeps its place (decision 111). Rows are
 * locked first, so two people reordering at once apply one after the other and no position is
 * ever shared or lost.
 */
export async function reorderTodos(ctx: ReadyContext, actor: Actor, ids: string[]) {
  await ctx.database.db.transaction(async (tx) => {
    const rows = await repo.lockPositions(tx, ids, actor.id);
    if (rows.length !== ids.length) throw todoNotFound();
    const slots = rows.map((r) => r.position).sort((a, b) => a - b);
    const current = new Map(rows.map((r) => [r.id, r.position]));
    const moves = ids
      .map((id, i) => ({ id, position: slots[i] as number }))
      .filter((m) => current.get(m.id) !== m.position);
    await repo.setPositions(tx, moves);
  });
  const { rows } = await repo.listTodos(ctx.database.db, {
    userId: actor.id,
    ids,
    limit: TODO_LIST_MAX,
  });
  return rows;
}

export const listTags = (ctx: ReadyContext) => repo.listTags(ctx.database.db);

export async function addTag(ctx: ReadyContext, actor: Actor, name: string) {
  const row = await repo.insertTag(ctx.database.db, name, actor.id);
  if (!row) throw conflict(`The tag '${name}' already exists`);
  return row;
}

/** Tags are shared: the person who made one, an admin or the SA may delete it. */
export async function deleteTag(ctx: ReadyContext, actor: Actor, id: string): Promise<void> {
  const db = ctx.database.db;
  const tag = await repo.findTag(db, id);
  if (!tag) throw notFound("Tag not found");
  if (tag.createdBy !== actor.id && actor.role !== "SA" && actor.role !== "admin") {
    throw forbidden("Only the person who made this tag, an admin or the SA can delete it");
  }
  await repo.deleteTag(db, id);
}
