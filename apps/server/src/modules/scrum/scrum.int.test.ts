import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { layout, scrumClient } from "../../../test/scrum.js";
import { createUser } from "../../../test/users.js";

const ctx = await createTestApp();
const { post, ok, get, boardWith } = scrumClient(ctx);
const [lakshmi, gopal, outsider, devotee] = [
  await createUser(ctx, "admin"),
  await createUser(ctx, "editor"),
  await createUser(ctx, "editor"),
  await createUser(ctx, "user"),
];

describe("boards and their members (spec section 7)", () => {
  it("makes a board whose maker is its first member, listed in all-board with its size", async () => {
    const board = await boardWith(lakshmi, { "To do": ["Order flowers", "Book musicians"] });
    expect(board).toMatchObject({ title: "Vaikunta Ekadasi preparations", members: [lakshmi.id] });
    const all = await ctx.app.inject({
      url: "/api/scrum-board/all-board",
      headers: lakshmi.headers,
    });
    expect(all.json().data).toContainEqual(
      expect.objectContaining({ id: board.id, members: [lakshmi.id], columns: 1, cards: 2 }),
    );
  });

  it("is invisible and untouchable for staff who are not members", async () => {
    const board = await boardWith(lakshmi, { "To do": ["Private card"] });
    const [list] = board.list;
    expect((await get(outsider, board.id)).statusCode).toBe(404);
    const all = await ctx.app.inject({
      url: "/api/scrum-board/all-board",
      headers: outsider.headers,
    });
    expect(all.json().data.map((b: { id: string }) => b.id)).not.toContain(board.id);
    const card = list!.cardList[0]!;
    const writes: [string, object][] = [
      ["add-column", { boardId: board.id, listTitle: "Mine now" }],
      ["add-card", { boardId: board.id, listId: list!.id, cardTitle: "Sneaky" }],
      ["rename-column", { boardId: board.id, listId: list!.id, listTitle: "Renamed" }],
      ["update-card", { boardId: board.id, listId: list!.id, card: { id: card.id, title: "X" } }],
      ["add-member", { boardId: board.id, memberId: outsider.id }],
      ["delete-column", { boardId: board.id, listId: list!.id }],
      ["reorder-card", { boardId: board.id, listId: list!.id, startIndex: 0, endIndex: 0 }],
    ];
    for (const [path, body] of writes) {
      const res = await post(outsider, path, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ status: "error", code: "NOT_FOUND" });
    }
    const after = (await get(lakshmi, board.id)).json().data;
    expect(after).toEqual(board);
  });

  it("lets a member add staff, never devotees, and keeps at least one member", async () => {
    const board = await boardWith(lakshmi, { Doing: ["Wash the chariot"] });
    const toDevotee = await post(lakshmi, "add-member", {
      boardId: board.id,
      memberId: devotee.id,
    });
    expect(toDevotee.statusCode).toBe(400);
    const joined = await ok(lakshmi, "add-member", { boardId: board.id, memberId: gopal.id });
    expect(joined.members).toEqual([lakshmi.id, gopal.id]);
    // Gopal now sees it and is put on the card; when he leaves he leaves the card too.
    expect((await get(gopal, board.id)).statusCode).toBe(200);
    const card = joined.list[0]!.cardList[0]!;
    const assigned = await ok(gopal, "update-card", {
      boardId: board.id,
      listId: joined.list[0]!.id,
      card: { id: card.id, members: [gopal.id, lakshmi.id] },
    });
    expect(assigned.list[0]!.cardList[0]!.members.sort()).toEqual([gopal.id, lakshmi.id].sort());
    const left = await ok(lakshmi, "delete-member", { boardId: board.id, memberId: gopal.id });
    expect(left.members).toEqual([lakshmi.id]);
    expect(left.list[0]!.cardList[0]!.members).toEqual([lakshmi.id]);
    expect((await get(gopal, board.id)).statusCode).toBe(404);
    const last = await post(lakshmi, "delete-member", { boardId: board.id, memberId: lakshmi.id });
    expect(last.statusCode).toBe(409);
  });

  it("all-member lists active staff by name and avatar, no devotees", async () => {
    const res = await ctx.app.inject({
      url: "/api/scrum-board/all-member",
      headers: gopal.headers,
    });
    const ids = res.json().data.map((m: { id: string }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([lakshmi.id, gopal.id, outsider.id]));
    expect(ids).not.toContain(devotee.id);
    expect(res.json().data[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      avatar: null,
    });
  });
});

