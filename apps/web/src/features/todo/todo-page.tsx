import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import {
  TODO_ASSIGNED,
  TODO_DUE,
  TODO_FLAGS,
  type Todo,
  type TodoCreate,
} from "@sannidhi/contracts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSession } from "../../app/session";
import { FilterBar, SelectFilter } from "../../components/list-filters";
import { SearchField, useQueryFilters } from "../../components/query-filters";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { errorMessage } from "../../lib/http";
import { useMembers } from "../scrum/use-scrum";
import { TagsDialog } from "./tags-dialog";
import { TodoDialog } from "./todo-dialog";
import { SortableTodoList } from "./todo-list";
import { TodoRow } from "./todo-row";
import {
  type TodoFilters,
  useReorderTodos,
  useTodoFlag,
  useTodos,
  useTodoTags,
  useTodoWrite,
} from "./use-todo";

const pick = (value: string | null, allowed: readonly string[]) =>
  value && allowed.includes(value) ? value : undefined;

/** Reads the filters from the query string (`?flag=&due=&assigned=&tag=&q=`). */
export function todoFiltersOf(params: URLSearchParams): TodoFilters {
  const tag = params.get("tag") ?? "";
  return {
    flag: pick(params.get("flag"), TODO_FLAGS),
    due: pick(params.get("due"), TODO_DUE),
    assigned: pick(params.get("assigned"), TODO_ASSIGNED),
    tag: /^[0-9a-f-]{36}$/i.test(tag) ? tag : undefined,
    q: params.get("q")?.trim() || undefined,
  };
}

/** `/todo`: the staff member's own and assigned todos, filtered, dragged into order (issue 12). */
export default function TodoPage() {
  const { t } = useTranslation("tasks");
  const { user } = useSession();
  const [params] = useSearchParams();
  const filters = todoFiltersOf(params);
  const { update, search, setSearch } = useQueryFilters(filters.q);
  const list = useTodos(filters);
  const tags = useTodoTags();
  const staff = useMembers();
  const write = useTodoWrite();
  // Ticks, stars and "read" go through their own call, so they never busy the open dialog.
  const quick = useTodoFlag(filters);
  const reorder = useReorderTodos(filters);
  const [editing, setEditing] = useState<Todo | "new" | null>(null);
  const [tagsOpen, setTagsOpen] = useState(false);
  const tagMap = useMemo(() => new Map((tags.data ?? []).map((x) => [x.id, x])), [tags.data]);
  const now = new Date();

  const open = (todo: Todo) => {
    setEditing(todo);
    // Opening work someone assigned to you marks it read (spec todo flag `read`).
    if (!todo.read && todo.assigneeId === user?.id) {
      quick.mutate({ id: todo.id, read: true });
    }
  };
  const close = () => {
    write.reset();
    setEditing(null);
  };
  const submit = (values: TodoCreate) => {
    if (editing === "new") return write.mutate({ kind: "add", todo: values }, { onSuccess: close });
    if (!editing) return;
    const { read: _read, selected: _selected, ...changes } = values;
    write.mutate({ kind: "update", todo: { id: editing.id, ...changes } }, { onSuccess: close });
  };
  const todos = list.data?.data ?? [];
  const select = (name: keyof TodoFilters, label: string, options: [string, string][]) => (
    <SelectFilter
      name={name}
      label={label}
      anyLabel={t("todo.filters.any")}
      options={options.map(([value, text]) => ({ value, label: text }))}
    />
  );

  return (
    <Card>
      <PageHeader
        title={t("todo.pageTitle")}
        action={
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setTagsOpen(true)}>{t("todo.tagsButton")}</Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
              {t("todo.add")}
            </Button>
          </Stack>
        }
      />
      <CardContent>
        <FilterBar filters={filters} update={update}>
          {select(
            "flag",
            t("todo.filters.show"),
            TODO_FLAGS.map((f) => [f, t(`todo.filters.flags.${f}`)]),
          )}
          {select(
            "due",
            t("todo.filters.due"),
            TODO_DUE.map((d) => [d, t(`todo.filters.dueOptions.${d}`)]),
          )}
          {select(
            "assigned",
            t("todo.filters.assigned"),
            TODO_ASSIGNED.map((a) => [a, t(`todo.filters.assignedOptions.${a}`)]),
          )}
          {select(
            "tag",
            t("todo.filters.tag"),
            (tags.data ?? []).map((x) => [x.id, x.name]),
          )}
          <SearchField
            label={t("todo.filters.search")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </FilterBar>
        <QueryState
          query={list}
          loadingLabel={t("common.loading")}
          retryLabel={t("common.retry")}
        />
        {(reorder.isError || quick.isError) && (
          <Typography color="error" role="alert">
            {errorMessage(reorder.error ?? quick.error)}
          </Typography>
        )}
        <SortableTodoList
          todos={todos}
          onReorder={(ordered) => reorder.mutate(ordered)}
          renderRow={(todo) => (
            <TodoRow
              todo={todo}
              tags={tagMap}
              me={user?.id}
              now={now}
              onOpen={() => open(todo)}
              onToggle={(flag, value) => quick.mutate({ id: todo.id, [flag]: value })}
            />
          )}
        />
        {list.isSuccess && todos.length === 0 && (
          <Box sx={{ py: 4, textAlign: "center" }}>
            <Typography color="text.secondary">{t("todo.empty")}</Typography>
          </Box>
        )}
      </CardContent>
      {editing && (
        <TodoDialog
          todo={editing === "new" ? null : editing}
          tags={tags.data ?? []}
          staff={staff.data ?? []}
          pending={write.isPending}
          error={write.error}
          onClose={close}
          onSubmit={submit}
          canDelete={editing !== "new" && editing.owner.id === user?.id}
          onDelete={
            editing !== "new"
              ? () => write.mutate({ kind: "delete", id: editing.id }, { onSuccess: close })
              : undefined
          }
        />
      )}
      {tagsOpen && <TagsDialog tags={tags.data ?? []} onClose={() => setTagsOpen(false)} />}
    </Card>
  );
}
