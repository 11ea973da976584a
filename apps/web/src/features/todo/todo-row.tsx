import Edit from "@mui/icons-material/Edit";
import LabelImportant from "@mui/icons-material/LabelImportant";
import LabelImportantOutline from "@mui/icons-material/LabelImportantOutlined";
import Star from "@mui/icons-material/Star";
import StarBorder from "@mui/icons-material/StarBorder";
import { Box, Checkbox, Chip, IconButton, Link, Stack, Typography } from "@mui/material";
import type { Todo, TodoTag } from "@sannidhi/contracts";
import { formatDateTime } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";

/** One todo: done box, title (opens it), tags, due date, who it is for, star and importance. */
export function TodoRow({
  todo,
  tags,
  me,
  now,
  onToggle,
  onOpen,
}: {
  todo: Todo;
  tags: Map<string, TodoTag>;
  me: string | undefined;
  now: Date;
  onToggle(flag: "done" | "starred" | "important", value: boolean): void;
  onOpen(): void;
}) {
  const { t, i18n } = useTranslation("tasks");
  const overdue = !todo.done && todo.dueDate !== null && new Date(todo.dueDate) < now;
  const unread = !todo.read && todo.assigneeId === me;
  const other =
    todo.assignee && todo.assignee.id !== me
      ? t("todo.assignedTo", { name: todo.assignee.name })
      : todo.owner.id !== me
        ? t("todo.assignedBy", { name: todo.owner.name })
        : null;
  return (
    <Stack direction="row" alignItems="flex-start" spacing={0.5} sx={{ py: 0.5, pr: 1 }}>
      <Checkbox
        checked={todo.done}
        onChange={(e) => onToggle("done", e.target.checked)}
        slotProps={{ input: { "aria-label": t("todo.markDone", { title: todo.title }) } }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, pt: 1 }}>
        <Link
          component="button"
          type="button"
          underline="hover"
          color="inherit"
          onClick={onOpen}
          sx={{
            textAlign: "left",
            fontWeight: unread ? 700 : 500,
            textDecoration: todo.done ? "line-through" : undefined,
          }}
        >
          {todo.title}
        </Link>
        {todo.note && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {todo.note}
          </Typography>
        )}
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: "wrap" }} useFlexGap>
          {unread && <Chip size="small" color="info" label={t("todo.new")} />}
          {todo.tag.map((id) => {
            const tag = tags.get(id);
            return tag ? <Chip key={id} size="small" variant="outlined" label={tag.name} /> : null;
          })}
          {todo.dueDate && (
            <Chip
              size="small"
              color={overdue ? "error" : "default"}
              label={t(overdue ? "todo.overdueOn" : "todo.dueOn", {
                when: formatDateTime(todo.dueDate, i18n.language),
              })}
            />
          )}
          {other && <Chip size="small" variant="outlined" label={other} />}
        </Stack>
      </Box>
      <IconButton
        aria-label={t("todo.star", { title: todo.title })}
        aria-pressed={todo.starred}
        onClick={() => onToggle("starred", !todo.starred)}
      >
        {todo.starred ? <Star color="warning" /> : <StarBorder />}
      </IconButton>
      <IconButton
        aria-label={t("todo.important", { title: todo.title })}
        aria-pressed={todo.important}
        onClick={() => onToggle("important", !todo.important)}
      >
        {todo.important ? <LabelImportant color="error" /> : <LabelImportantOutline />}
      </IconButton>
      <IconButton aria-label={t("todo.edit", { title: todo.title })} onClick={onOpen}>
        <Edit />
      </IconButton>
    </Stack>
  );
}
