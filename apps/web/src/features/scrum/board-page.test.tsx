import type { ScrumBoard } from "@sannidhi/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, fakeToken, mockApi, renderAt } from "../../../test/render";
import BoardPage from "./board-page";

const ME = "50000000-0000-4000-8000-000000000001";
const GOPAL = "50000000-0000-4000-8000-000000000002";
const BOARD = "80000000-0000-4000-8000-000000000001";
const TODO = "81000000-0000-4000-8000-000000000001";
const DONE = "81000000-0000-4000-8000-000000000002";
const CARD = "82000000-0000-4000-8000-000000000001";
const URGENT = "83000000-0000-4000-8000-000000000001";
const slow = { timeout: 8000 };

function board(): ScrumBoard {
  return {
    id: BOARD,
    title: "Vaikunta Ekadasi preparations",
    members: [ME, GOPAL],
    list: [
      {
        id: TODO,
        title: "To do",
        cardList: [
          {
            id: CARD,
            title: "Queue barricades",
            coverImage: null,
            members: [GOPAL],
            labels: [URGENT],
            description: "From the east tower",
            attachments: [],
            comments: [
              {
                id: "c1",
                uid: GOPAL,
                text: "60 barricades on Tuesday",
                time: "2026-01-08T05:00:00Z",
              },
            ],
          },
        ],
      },
      { id: DONE, title: "Done", cardList: [] },
    ],
  };
}

function api(answer: (path: string, body: unknown) => { status?: number; body?: unknown }) {
  localStorage.setItem("accessToken", fakeToken(900, ME));
  const write = (path: string) => (body: unknown) => answer(path, body);
  return mockApi({
    "GET /api/auth/profile": () => ({
      body: { status: "success", user: { id: ME, role: "editor", name: "Asha" } },
    }),
    "GET /api/scrum-board": () => ({ body: { status: "success", data: board() } }),
    "GET /api/scrum-board/all-label": () => ({
      body: { status: "success", data: [{ id: URGENT, title: "Urgent", color: "error" }] },
    }),
    "GET /api/scrum-board/all-member": () => ({
      body: {
        status: "success",
        data: [
          { id: ME, name: "Asha Rao", avatar: null },
          { id: GOPAL, name: "Gopal Krishnan", avatar: null },
        ],
      },
    }),
    "POST /api/scrum-board/add-card": write("add-card"),
    "POST /api/scrum-board/update-card": write("update-card"),
  });
}
const render = () => renderAt(`/scrum-board/${BOARD}`, <BoardPage />, "/scrum-board/:id");

describe("/scrum-board/:id (issue 12)", { timeout: 30_000 }, () => {
  it("shows the columns with their cards, labels, members and comment counts", async () => {
    api(() => ({ body: { status: "success", data: board() } }));
    await render();
    const card = await screen.findByRole("button", { name: "Card Queue barricades" }, slow);
    expect(within(card).getByText("Urgent")).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Comments: 1" })).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Gopal Krishnan" })).toBeInTheDocument();
    const columns = within(screen.getByRole("list", { name: "Columns" })).getAllByRole("listitem");
    expect(columns.map((c) => c.getAttribute("aria-label"))).toEqual([
      "Column To do, cards: 1",
      "Column Done, cards: 0",
    ]);
  });

  it("adds a card with the spec's body, and checks its title as the server would", async () => {
    const spy = api(() => ({ body: { status: "success", data: board() } }));
    const user = userEvent.setup();
    await render();
    const done = (await screen.findByRole(
      "listitem",
      { name: "Column Done, cards: 0" },
      slow,
    )) as HTMLElement;
    await user.click(within(done).getByRole("button", { name: "Add a card" }));
    const title = within(done).getByRole("textbox", { name: "Card title" });
    await user.click(title);
    await user.paste("x".repeat(201));
    expect(within(done).getByRole("button", { name: "Add card" })).toBeDisabled();
    expect(within(done).getByText("Card title must be at most 200 characters")).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, "Print the token slips");
    await user.click(within(done).getByRole("button", { name: "Add card" }));
    await waitFor(() => expect(callsTo(spy, "/api/scrum-board/add-card")).toHaveLength(1));
    expect(callsTo(spy, "/api/scrum-board/add-card")[0]!.body).toEqual({
      boardId: BOARD,
      listId: DONE,
      cardTitle: "Print the token slips",
    });
  });

  it("opens a card with Enter and sends a new comment after the existing ones", async () => {
    const spy = api(() => ({ body: { status: "success", data: board() } }));
    const user = userEvent.setup();
    await render();
    (await screen.findByRole("button", { name: "Card Queue barricades" }, slow)).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Card" });
    expect(within(dialog).getByRole("textbox", { name: "Description" })).toHaveValue(
      "From the east tower",
    );
    expect(within(dialog).getByText("60 barricades on Tuesday")).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole("textbox", { name: "Write a comment" }),
      "Signs printed",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(callsTo(spy, "/api/scrum-board/update-card")).toHaveLength(1));
    expect(callsTo(spy, "/api/scrum-board/update-card")[0]!.body).toEqual({
      boardId: BOARD,
      listId: TODO,
      card: {
        id: CARD,
        comments: [{ id: "c1", text: "60 barricades on Tuesday" }, { text: "Signs printed" }],
      },
    });
  });

  it("says so when someone else changed the board at the same moment", async () => {
    api(() => ({
      status: 409,
      body: { status: "error", code: "CONFLICT", error: "Someone else changed this board" },
    }));
    const user = userEvent.setup();
    await render();
    (await screen.findByRole("button", { name: "Card Queue barricades" }, slow)).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Card" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(/Someone else changed this board at the same moment/),
    ).toBeInTheDocument();
  });
});
