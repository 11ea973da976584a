import type { Todo, TodoTag } from "@sannidhi/contracts";
import type { TagRow, TodoView } from "./todo.repository.js";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a staff member sees of a todo (spec section 3 fields, owner and assignee by name). */
export function toTodoDto(row: TodoView): Todo {
  return {
    id: row.id,
    title: row.title,
    note: row.note,
    important: row.important,
    starred: row.starred,
    done: row.done,
    read: row.read,
    selected: row.selected,
    startDate: iso(row.startDate),
    dueDate: iso(row.dueDate),
    tag: row.tag,
    assigneeId: row.assigneeId,
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? "" } : null,
    owner: { id: row.ownerId, name: row.ownerName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toTagDto = (row: TagRow): TodoTag => ({ id: row.id, name: row.name });
