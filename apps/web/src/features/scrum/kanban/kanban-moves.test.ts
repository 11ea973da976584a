import { describe, expect, it } from "vitest";
import { applyCardMove, applyColumnMove, columnKey, findColumn, target } from "./kanban-moves";

const items = { todo: ["a", "b", "c"], doing: ["d"], done: [] as string[] };

describe("kanban moves (what a drop means in the spec's terms)", () => {
  it("finds a card's column, and a column from its own key", () => {
    expect(findColumn(items, "d")).toBe("doing");
    expect(findColumn(items, columnKey("done"))).toBe("done");
    expect(findColumn(items, "zzz")).toBeUndefined();
  });

  it("a card dropped on a card of its own column takes that card's place", () => {
    expect(target(items, "a", "c")).toEqual({ column: "todo", index: 2, count: 3 });
    expect(target(items, "c", "a")).toEqual({ column: "todo", index: 0, count: 3 });
  });

  it("in another column it goes before the card, or after it when dropped on its lower half", () => {
    expect(target(items, "b", "d")).toEqual({ column: "doing", index: 0, count: 2 });
    expect(target(items, "b", "d", true)).toEqual({ column: "doing", index: 1, count: 2 });
  });

  it("dropped on a column it goes last, an empty column included", () => {
    expect(target(items, "a", columnKey("done"))).toEqual({ column: "done", index: 0, count: 1 });
    expect(target(items, "d", columnKey("todo"))).toEqual({ column: "todo", index: 3, count: 4 });
    expect(target(items, "a", columnKey("todo"))).toEqual({ column: "todo", index: 2, count: 3 });
    expect(target(items, "a", "nowhere")).toBeNull();
  });

  it("applies a card move and a column move to a board, keeping every card once", () => {
    const board = [
      { id: "todo", cards: [{ id: "a" }, { id: "b" }] },
      { id: "done", cards: [{ id: "c" }] },
    ];
    const moved = applyCardMove(board, {
      cardId: "b",
      fromColumn: "todo",
      fromIndex: 1,
      toColumn: "done",
      toIndex: 0,
    });
    expect(moved.map((c) => c.cards.map((k) => k.id))).toEqual([["a"], ["b", "c"]]);
    const same = applyCardMove(board, {
      cardId: "a",
      fromColumn: "todo",
      fromIndex: 0,
      toColumn: "todo",
      toIndex: 1,
    });
    expect(same[0]?.cards.map((k) => k.id)).toEqual(["b", "a"]);
    expect(
      applyColumnMove(board, { columnId: "done", fromIndex: 1, toIndex: 0 }).map((c) => c.id),
    ).toEqual(["done", "todo"]);
  });
});
