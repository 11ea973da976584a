import { and, asc, eq, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { todos, todoTagLinks, todoTags } from "../../db/schema/todo.js";
import { users } from "../../db/schema/users.js";
import type { Tx } from "../cms/resource.js";
import { displayName } from "../users/users.repository.js";

export type TodoRow = typeof todos.$inferSelect;
export type TodoValues = Omit<typeof todos.$inferInsert, "id" | "position" | "createdAt">;
export interface TodoView extends TodoRow {
  ownerName: string;
  assigneeName: string | null;
  tag: string[];
}
export type TagRow = typeof todoTags.$inferSelect;

const owner = alias(users, "owner");
const assignee = alias(users, "assignee");

/** Todos a staff member may see: the ones they wrote and the ones assigned to them. */
export const visibleTo = (userId: string) =>
  sql`(${todos.ownerId} = ${userId} or ${todos.assigneeId} = ${userId})`;

export interface TodoFilter {
  userId: string;
  ids?: string[];
  flag?: "important" | "starred" | "done" | "undone" | "unread";
  tag?: string;
  q?: string;
  dueFrom?: Date;
  dueBefore?: Date;
  notDone?: boolean;
  assigned?: "to-me" | "by-me";
  limit: number;
}

const FLAG: Record<NonNullable<TodoFilter["flag"]>, SQL> = {
  important: sql`${todos.important}`,
  starred: sql`${todos.starred}`,
  done: sql`${todos.done}`,
  undone: sql`not ${todos.done}`,
  unread: sql`not ${todos.read}`,
};

/** Visible todos in list order, with names and tag ids (three queries whatever the count). */
export async function listTodos(
  db: Db,
  f: TodoFilter,
): Promise<{ rows: TodoView[]; total: number }> {
  const where: (SQL | undefined)[] = [visibleTo(f.userId)];
  if (f.ids) where.push(inArray(todos.id, f.ids));
  if (f.flag) where.push(FLAG[f.flag]);
  if (f.notDone) where.push(eq(todos.done, false));
  if (f.dueFrom) where.push(sql`${todos.dueDate} >= ${f.dueFrom.toISOString()}`);
  if (f.dueBefore) where.push(lt(todos.dueDate, f.dueBefore));
  if (f.assigned === "to-me") where.push(eq(todos.assigneeId, f.userId));
  if (f.assigned === "by-me") {
    where.push(and(eq(todos.ownerId, f.userId), sql`${todos.assigneeId} is not null`));
  }
  if (f.tag) {
    where.push(
      sql`exists (select 1 from ${todoTagLinks} where ${todoTagLinks.todoId} = ${todos.id} and ${todoTagLinks.tagId} = ${f.tag})`,
    );
  }
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(todos.title, like), ilike(todos.note, like)));
  }
  const cond = and(...where);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(todos).where(cond);
  const rows = await db
    .select({ todo: todos, ownerName: displayName(owner), assigneeName: displayName(assignee) })
    .from(todos)
    .innerJoin(owner, eq(owner.id, todos.ownerId))
    .leftJoin(assignee, eq(assignee.id, todos.assigneeId))
    .where(cond)
    .orderBy(asc(todos.position))
    .limit(f.limit);
  const tags = await tagIdsOf(
    db,
    rows.map((r) => r.todo.id),
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      ...r.todo,
      ownerName: r.ownerName,
      assigneeName: r.todo.assigneeId ? r.assigneeName : null,
      tag: tags.get(r.todo.id) ?? [],
    })),
  };
}

async function tagIdsOf(db: Db | Tx, todoIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!todoIds.length) return out;
  const links = await db
    .select()
    .from(todoTagLinks)
    .where(inArray(todoTagLinks.todoId, todoIds))
    .orderBy(todoTagLinks.tagId);
  for (const l of links) out.set(l.todoId, [...(out.get(l.todoId) ?? []), l.tagId]);
  return out;
}

export async function findVisible(
  db: Db | Tx,
  id: string,
  userId: string,
  forUpdate = false,
): Promise<TodoRow | undefined> {
  const q = db
    .select()
    .from(todos)
    .where(and(eq(todos.id, id), visibleTo(userId)));
  const [row] = await (forUpdate ? q.for("update") : q);
  return row;
}

export async function insertTodo(tx: Tx, values: TodoValues): Promise<TodoRow> {
  const [row] = await tx.insert(todos).values(values).returning();
  if (!row) throw new Error("todo not inserted");
  return row;
}

export async function updateTodo(tx: Tx, id: string, values: Partial<TodoValues>): Promise<void> {
  await tx.update(todos).set(values).where(eq(todos.id, id));
}

export async function deleteTodo(tx: Tx, id: string): Promise<void> {
  await tx.delete(todos).where(eq(todos.id, id));
}

export async function setTags(tx: Tx, todoId: string, tagIds: string[]): Promise<void> {
  await tx.delete(todoTagLinks).where(eq(todoTagLinks.todoId, todoId));
  if (tagIds.length) {
    await tx.insert(todoTagLinks).values(tagIds.map((tagId) => ({ todoId, tagId })));
  }
}

/**
 * Locks the given visible todos in id order (two reorders never wait on each other in a
 * circle) and answers their current positions, read after any reorder that committed first.
 */
export async function lockPositions(
  tx: Tx,
  ids: string[],
  userId: string,
): Promise<{ id: string; position: number }[]> {
  return tx
    .select({ id: todos.id, position: todos.position })
    .from(todos)
    .where(and(inArray(todos.id, ids), visibleTo(userId)))
    .orderBy(asc(todos.id))
    .for("update");
}

/** One statement for every position (the unique constraint is checked at commit). */
export async function setPositions(
  tx: Tx,
  moves: { id: string; position: number }[],
): Promise<void> {
  if (!moves.length) return;
  const values = sql.join(
    moves.map((m) => sql`(${m.id}::uuid, ${m.position}::bigint)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${todos} set position = v.position from (values ${values}) as v(id, position) where ${todos.id} = v.id`,
  );
}

export async function listTags(db: Db): Promise<TagRow[]> {
  return db.select().from(todoTags).orderBy(asc(todoTags.name));
}

export async function existingTagIds(db: Db | Tx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: todoTags.id }).from(todoTags).where(inArray(todoTags.id, ids));
  return rows.map((r) => r.id);
}

/** null when the name is taken (citext unique: 'Festival' and 'festival' are one tag). */
export async function insertTag(db: Db, name: string, createdBy: string): Promise<TagRow | null> {
  const [row] = await db
    .insert(todoTags)
    .values({ name, createdBy })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findTag(db: Db, id: string): Promise<TagRow | undefined> {
  const [row] = await db.select().from(todoTags).where(eq(todoTags.id, id));
  return row;
}

export async function deleteTag(db: Db, id: string): Promise<void> {
  await db.delete(todoTags).where(eq(todoTags.id, id));
}
