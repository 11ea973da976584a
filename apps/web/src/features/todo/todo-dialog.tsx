import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from "@mui/material";
import {
  type ScrumMember,
  type Todo,
  type TodoCreate,
  TodoCreateSchema,
  type TodoTag,
} from "@sannidhi/contracts";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { errorMessage } from "../../lib/http";

type Form = z.input<typeof TodoCreateSchema>;

/** `2026-01-10T05:30:00Z` → `2026-01-10T11:00` in the browser's time, for a datetime input. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/**
 * Add or change a todo with the contract's own rules (react-hook-form + the zod schema the
 * server checks): title, note, start and due, flags, tags, and who it is for.
 */
export function TodoDialog({
  todo,
  tags,
  staff,
  pending,
  error,
  onClose,
  onSubmit,
  onDelete,
  canDelete,
}: {
  todo: Todo | null;
  tags: TodoTag[];
  staff: ScrumMember[];
  pending: boolean;
  error: unknown;
  onClose(): void;
  onSubmit(values: TodoCreate): void;
  onDelete?(): void;
  canDelete: boolean;
}) {
  const { t } = useTranslation("tasks");
  const titleId = useId();
  const [confirm, setConfirm] = useState(false);
  const form = useForm<Form>({
    resolver: zodResolver(TodoCreateSchema),
    defaultValues: {
      title: todo?.title ?? "",
      note: todo?.note ?? "",
      important: todo?.important ?? false,
      starred: todo?.starred ?? false,
      done: todo?.done ?? false,
      startDate: todo?.startDate ?? null,
      dueDate: todo?.dueDate ?? null,
      tag: todo?.tag ?? [],
      assigneeId: todo?.assigneeId ?? null,
    },
  });
  const { errors } = form.formState;
  const tagById = new Map(tags.map((x) => [x.id, x]));
  const staffById = new Map(staff.map((x) => [x.id, x]));
  const date = (name: "startDate" | "dueDate", label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          type="datetime-local"
          label={label}
          value={toLocalInput(field.value)}
          onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
          error={!!errors[name]}
          helperText={errors[name]?.message}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      )}
    />
  );
  const flag = (name: "important" | "starred" | "done", label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
          }
          label={label}
        />
      )}
    />
  );

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v as TodoCreate))}>
        <DialogTitle id={titleId}>{todo ? t("todo.editTitle") : t("todo.addTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t("todo.title")}
              required
              autoFocus
              {...form.register("title")}
              error={!!errors.title}
              helperText={errors.title?.message}
            />
            <TextField
              label={t("todo.note")}
              multiline
              minRows={2}
              {...form.register("note")}
              error={!!errors.note}
              helperText={errors.note?.message}
            />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              {date("startDate", t("todo.start"))}
              {date("dueDate", t("todo.due"))}
            </Stack>
            <Stack direction="row" sx={{ flexWrap: "wrap" }}>
              {flag("important", t("todo.flags.important"))}
              {flag("starred", t("todo.flags.starred"))}
              {flag("done", t("todo.flags.done"))}
            </Stack>
            <Controller
              control={form.control}
              name="tag"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={tags.map((x) => x.id)}
                  value={field.value ?? []}
                  onChange={(_, v) => field.onChange(v)}
                  getOptionLabel={(id) => tagById.get(id)?.name ?? ""}
                  renderInput={(params) => <TextField {...params} label={t("todo.tags")} />}
                />
              )}
            />
            <Controller
              control={form.control}
              name="assigneeId"
              render={({ field }) => (
                <Autocomplete
                  options={staff.map((x) => x.id)}
                  value={field.value ?? null}
                  onChange={(_, v) => field.onChange(v)}
                  getOptionLabel={(id) => staffById.get(id)?.name ?? ""}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t("todo.assignee")}
                      helperText={t("todo.assigneeHelp")}
                    />
                  )}
                />
              )}
            />
            {error != null && <Alert severity="error">{errorMessage(error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          {todo && canDelete && onDelete && (
            <Button
              color="error"
              sx={{ mr: "auto" }}
              onClick={() => (confirm ? onDelete() : setConfirm(true))}
              loading={pending && confirm}
            >
              {confirm ? t("todo.confirmDelete") : t("todo.delete")}
            </Button>
          )}
          <Button onClick={onClose} disabled={pending}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={pending && !confirm}>
            {todo ? t("common.save") : t("todo.add")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
