import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { isColumn } from "./kanban-moves";

/**
 * dnd-kit's sortable keyboard moves, told which targets a card may reach. A column's box holds
 * its cards, so for a card the column it is in lies "to the left" of it and would always be the
 * nearest target: moving left would go nowhere. A card therefore moves up and down among cards,
 * and left and right to the cards and boxes of the other columns (an empty column included).
 * Columns themselves move with the library's own rule.
 */
export const kanbanKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableContainers, droppableRects } = args.context;
  if (!active || !collisionRect || isColumn(active.id)) {
    return sortableKeyboardCoordinates(event, args);
  }
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + collisionRect.height / 2;
  const around = (id: unknown) => {
    const r = droppableRects.get(id as string);
    return !!r && x >= r.left && x <= r.left + r.width && y >= r.top && y <= r.top + r.height;
  };
  const sideways = event.code === "ArrowLeft" || event.code === "ArrowRight";
  const keep = [...droppableContainers.entries()].filter(
    ([id]) => !isColumn(id) || (sideways && !around(id)),
  );
  // The same kind of map the context holds (its class is not exported), with fewer entries.
  const Same = droppableContainers.constructor as new (
    entries: typeof keep,
  ) => typeof droppableContainers;
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: new Same(keep) },
  });
};
