import type { ScrumBoard } from "@sannidhi/contracts";
import { expect } from "vitest";
import type { TestContext } from "./helpers.js";
import type { TestUser } from "./users.js";

/** Calls of the scrum board (spec section 7, `/api/scrum-board/…`) for board tests. */
export function scrumClient(ctx: TestContext) {
  const post = (who: TestUser, path: string, payload: object) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/scrum-board/${path}`,
      headers: who.headers,
      payload,
    });
  /** A write that must succeed; answers the board after it. */
  const ok = async (who: TestUser, path: string, payload: object): Promise<ScrumBoard> => {
    const res = await post(who, path, payload);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().data;
  };
  const get = async (who: TestUser, boardId: string) =>
    ctx.app.inject({ url: `/api/scrum-board?id=${boardId}`, headers: who.headers });
  /** A board with the given columns, each holding the given card titles. */
  const boardWith = async (who: TestUser, columns: Record<string, string[]>) => {
    let board = await ok(who, "add-board", { title: "Vaikunta Ekadasi preparations" });
    for (const title of Object.keys(columns)) {
      board = await ok(who, "add-column", { boardId: board.id, listTitle: title });
    }
    for (const [i, titles] of Object.values(columns).entries()) {
      for (const cardTitle of titles) {
        board = await ok(who, "add-card", {
          boardId: board.id,
          listId: board.list[i]!.id,
          cardTitle,
        });
      }
    }
    return board;
  };
  return { post, ok, get, boardWith };
}

/** Column title → its card titles, in board order: what a person sees on the board. */
export const layout = (board: ScrumBoard) =>
  Object.fromEntries(board.list.map((c) => [c.title, c.cardList.map((k) => k.title)]));
