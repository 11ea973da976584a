import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import DragIndicator from "@mui/icons-material/DragIndicator";
import { Box, IconButton, Paper, Stack, Typography } from "@mui/material";
import type { KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { columnKey } from "./kanban-moves";

interface ColumnProps<C extends { id: string; title: string }> {
  id: string;
  title: string;
  cards: C[];
  header?: ReactNode;
  footer?: ReactNode;
  renderCard(card: C): ReactNode;
  onOpenCard?(card: C): void;
  disabled: boolean;
  /** Columns can be reordered (the handle shows). */
  canMove: boolean;
}

/** One column: a handle to move it, its cards (sortable among every column's), its footer. */
export function KanbanColumn<C extends { id: string; title: string }>({
  id,
  title,
  cards,
  header,
  footer,
  renderCard,
  onOpenCard,
  disabled,
  canMove,
}: ColumnProps<C>) {
  const { t } = useTranslation("tasks");
  const sortable = useSortable({ id: columnKey(id), disabled: disabled || !canMove });
  return (
    <Paper
      ref={sortable.setNodeRef}
      variant="outlined"
      role="listitem"
      aria-label={t("dnd.column", { title, count: cards.length })}
      data-column={title}
      sx={{
        width: 288,
        flex: "0 0 288px",
        p: 1,
        bgcolor: "action.hover",
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.5 : 1,
      }}
    >
      <Stack direction="row" alignItems="center" spacing={0.5} sx={{ mb: 1 }}>
        {canMove && (
          <IconButton
            size="small"
            ref={sortable.setActivatorNodeRef}
            aria-label={t("dnd.moveColumn", { title })}
            disabled={disabled}
            sx={{ cursor: "grab", touchAction: "none" }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        )}
        {header ?? (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        )}
      </Stack>
      <SortableContext items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <Stack spacing={1} sx={{ minHeight: 48 }} role="group" aria-label={title}>
          {cards.map((card) => (
            <SortableCard
              key={card.id}
              card={card}
              disabled={disabled}
              onOpen={onOpenCard}
              render={renderCard}
            />
          ))}
        </Stack>
      </SortableContext>
      {footer && <Box sx={{ mt: 1 }}>{footer}</Box>}
    </Paper>
  );
}

/**
 * A card: the whole card is what one drags (mouse, press-and-hold on touch, or Space on the
 * keyboard); a click or Enter opens it. One focusable element, no button inside a button.
 */
function SortableCard<C extends { id: string; title: string }>({
  card,
  disabled,
  onOpen,
  render,
}: {
  card: C;
  disabled: boolean;
  onOpen?(card: C): void;
  render(card: C): ReactNode;
}) {
  const { t } = useTranslation("tasks");
  const sortable = useSortable({ id: card.id, disabled });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    sortable.listeners?.onKeyDown?.(e);
    if (e.key === "Enter" && !sortable.isDragging && onOpen) {
      e.preventDefault();
      onOpen(card);
    }
  };
  return (
    <Box
      ref={sortable.setNodeRef}
      data-card={card.title}
      sx={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.4 : 1,
        borderRadius: 1,
        cursor: disabled ? "default" : "grab",
        "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main" },
      }}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={t("dnd.card", { title: card.title })}
      onKeyDown={onKeyDown}
      onClick={() => onOpen?.(card)}
    >
      {render(card)}
    </Box>
  );
}
