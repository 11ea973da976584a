import type { One, Todo, TodoCreate, TodoTag, TodoUpdate } from "@sannidhi/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/http";

/** The todo list answers its total only (no paging: the whole list is ordered by hand). */
interface TodoList<T> {
  status: "success";
  data: T[];
  meta: { total: number };
}

/** The list's filters, as they stand in the page's query string (spec todo flags, issue 12). */
export interface TodoFilters {
  flag?: string;
  tag?: string;
  q?: string;
  due?: string;
  assigned?: string;
}

export const todoKeys = {
  all: ["todo"] as const,
  list: (f: TodoFilters) => ["todo", "list", f] as const,
  tags: ["todo-tags"] as const,
};

export function todosUrl(f: TodoFilters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, v);
  const query = params.toString();
  return `/api/todo/all${query ? `?${query}` : ""}`;
}

export const useTodos = (f: TodoFilters) =>
  useQuery({
    queryKey: todoKeys.list(f),
    queryFn: () => api.get<TodoList<Todo>>(todosUrl(f)),
    placeholderData: keepPreviousData,
  });

export const useTodoTags = () =>
  useQuery({
    queryKey: todoKeys.tags,
    queryFn: () => api.get<One<TodoTag[]>>("/api/todo/tag").then((a) => a.data),
  });

type Write =
  | { kind: "add"; todo: TodoCreate }
  | { kind: "update"; todo: TodoUpdate }
  | { kind: "delete"; id: string };

/** Add, change or delete a todo (spec `/api/todo/add|update|delete`); every list refreshes. */
export function useTodoWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (w: Write) =>
      w.kind === "delete"
        ? api.post<One<{ id: string }>>("/api/todo/delete", { todo: { id: w.id } })
        : api.post<One<Todo>>(`/api/todo/${w.kind}`, { todo: w.todo }),
    onSuccess: () => void client.invalidateQueries({ queryKey: todoKeys.all }),
  });
}

/**
 * Spec `POST /api/todo/reorder (todoList)`: the shown list in its new order. The list shows the
 * new order at once and is put back if the server refuses.
 */
export function useReorderTodos(f: TodoFilters) {
  const client = useQueryClient();
  const key = todoKeys.list(f);
  return useMutation({
    mutationFn: (ordered: Todo[]) =>
      api.post<TodoList<Todo>>("/api/todo/reorder", {
        todoList: ordered.map((t) => ({ id: t.id })),
      }),
    onMutate: async (ordered) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TodoList<Todo>>(key);
      if (before) client.setQueryData(key, { ...before, data: ordered });
      return { before };
    },
    onError: (_err, _o, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: todoKeys.all }),
  });
}

export function useTagWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (w: { kind: "add"; name: string } | { kind: "delete"; id: string }) =>
      w.kind === "add"
        ? api.post<One<TodoTag>>("/api/todo/tag/add", { tag: { name: w.name } })
        : api.post<One<{ id: string }>>("/api/todo/tag/delete", { tag: { id: w.id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: todoKeys.tags });
      void client.invalidateQueries({ queryKey: todoKeys.all });
    },
  });
}

/**
 * A tick, a star, importance or "read" on one todo: shown at once (the box ticks as it is
 * clicked), put back if the server refuses, and every list refreshed after.
 */
export function useTodoFlag(f: TodoFilters) {
  const client = useQueryClient();
  const key = todoKeys.list(f);
  type Flag = { id: string } & Partial<Pick<Todo, "done" | "starred" | "important" | "read">>;
  return useMutation({
    mutationFn: (flag: Flag) => api.post<One<Todo>>("/api/todo/update", { todo: flag }),
    onMutate: async (flag) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TodoList<Todo>>(key);
      if (before) {
        client.setQueryData(key, {
          ...before,
          data: before.data.map((t) => (t.id === flag.id ? { ...t, ...flag } : t)),
        });
      }
      return { before };
    },
    onError: (_err, _flag, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: todoKeys.all }),
  });
}
