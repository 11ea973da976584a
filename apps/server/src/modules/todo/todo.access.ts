import {
  type AccessFixture,
  type AccessRow,
  type Actor,
  STAFF_ONLY,
} from "../../../test/access.js";

/** A todo of the caller's own (staff), or any id (the refusal comes before any lookup). */
async function ownTodo(f: AccessFixture, actor: Actor): Promise<string> {
  if (actor === "anonymous" || actor === "devoteeA" || actor === "devoteeB") {
    return crypto.randomUUID();
  }
  const res = await f.ctx.app.inject({
    method: "POST",
    url: "/api/todo/add",
    headers: f.users[actor].headers,
    payload: { todo: { title: "Matrix todo" } },
  });
  return res.json().data.id as string;
}

/** A tag the caller made (staff), so each may delete it. */
async function ownTag(f: AccessFixture, actor: Actor): Promise<string> {
  if (actor === "anonymous" || actor === "devoteeA" || actor === "devoteeB") {
    return crypto.randomUUID();
  }
  const res = await f.ctx.app.inject({
    method: "POST",
    url: "/api/todo/tag/add",
    headers: f.users[actor].headers,
    payload: { tag: { name: `matrix-${crypto.randomUUID().slice(0, 8)}` } },
  });
  return res.json().data.id as string;
}

export const access: AccessRow[] = [
  { method: "GET", route: "/api/todo/all", expect: STAFF_ONLY },
  {
    method: "GET",
    route: "/api/todo",
    request: async (f, actor) => ({ url: `/api/todo?id=${await ownTodo(f, actor)}` }),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/todo/add",
    request: () => ({ url: "/api/todo/add", payload: { todo: { title: "Matrix" } } }),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/todo/update",
    request: async (f, actor) => ({
      url: "/api/todo/update",
      payload: { todo: { id: await ownTodo(f, actor), done: true } },
    }),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/todo/delete",
    request: async (f, actor) => ({
      url: "/api/todo/delete",
      payload: { todo: { id: await ownTodo(f, actor) } },
    }),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/todo/reorder",
    request: async (f, actor) => ({
      url: "/api/todo/reorder",
      payload: { todoList: [{ id: await ownTodo(f, actor) }, { id: await ownTodo(f, actor) }] },
    }),
    expect: STAFF_ONLY,
  },
  { method: "GET", route: "/api/todo/tag", expect: STAFF_ONLY },
  {
    method: "POST",
    route: "/api/todo/tag/add",
    request: () => ({
      url: "/api/todo/tag/add",
      payload: { tag: { name: `matrix-${crypto.randomUUID().slice(0, 8)}` } },
    }),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/todo/tag/delete",
    request: async (f, actor) => ({
      url: "/api/todo/tag/delete",
      payload: { tag: { id: await ownTag(f, actor) } },
    }),
    expect: STAFF_ONLY,
  },
];
