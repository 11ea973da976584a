import {
  type AccessFixture,
  type AccessRow,
  type Actor,
  STAFF_ONLY,
} from "../../../test/access.js";

interface Board {
  boardId: string;
  listA: string;
  listB: string;
  cardId: string;
}

/**
 * A board of the caller's own with two columns and a card (staff), or made-up ids for callers
 * who are refused before any lookup.
 */
async function boardOf(f: AccessFixture, actor: Actor): Promise<Board> {
  if (actor === "anonymous" || actor === "devoteeA" || actor === "devoteeB") {
    const id = () => crypto.randomUUID();
    return { boardId: id(), listA: id(), listB: id(), cardId: id() };
  }
  const headers = f.users[actor].headers;
  const call = async (path: string, payload: object) => {
    const res = await f.ctx.app.inject({
      method: "POST",
      url: `/api/scrum-board/${path}`,
      headers,
      payload,
    });
    return res.json().data as { id: string; list: { id: string; cardList: { id: string }[] }[] };
  };
  const { id: boardId } = await call("add-board", { title: "Matrix board" });
  await call("add-column", { boardId, listTitle: "To do" });
  const withColumns = await call("add-column", { boardId, listTitle: "Done" });
  const [a, b] = withColumns.list;
  const withCard = await call("add-card", { boardId, listId: a!.id, cardTitle: "Card" });
  return { boardId, listA: a!.id, listB: b!.id, cardId: withCard.list[0]!.cardList[0]!.id };
}

/** A write to one of the caller's boards, its body built from the board. */
const write = (path: string, body: (b: Board, f: AccessFixture, actor: Actor) => object) => ({
  method: "POST" as const,
  route: `/api/scrum-board/${path}`,
  request: async (f: AccessFixture, actor: Actor) => ({
    url: `/api/scrum-board/${path}`,
    payload: body(await boardOf(f, actor), f, actor),
  }),
  expect: STAFF_ONLY,
});

/** Another staff member than the caller. */
const other = (f: AccessFixture, actor: Actor) =>
  (actor === "editor" ? f.users.admin : f.users.editor).id;

export const access: AccessRow[] = [
  { method: "GET", route: "/api/scrum-board/all-member", expect: STAFF_ONLY },
  { method: "GET", route: "/api/scrum-board/all-label", expect: STAFF_ONLY },
  { method: "GET", route: "/api/scrum-board/all-board", expect: STAFF_ONLY },
  {
    method: "GET",
    route: "/api/scrum-board",
    request: async (f, actor) => ({
      url: `/api/scrum-board?id=${(await boardOf(f, actor)).boardId}`,
    }),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/scrum-board/add-board",
    request: () => ({ url: "/api/scrum-board/add-board", payload: { title: "Matrix" } }),
    expect: STAFF_ONLY,
  },
  write("add-member", (b, f, actor) => ({ boardId: b.boardId, memberId: other(f, actor) })),
  {
    ...write("delete-member", () => ({})),
    request: async (f, actor) => {
      const b = await boardOf(f, actor);
      const memberId = other(f, actor);
      if (actor !== "anonymous" && !actor.startsWith("devotee")) {
        await f.ctx.app.inject({
          method: "POST",
          url: "/api/scrum-board/add-member",
          headers: f.users[actor as "editor"].headers,
          payload: { boardId: b.boardId, memberId },
        });
      }
      return { url: "/api/scrum-board/delete-member", payload: { boardId: b.boardId, memberId } };
    },
  },
  write("add-column", (b) => ({ boardId: b.boardId, listTitle: "Review" })),
  write("rename-column", (b) => ({ boardId: b.boardId, listId: b.listA, listTitle: "Doing" })),
  write("delete-column", (b) => ({ boardId: b.boardId, listId: b.listB })),
  write("reorder-list", (b) => ({ boardId: b.boardId, startIndex: 0, endIndex: 1 })),
  write("add-card", (b) => ({ boardId: b.boardId, listId: b.listA, cardTitle: "Another" })),
  write("update-card", (b) => ({
    boardId: b.boardId,
    listId: b.listA,
    card: { id: b.cardId, description: "Matrix" },
  })),
  write("delete-card", (b) => ({ boardId: b.boardId, listId: b.listA, cardId: b.cardId })),
  write("reorder-card", (b) => ({
    boardId: b.boardId,
    listId: b.listA,
    startIndex: 0,
    endIndex: 0,
  })),
  write("move-card", (b) => ({
    boardId: b.boardId,
    sourcelistId: b.listA,
    destinationlistId: b.listB,
    source: 0,
    destination: 0,
  })),
  {
    method: "POST",
    route: "/api/scrum-board/add-label",
    request: () => ({
      url: "/api/scrum-board/add-label",
      payload: { title: `Matrix ${crypto.randomUUID().slice(0, 8)}`, color: "green" },
    }),
    expect: STAFF_ONLY,
  },
];
