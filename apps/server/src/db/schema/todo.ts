import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { citext, createdAt, id, updatedAt } from "./common.js";
import { users } from "./users.js";

/**
 * New todos take the next number, so two people adding at once never share a position; a
 * reorder only permutes the positions it is given (decision 111), and a deferred unique
 * constraint (custom migration `todo_scrum_positions`) makes a duplicate impossible.
 */
export const todoPositionSeq = pgSequence("todo_position_seq");

/** Tags staff share across their todos (spec section 3: tag id, name). */
export const todoTags = pgTable("todo_tags", {
  id: id(),
  name: citext("name").notNull().unique(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Spec section 3 todo, owned by the staff member who wrote it, optionally assigned to another. */
export const todos = pgTable(
  "todos",
  {
    id: id(),
    title: text("title").notNull(),
    note: text("note").notNull().default(""),
    important: boolean("important").notNull().default(false),
    starred: boolean("starred").notNull().default(false),
    done: boolean("done").notNull().default(false),
    read: boolean("read").notNull().default(true),
    selected: boolean("selected").notNull().default(false),
    startDate: timestamp("start_date", { withTimezone: true }),
    dueDate: timestamp("due_date", { withTimezone: true }),
    position: bigint("position", { mode: "number" })
      .notNull()
      .default(sql`nextval('todo_position_seq')`),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("todos_owner_idx").on(t.ownerId),
    index("todos_assignee_idx").on(t.assigneeId),
    index("todos_due_idx").on(t.dueDate),
  ],
);

export const todoTagLinks = pgTable(
  "todo_tag_links",
  {
    todoId: uuid("todo_id")
      .notNull()
      .references(() => todos.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => todoTags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.todoId, t.tagId] }),
    index("todo_tag_links_tag_idx").on(t.tagId),
  ],
);
