/**
 * The board's layout while dragging: column id → card ids, in column order. Column and card ids
 * are never integer-like strings (UUIDs, or names in the style guide), so key order is kept.
 */
export type KanbanItems = Record<string, string[]>;

/** What the person did, in the spec's terms (move-card and reorder-list indexes). */
export interface CardMove {
  cardId: string;
  fromColumn: string;
  fromIndex: number;
  toColumn: string;
  toIndex: number;
}
export interface ColumnMove {
  columnId: string;
  fromIndex: number;
  toIndex: number;
}

/** Columns and cards share one drag context; a prefix tells a column's id from a card's. */
export const COLUMN_PREFIX = "column:";
export const columnKey = (id: string) => `${COLUMN_PREFIX}${id}`;

export function layoutOf(columns: { id: string; cards: { id: string }[] }[]): KanbanItems {
  return Object.fromEntries(columns.map((c) => [c.id, c.cards.map((k) => k.id)]));
}

/** The column an id stands for: a column's own key, or the column holding that card. */
export function findColumn(items: KanbanItems, id: string): string | undefined {
  if (id.startsWith(COLUMN_PREFIX)) {
    const column = id.slice(COLUMN_PREFIX.length);
    return column in items ? column : undefined;
  }
  return Object.keys(items).find((column) => items[column]?.includes(id));
}

export function positionOf(items: KanbanItems, cardId: string) {
  const column = findColumn(items, cardId);
  return column ? { column, index: items[column]?.indexOf(cardId) ?? -1 } : undefined;
}

export const isColumn = (id: unknown): boolean =>
  typeof id === "string" && id.startsWith(COLUMN_PREFIX);
export const columnOf = (id: unknown): string => String(id).slice(COLUMN_PREFIX.length);

/**
 * Where a dragged card lands when dropped on `overId`: on a card of its own column it takes that
 * card's place (the sortable list's rule); on a card of another column it goes before it, or after
 * it when dropped on its lower half (`below`); on a column itself it goes last.
 */
export function target(
  items: KanbanItems,
  cardId: string,
  overId: string,
  below = false,
): { column: string; index: number; count: number } | null {
  const origin = positionOf(items, cardId);
  const column = findColumn(items, overId);
  if (!origin || !column) return null;
  const list = items[column] ?? [];
  const same = origin.column === column;
  const count = same ? list.length : list.length + 1;
  if (isColumn(overId)) return { column, index: count - 1, count };
  const at = list.indexOf(overId);
  return { column, index: same ? at : at + (below ? 1 : 0), count };
}

/** Applies a card move to any board shaped as columns of cards (for optimistic updates). */
export function applyCardMove<C extends { id: string }, L extends { id: string; cards: C[] }>(
  columns: L[],
  move: CardMove,
): L[] {
  const card = columns.find((c) => c.id === move.fromColumn)?.cards[move.fromIndex];
  if (!card) return columns;
  const without = columns.map((c) =>
    c.id === move.fromColumn ? { ...c, cards: c.cards.filter((k) => k.id !== card.id) } : c,
  );
  return without.map((c) => {
    if (c.id !== move.toColumn) return c;
    const cards = [...c.cards];
    cards.splice(move.toIndex, 0, card);
    return { ...c, cards };
  });
}

export function applyColumnMove<L>(columns: L[], move: ColumnMove): L[] {
  const next = [...columns];
  const [moved] = next.splice(move.fromIndex, 1);
  if (moved !== undefined) next.splice(move.toIndex, 0, moved);
  return next;
}
