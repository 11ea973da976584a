import { z } from "zod";
import { optionalText, RefSchema, required, updateOf } from "./cms/fields.js";
import { successOf } from "./envelope.js";

/** The most todos one list answer or one reorder carries (a person's list, not an archive). */
export const TODO_LIST_MAX = 500;
export const TODO_TAGS_MAX = 20;

const id = (what: string) => z.uuid({ message: `${what} is not valid` });
const when = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be a date and time` })
    .nullable()
    .default(null);

/**
 * Spec section 3: todo (id, title, note, important, starred, done, read, selected, startDate,
 * dueDate, tag — a list of tag ids) — plus the staff member it is assigned to (issue 12).
 */
const TodoFieldsSchema = z.object({
  title: required("Title", 200),
  note: optionalText("Note", 5000).default(""),
  important: z.boolean().default(false),
  starred: z.boolean().default(false),
  done: z.boolean().default(false),
  read: z.boolean().default(true),
  selected: z.boolean().default(false),
  startDate: when("Start date"),
  dueDate: when("Due date"),
  tag: z.array(id("Tag")).max(TODO_TAGS_MAX, `At most ${TODO_TAGS_MAX} tags`).default([]),
  assigneeId: id("Assignee").nullable().default(null),
});
export const DUE_BEFORE_START = "The due date cannot be before the start date";
export const TodoCreateSchema = TodoFieldsSchema.refine(
  (t) => !t.startDate || !t.dueDate || Date.parse(t.dueDate) >= Date.parse(t.startDate),
  {
    message: DUE_BEFORE_START,
    path: ["dueDate"],
  },
);
export type TodoCreate = z.input<typeof TodoCreateSchema>;

export const TodoUpdateSchema = updateOf(TodoFieldsSchema).extend({ id: id("Todo") });
export type TodoUpdate = z.input<typeof TodoUpdateSchema>;

export const TodoSchema = TodoFieldsSchema.extend({
  id: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  assignee: RefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Todo = z.infer<typeof TodoSchema>;

/** Spec section 7 bodies: `/add` and `/update` carry `todo`, `/reorder` carries `todoList`. */
export const TodoAddBodySchema = z.object({ todo: TodoCreateSchema });
export const TodoUpdateBodySchema = z.object({ todo: TodoUpdateSchema });
export const TodoDeleteBodySchema = z.object({ todo: z.object({ id: id("Todo") }) });
export const TodoReorderBodySchema = z.object({
  todoList: z
    .array(z.object({ id: id("Todo") }))
    .min(1, "todoList is empty")
    .max(TODO_LIST_MAX, `At most ${TODO_LIST_MAX} todos at once`)
    .refine((list) => new Set(list.map((t) => t.id)).size === list.length, {
      message: "A todo appears twice in todoList",
    }),
});

export const TODO_FLAGS = ["important", "starred", "done", "undone", "unread"] as const;
export const TODO_DUE = ["today", "overdue"] as const;
export const TODO_ASSIGNED = ["to-me", "by-me"] as const;

/** `GET /api/todo/all`: filters by flag, tag, text, due date and assignment (issue 12). */
export const TodoListQuerySchema = z.object({
  flag: z.enum(TODO_FLAGS, { message: "Unknown flag" }).optional(),
  tag: id("Tag").optional(),
  q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  due: z.enum(TODO_DUE, { message: "due must be today or overdue" }).optional(),
  assigned: z.enum(TODO_ASSIGNED, { message: "assigned must be to-me or by-me" }).optional(),
});
export type TodoListQuery = z.input<typeof TodoListQuerySchema>;
export const TodoOneQuerySchema = z.object({ id: id("Todo") });

export const TodoTagSchema = z.object({ id: z.string(), name: z.string() });
export type TodoTag = z.infer<typeof TodoTagSchema>;
export const TodoTagCreateSchema = z.object({ name: required("Tag", 40) });
export const TodoTagAddBodySchema = z.object({ tag: TodoTagCreateSchema });
export const TodoTagDeleteBodySchema = z.object({ tag: z.object({ id: id("Tag") }) });

export const TodoAnswerSchema = successOf(TodoSchema);
export const TodoListAnswerSchema = z.object({
  status: z.literal("success"),
  data: z.array(TodoSchema),
  meta: z.object({ total: z.number().int() }),
});
export const TodoTagAnswerSchema = successOf(TodoTagSchema);
export const TodoTagListAnswerSchema = successOf(z.array(TodoTagSchema));
export const TodoDeletedAnswerSchema = successOf(z.object({ id: z.string() }));
