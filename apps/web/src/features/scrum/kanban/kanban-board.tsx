import {
  type Active,
  type Announcements,
  type CollisionDetection,
  closestCenter,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  type Over,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { horizontalListSortingStrategy, SortableContext } from "@dnd-kit/sortable";
import { Box } from "@mui/material";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { KanbanColumn } from "./kanban-column";
import { kanbanKeyboardCoordinates } from "./kanban-keyboard";
import {
  type CardMove,
  type ColumnMove,
  columnKey,
  columnOf,
  isColumn,
  layoutOf,
  positionOf,
  target,
} from "./kanban-moves";

export interface KanbanColumnData<C> {
  id: string;
  title: string;
  cards: C[];
}

export interface KanbanBoardProps<C extends { id: string; title: string }> {
  columns: KanbanColumnData<C>[];
  renderCard(card: C): ReactNode;
  /** The column's heading beside its drag handle (title, menu). */
  renderColumnHeader?(column: KanbanColumnData<C>): ReactNode;
  /** Under the column's cards (e.g. "Add a card"). */
  renderColumnFooter?(column: KanbanColumnData<C>): ReactNode;
  onOpenCard?(card: C): void;
  onMoveCard(move: CardMove): void;
  onMoveColumn?(move: ColumnMove): void;
  /** Nothing can be moved (a read-only view, or while a change is being saved). */
  disabled?: boolean;
}

/**
 * The board's drag and drop (issue 12, decision 110): dnd-kit's sortable presets with mouse,
 * touch (press and hold) and keyboard sensors, and spoken announcements in the person's
 * language. Cards move within and between columns; columns move by their handle. Where a card
 * lands is decided once, on the drop (`target`), so the mouse, a finger and the keyboard all
 * end the same way. The board only reports moves; the page saves them.
 */
export function KanbanBoard<C extends { id: string; title: string }>({
  columns,
  renderCard,
  renderColumnHeader,
  renderColumnFooter,
  onOpenCard,
  onMoveCard,
  onMoveColumn,
  disabled = false,
}: KanbanBoardProps<C>) {
  const { t } = useTranslation("tasks");
  const items = useMemo(() => layoutOf(columns), [columns]);
  const [active, setActive] = useState<UniqueIdentifier | null>(null);
  const cards = useMemo(
    () => new Map(columns.flatMap((c) => c.cards.map((k) => [k.id, k] as const))),
    [columns],
  );
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // Press and hold, so a finger can still scroll the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 220, tolerance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: kanbanKeyboardCoordinates,
      // Space picks up and drops; Enter is left to open the card.
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
    }),
  );

  const nameOf = (id: UniqueIdentifier) =>
    isColumn(id) ? (byId.get(columnOf(id))?.title ?? "") : (cards.get(String(id))?.title ?? "");

  // A column is dropped among columns only; a card among cards and columns (an empty column
  // is a drop target too). The dragged item stays a candidate, so a drop in place moves nothing.
  const collisions: CollisionDetection = (args) =>
    isColumn(args.active.id)
      ? closestCenter({
          ...args,
          droppableContainers: args.droppableContainers.filter((c) => isColumn(c.id)),
        })
      : closestCorners(args);

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t("dnd.pickedUp", { name: nameOf(a.id) }),
    onDragOver: ({ active: a, over }) => {
      if (!over) return t("dnd.nowhere", { name: nameOf(a.id) });
      const spot = isColumn(a.id) ? null : spotOf(a, over);
      return spot
        ? t("dnd.over", { name: nameOf(a.id), ...describe(spot) })
        : t("dnd.overColumn", { name: nameOf(a.id), column: nameOf(over.id) });
    },
    onDragEnd: ({ active: a, over }) => {
      const spot = over && !isColumn(a.id) ? spotOf(a, over) : null;
      return spot
        ? t("dnd.dropped", { name: nameOf(a.id), ...describe(spot) })
        : t("dnd.droppedColumn", { name: nameOf(a.id) });
    },
    onDragCancel: ({ active: a }) => t("dnd.cancelled", { name: nameOf(a.id) }),
  };

  /** The drop spot for `a` over `over`, counting the lower half of a card as "after it". */
  const spotOf = (a: Active, over: Over) => {
    const dragged = a.rect.current.translated;
    const below =
      !!dragged && dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2;
    return target(items, String(a.id), String(over.id), below);
  };
  const describe = (spot: { column: string; index: number; count: number }) => ({
    column: byId.get(spot.column)?.title ?? "",
    position: spot.index + 1,
    count: spot.count,
  });

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    if (isColumn(a.id)) {
      const order = Object.keys(items);
      const from = order.indexOf(columnOf(a.id));
      const to = order.indexOf(columnOf(over.id));
      if (from >= 0 && to >= 0 && from !== to) {
        onMoveColumn?.({ columnId: order[from]!, fromIndex: from, toIndex: to });
      }
      return;
    }
    const origin = positionOf(items, String(a.id));
    const spot = spotOf(a, over);
    if (origin && spot && (origin.column !== spot.column || origin.index !== spot.index)) {
      onMoveCard({
        cardId: String(a.id),
        fromColumn: origin.column,
        fromIndex: origin.index,
        toColumn: spot.column,
        toIndex: spot.index,
      });
    }
  };

  const activeCard = active !== null && !isColumn(active) ? cards.get(String(active)) : undefined;
  const order = Object.keys(items);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={({ active: a }: DragStartEvent) => setActive(a.id)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("dnd.instructions") },
      }}
    >
      <SortableContext items={order.map(columnKey)} strategy={horizontalListSortingStrategy}>
        <Box
          sx={{ display: "flex", gap: 2, overflowX: "auto", pb: 2, alignItems: "flex-start" }}
          role="list"
          aria-label={t("dnd.columns")}
        >
          {columns.map((column) => (
            <KanbanColumn
              key={column.id}
              id={column.id}
              title={column.title}
              cards={column.cards}
              disabled={disabled}
              header={renderColumnHeader?.(column)}
              footer={renderColumnFooter?.(column)}
              renderCard={renderCard}
              onOpenCard={onOpenCard}
              canMove={!!onMoveColumn}
            />
          ))}
        </Box>
      </SortableContext>
      <DragOverlay>
        {activeCard ? <Box sx={{ cursor: "grabbing" }}>{renderCard(activeCard)}</Box> : null}
      </DragOverlay>
    </DndContext>
  );
}
