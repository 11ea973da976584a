import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import DragIndicator from "@mui/icons-material/DragIndicator";
import { Box, IconButton, List, ListItem } from "@mui/material";
import type { Todo } from "@sannidhi/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The todo list, reordered by dragging a row's handle: mouse, press-and-hold on touch, or Space
 * and the arrow keys (dnd-kit, decision 110). Reports the whole new order of the shown todos.
 */
export function SortableTodoList({
  todos,
  renderRow,
  onReorder,
  disabled = false,
}: {
  todos: Todo[];
  renderRow(todo: Todo): ReactNode;
  onReorder(ordered: Todo[]): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("tasks");
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 220, tolerance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
    }),
  );
  const titleOf = (id: unknown) => todos.find((x) => x.id === id)?.title ?? "";
  const place = (id: unknown) => todos.findIndex((x) => x.id === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = todos.findIndex((x) => x.id === active.id);
    const to = todos.findIndex((x) => x.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(todos, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t("todo.dnd.instructions") },
        announcements: {
          onDragStart: ({ active }) => t("dnd.pickedUp", { name: titleOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t("todo.dnd.over", {
                  name: titleOf(active.id),
                  position: place(over.id),
                  count: todos.length,
                })
              : t("todo.dnd.nowhere", { name: titleOf(active.id) }),
          onDragEnd: ({ active, over }) =>
            t("todo.dnd.dropped", {
              name: titleOf(active.id),
              position: place(over?.id ?? active.id),
              count: todos.length,
            }),
          onDragCancel: ({ active }) => t("dnd.cancelled", { name: titleOf(active.id) }),
        },
      }}
    >
      <SortableContext items={todos.map((x) => x.id)} strategy={verticalListSortingStrategy}>
        <List aria-label={t("todo.list")} disablePadding>
          {todos.map((todo) => (
            <SortableRow key={todo.id} todo={todo} disabled={disabled}>
              {renderRow(todo)}
            </SortableRow>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  todo,
  disabled,
  children,
}: {
  todo: Todo;
  disabled: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("tasks");
  const sortable = useSortable({ id: todo.id, disabled });
  return (
    <ListItem
      ref={sortable.setNodeRef}
      divider
      disableGutters
      data-todo={todo.title}
      sx={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.5 : 1,
        bgcolor: sortable.isDragging ? "action.selected" : undefined,
        alignItems: "flex-start",
      }}
    >
      <IconButton
        size="small"
        ref={sortable.setActivatorNodeRef}
        aria-label={t("todo.move", { title: todo.title })}
        disabled={disabled}
        sx={{ cursor: "grab", touchAction: "none", mt: 0.5 }}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
    </ListItem>
  );
}
