import type { Todo } from "@sannidhi/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, fakeToken, mockApi } from "../../../test/render";
import { queriesTo, renderCms } from "../cms/cms-test-utils";
import TodoPage from "./todo-page";

const ME = "50000000-0000-4000-8000-000000000001";
const RAVI = "50000000-0000-4000-8000-000000000002";
const FESTIVAL = "60000000-0000-4000-8000-000000000001";
const slow = { timeout: 8000 };

let n = 0;
function todo(over: Partial<Todo> = {}): Todo {
  n += 1;
  return {
    id: `70000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    title: `Todo ${n}`,
    note: "",
    important: false,
    starred: false,
    done: false,
    read: true,
    selected: false,
    startDate: null,
    dueDate: null,
    tag: [],
    assigneeId: null,
    assignee: null,
    owner: { id: ME, name: "Asha" },
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

function api(rows: Todo[]) {
  localStorage.setItem("accessToken", fakeToken(900, ME));
  return mockApi({
    "GET /api/auth/profile": () => ({
      body: { status: "success", user: { id: ME, role: "admin", name: "Asha" } },
    }),
    "GET /api/todo/all": () => ({
      body: { status: "success", data: rows, meta: { total: rows.length } },
    }),
    "GET /api/todo/tag": () => ({
      body: { status: "success", data: [{ id: FESTIVAL, name: "Festival" }] },
    }),
    "GET /api/scrum-board/all-member": () => ({
      body: {
        status: "success",
        data: [
          { id: ME, name: "Asha", avatar: null },
          { id: RAVI, name: "Ravi", avatar: null },
        ],
      },
    }),
    "POST /api/todo/add": (body) => ({ body: { status: "success", data: todo(body as Todo) } }),
    // Like the server, an update changes what the next list answer holds.
    "POST /api/todo/update": (body) => {
      const change = (body as { todo: Partial<Todo> & { id: string } }).todo;
      const i = rows.findIndex((r) => r.id === change.id);
      if (i >= 0) rows[i] = { ...rows[i]!, ...change };
      return { body: { status: "success", data: rows[i] } };
    },
  });
}

describe("/todo (issue 12)", { timeout: 30_000 }, () => {
  it("writes a filter chosen in the row of Filters to the URL, and Any takes it away", async () => {
    const spy = api([todo({ title: "Pay the florist" })]);
    const user = userEvent.setup();
    await renderCms("/todo?flag=important", <TodoPage />);
    await screen.findByRole("button", { name: "Pay the florist" }, slow);
    const filters = screen.getByRole("group", { name: "Filters" });
    const show = within(filters).getByRole("combobox", { name: "Show" });
    expect(show).toHaveTextContent("Important");

    await user.click(within(filters).getByRole("combobox", { name: "Tag" }));
    await user.click(await screen.findByRole("option", { name: "Festival" }));
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo(spy, "GET", "/api/todo/all").at(-1)!)).toEqual({
        flag: "important",
        tag: FESTIVAL,
      }),
    );
    await user.click(show);
    await user.click(await screen.findByRole("option", { name: "Any" }));
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo(spy, "GET", "/api/todo/all").at(-1)!)).toEqual({
        tag: FESTIVAL,
      }),
    );
  });

  it("asks the server for the filters in the URL and shows tags, due dates and whose it is", async () => {
    const spy = api([
      todo({
        title: "Pay the florist",
        dueDate: "2020-01-01T10:00:00.000Z",
        tag: [FESTIVAL],
        assigneeId: RAVI,
        assignee: { id: RAVI, name: "Ravi" },
      }),
      todo({
        title: "Read the circular",
        read: false,
        assigneeId: ME,
        owner: { id: RAVI, name: "Ravi" },
      }),
    ]);
    await renderCms(`/todo?flag=important&due=overdue&tag=${FESTIVAL}&q=florist`, <TodoPage />);
    await screen.findByRole("button", { name: "Pay the florist" }, slow);
    const list = screen.getByRole("list", { name: "Todos" });
    const florist = within(list).getByRole("button", { name: "Pay the florist" }).closest("li")!;
    expect(within(florist).getByText("Festival")).toBeInTheDocument();
    expect(within(florist).getByText(/^Overdue since/)).toBeInTheDocument();
    expect(within(florist).getByText("For Ravi")).toBeInTheDocument();
    const circular = within(list).getByRole("button", { name: "Read the circular" }).closest("li")!;
    expect(within(circular).getByText("New")).toBeInTheDocument();
    expect(within(circular).getByText("From Ravi")).toBeInTheDocument();
    expect(Object.fromEntries(queriesTo(spy, "GET", "/api/todo/all")[0]!)).toEqual({
      flag: "important",
      due: "overdue",
      tag: FESTIVAL,
      q: "florist",
    });
  });

  it("refuses an empty title in the form itself and sends the contract's body when valid", async () => {
    const spy = api([]);
    const user = userEvent.setup();
    await renderCms("/todo", <TodoPage />);
    await user.click(await screen.findByRole("button", { name: "Add todo" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "New todo" });
    await user.click(within(dialog).getByRole("button", { name: "Add todo" }));
    expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();
    expect(callsTo(spy, "/api/todo/add")).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Order banana leaves");
    await user.click(within(dialog).getByRole("checkbox", { name: "Important" }));
    await user.click(within(dialog).getByRole("combobox", { name: "Assigned to" }));
    await user.click(await screen.findByRole("option", { name: "Ravi" }));
    await user.click(within(dialog).getByRole("button", { name: "Add todo" }));
    await waitFor(() => expect(callsTo(spy, "/api/todo/add")).toHaveLength(1));
    expect(callsTo(spy, "/api/todo/add")[0]!.body).toEqual({
      todo: expect.objectContaining({
        title: "Order banana leaves",
        important: true,
        assigneeId: RAVI,
        tag: [],
      }),
    });
  });

  it("opening work assigned to me marks it read; ticking it off says so to the server", async () => {
    const unread = todo({ title: "Sign the cheque", read: false, assigneeId: ME });
    const spy = api([unread]);
    const user = userEvent.setup();
    await renderCms("/todo", <TodoPage />);
    await user.click(await screen.findByRole("button", { name: "Sign the cheque" }, slow));
    await waitFor(() =>
      expect(callsTo(spy, "/api/todo/update").map((c) => c.body)).toContainEqual({
        todo: { id: unread.id, read: true },
      }),
    );
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("checkbox", { name: "Done: Sign the cheque" }));
    await waitFor(() =>
      expect(screen.getByRole("checkbox", { name: "Done: Sign the cheque" })).toBeChecked(),
    );
    await waitFor(() =>
      expect(callsTo(spy, "/api/todo/update").map((c) => c.body)).toContainEqual({
        todo: { id: unread.id, done: true },
      }),
    );
  });
});