describe("columns and cards", () => {
  it("adds, renames, reorders and deletes columns, renumbering the rest", async () => {
    let board = await boardWith(lakshmi, { Backlog: ["A"], Doing: ["B"], Done: ["C"] });
    board = await ok(lakshmi, "rename-column", {
      boardId: board.id,
      listId: board.list[1]!.id,
      listTitle: "In progress",
    });
    board = await ok(lakshmi, "reorder-list", { boardId: board.id, startIndex: 2, endIndex: 0 });
    expect(layout(board)).toEqual({ Done: ["C"], Backlog: ["A"], "In progress": ["B"] });
    expect(board.list.map((c) => c.title)).toEqual(["Done", "Backlog", "In progress"]);
    board = await ok(lakshmi, "delete-column", { boardId: board.id, listId: board.list[1]!.id });
    expect(board.list.map((c) => c.title)).toEqual(["Done", "In progress"]);
    board = await ok(lakshmi, "add-column", { boardId: board.id, listTitle: "Later" });
    expect(board.list.map((c) => c.title)).toEqual(["Done", "In progress", "Later"]);
  });

  it("reorders cards in a column and moves them between columns, as the spec's indexes say", async () => {
    let board = await boardWith(lakshmi, {
      "To do": ["Garlands", "Lamps", "Prasadam"],
      Done: ["Invitations"],
    });
    const [todo, done] = board.list;
    board = await ok(lakshmi, "reorder-card", {
      boardId: board.id,
      listId: todo!.id,
      startIndex: 2,
      endIndex: 0,
    });
    expect(layout(board)["To do"]).toEqual(["Prasadam", "Garlands", "Lamps"]);
    board = await ok(lakshmi, "move-card", {
      boardId: board.id,
      sourcelistId: todo!.id,
      destinationlistId: done!.id,
      source: 1,
      destination: 1,
    });
    expect(layout(board)).toEqual({
      "To do": ["Prasadam", "Lamps"],
      Done: ["Invitations", "Garlands"],
    });
    // Moving within one column through move-card is a reorder.
    board = await ok(lakshmi, "move-card", {
      boardId: board.id,
      sourcelistId: done!.id,
      destinationlistId: done!.id,
      source: 1,
      destination: 0,
    });
    expect(layout(board).Done).toEqual(["Garlands", "Invitations"]);
    const lamps = board.list[0]!.cardList[1]!;
    board = await ok(lakshmi, "delete-card", {
      boardId: board.id,
      listId: todo!.id,
      cardId: lamps.id,
    });
    expect(layout(board)["To do"]).toEqual(["Prasadam"]);
  });

  it("refuses bad moves with the error envelope and changes nothing", async () => {
    const board = await boardWith(lakshmi, { "To do": ["One", "Two"], Done: [] });
    const other = await boardWith(lakshmi, { Elsewhere: ["Far"] });
    const [todo, done] = board.list;
    const move = (changes: object) =>
      post(lakshmi, "move-card", {
        boardId: board.id,
        sourcelistId: todo!.id,
        destinationlistId: done!.id,
        source: 0,
        destination: 0,
        ...changes,
      });
    const cases: [object, number, string][] = [
      [{ destinationlistId: other.list[0]!.id }, 400, "The column is not on this board"],
      [{ sourcelistId: other.list[0]!.id }, 400, "The column is not on this board"],
      [{ source: 2 }, 400, "source is out of range"],
      [{ destination: 1 }, 400, "destination is out of range"],
      [{ source: -1 }, 400, "source cannot be negative"],
      [{ destination: 1.5 }, 400, "destination must be a whole number"],
      [{ source: "0" }, 400, "source must be a number"],
      [{ boardId: crypto.randomUUID() }, 404, "Board not found"],
      [{ destinationlistId: "nope" }, 400, "destinationlistId is not valid"],
      [{ cardId: other.list[0]!.cardList[0]!.id }, 409, "Someone else changed this board"],
    ];
    for (const [changes, status, message] of cases) {
      const res = await move(changes);
      expect(res.statusCode, JSON.stringify(changes)).toBe(status);
      expect(res.json().error).toContain(message);
    }
    const reorder = await post(lakshmi, "reorder-card", {
      boardId: board.id,
      listId: todo!.id,
      startIndex: 0,
      endIndex: 2,
    });
    expect(reorder.statusCode).toBe(400);
    const list = await post(lakshmi, "reorder-list", {
      boardId: board.id,
      startIndex: 5,
      endIndex: 0,
    });
    expect(list.statusCode).toBe(400);
    const long = [
      ["add-board", { title: "t".repeat(10_000) }],
      ["add-column", { boardId: board.id, listTitle: "t".repeat(10_000) }],
      ["add-card", { boardId: board.id, listId: todo!.id, cardTitle: "t".repeat(10_000) }],
      ["add-card", { boardId: board.id, listId: todo!.id, cardTitle: "   " }],
      ["add-card", { boardId: board.id, listId: other.list[0]!.id, cardTitle: "Wrong board" }],
    ] as const;
    for (const [path, body] of long) {
      expect((await post(lakshmi, path, body)).statusCode, path).toBe(400);
    }
    expect((await get(lakshmi, board.id)).json().data).toEqual(board);
    expect((await get(lakshmi, other.id)).json().data).toEqual(other);
  });
});
