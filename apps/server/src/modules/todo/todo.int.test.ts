import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { ManualClock } from "../../lib/clock.js";

const ctx = await createTestApp();
const clock = new ManualClock(new Date("2026-01-10T06:00:00Z")); // 11:30 in India
ctx.app.ctx.clock = clock;
const [asha, ravi, meena, devotee] = [
  await createUser(ctx, "admin"),
  await createUser(ctx, "editor"),
  await createUser(ctx, "editor"),
  await createUser(ctx, "user"),
];

const post = (who: TestUser, url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers: who.headers, payload });
const get = (who: TestUser, url: string) => ctx.app.inject({ url, headers: who.headers });
async function add(who: TestUser, todo: object) {
  const res = await post(who, "/api/todo/add", { todo });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const titles = async (who: TestUser, query = "") =>
  (await get(who, `/api/todo/all${query}`)).json().data.map((t: { title: string }) => t.title);
async function tag(who: TestUser, name: string) {
  const res = await post(who, "/api/todo/tag/add", { tag: { name } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; name: string };
}

describe("todos (spec section 3 fields)", () => {
  it("keeps what was written and answers the spec's fields", async () => {
    const festival = await tag(asha, "Festival");
    const todo = await add(asha, {
      title: "Order 200 kg of rice for annadanam",
      note: "Ask two suppliers",
      important: true,
      startDate: "2026-01-10T04:30:00.000Z",
      dueDate: "2026-01-12T12:30:00.000Z",
      tag: [festival.id],
    });
    expect(todo).toMatchObject({
      title: "Order 200 kg of rice for annadanam",
      note: "Ask two suppliers",
      important: true,
      starred: false,
      done: false,
      read: true,
      selected: false,
      startDate: "2026-01-10T04:30:00.000Z",
      dueDate: "2026-01-12T12:30:00.000Z",
      tag: [festival.id],
      assignee: null,
      owner: { id: asha.id, name: "Test admin" },
    });
    const one = await get(asha, `/api/todo?id=${todo.id}`);
    expect(one.json().data).toEqual(todo);
  });

  it("assigns a todo to a staff member, unread until they open it", async () => {
    const todo = await add(asha, { title: "Print the prasadam tokens", assigneeId: ravi.id });
    expect(todo).toMatchObject({ read: false, assignee: { id: ravi.id, name: "Test editor" } });
    expect(await titles(ravi, "?assigned=to-me")).toContain("Print the prasadam tokens");
    expect(await titles(ravi, "?flag=unread")).toContain("Print the prasadam tokens");
    expect(await titles(asha, "?assigned=by-me")).toContain("Print the prasadam tokens");
    const read = await post(ravi, "/api/todo/update", { todo: { id: todo.id, read: true } });
    expect(read.json().data.read).toBe(true);
    expect(await titles(ravi, "?flag=unread")).not.toContain("Print the prasadam tokens");
  });

  it("refuses an assignee who is not active staff, and an unknown tag, changing nothing", async () => {
    const before = await titles(asha);
    const toDevotee = await post(asha, "/api/todo/add", {
      todo: { title: "Should not exist", assigneeId: devotee.id },
    });
    expect(toDevotee.statusCode).toBe(400);
    expect(toDevotee.json().details).toEqual([
      { path: "todo.assigneeId", message: "Todos can be assigned only to active staff members" },
    ]);
    const unknownTag = await post(asha, "/api/todo/add", {
      todo: { title: "Should not exist", tag: [crypto.randomUUID()] },
    });
    expect(unknownTag.statusCode).toBe(400);
    expect(unknownTag.json().error).toBe("Tag not found");
    expect(await titles(asha)).toEqual(before);
  });

  it("answers bad input with the error envelope and stores nothing", async () => {
    const before = await titles(asha);
    const bad = [
      { title: "x".repeat(10_000) },
      { title: "" },
      {},
      { title: 42 },
      { title: "ok", important: "yes" },
      { title: "ok", dueDate: "tomorrow" },
      { title: "ok", startDate: "2026-01-12T00:00:00Z", dueDate: "2026-01-11T00:00:00Z" },
      { title: "ok", note: "n".repeat(5001) },
      { title: "ok", tag: ["not-a-uuid"] },
    ];
    for (const todo of bad) {
      const res = await post(asha, "/api/todo/add", { todo });
      expect(res.statusCode, JSON.stringify(todo).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
    }
    expect((await post(asha, "/api/todo/add", { title: "no wrapper" })).statusCode).toBe(400);
    expect(await titles(asha)).toEqual(before);
  });

  it("updates only the fields sent, and checks dates against the stored ones", async () => {
    const todo = await add(asha, {
      title: "Clean the lamps",
      starred: true,
      startDate: "2026-01-11T00:00:00.000Z",
    });
    const res = await post(asha, "/api/todo/update", { todo: { id: todo.id, done: true } });
    expect(res.json().data).toMatchObject({ title: "Clean the lamps", starred: true, done: true });
    const early = await post(asha, "/api/todo/update", {
      todo: { id: todo.id, dueDate: "2026-01-10T00:00:00.000Z" },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe("The due date cannot be before the start date");
    expect((await get(asha, `/api/todo?id=${todo.id}`)).json().data.dueDate).toBeNull();
  });
});

describe("whose todos", () => {
  it("nobody sees, changes or deletes another person's todo: it does not exist for them", async () => {
    const mine = await add(asha, { title: "Asha's private reminder" });
    expect(await titles(meena)).not.toContain("Asha's private reminder");
    expect((await get(meena, `/api/todo?id=${mine.id}`)).statusCode).toBe(404);
    const update = await post(meena, "/api/todo/update", { todo: { id: mine.id, done: true } });
    expect(update.statusCode).toBe(404);
    const del = await post(meena, "/api/todo/delete", { todo: { id: mine.id } });
    expect(del.statusCode).toBe(404);
    const reorder = await post(meena, "/api/todo/reorder", { todoList: [{ id: mine.id }] });
    expect(reorder.statusCode).toBe(404);
    expect((await get(asha, `/api/todo?id=${mine.id}`)).json().data.done).toBe(false);
  });

  it("the assignee may tick it off but only its writer deletes it", async () => {
    const todo = await add(asha, { title: "Count the hundi", assigneeId: meena.id });
    const done = await post(meena, "/api/todo/update", { todo: { id: todo.id, done: true } });
    expect(done.json().data.done).toBe(true);
    const del = await post(meena, "/api/todo/delete", { todo: { id: todo.id } });
    expect(del.statusCode).toBe(403);
    expect((await post(asha, "/api/todo/delete", { todo: { id: todo.id } })).statusCode).toBe(200);
    expect((await get(meena, `/api/todo?id=${todo.id}`)).statusCode).toBe(404);
  });

  it("devotees and signed-out callers are refused", async () => {
    expect((await get(devotee, "/api/todo/all")).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: "/api/todo/all" })).statusCode).toBe(401);
  });
});

describe("filters (issue 12)", () => {
  it("by flag, tag, text, due today (in India) and overdue", async () => {
    const staff = await createUser(ctx, "editor");
    const repairs = await tag(staff, "Repairs");
    await add(staff, { title: "Fix the gopuram lights", tag: [repairs.id], starred: true });
    // 18:00 UTC on the 9th is 23:30 on the 9th in India: yesterday, so overdue.
    await add(staff, { title: "Pay the florist", dueDate: "2026-01-09T18:00:00.000Z" });
    // 19:00 UTC on the 10th is 00:30 on the 11th in India: tomorrow there, not today.
    await add(staff, { title: "Book the nadaswaram", dueDate: "2026-01-10T19:00:00.000Z" });
    await add(staff, { title: "Call the electrician", dueDate: "2026-01-10T10:00:00.000Z" });
    await add(staff, {
      title: "Already paid",
      dueDate: "2026-01-09T10:00:00.000Z",
      done: true,
    });
    expect(await titles(staff, `?tag=${repairs.id}`)).toEqual(["Fix the gopuram lights"]);
    expect(await titles(staff, "?flag=starred")).toEqual(["Fix the gopuram lights"]);
    expect(await titles(staff, "?flag=done")).toEqual(["Already paid"]);
    expect(await titles(staff, "?q=FLORIST")).toEqual(["Pay the florist"]);
    expect(await titles(staff, "?due=today")).toEqual(["Call the electrician"]);
    expect(await titles(staff, "?due=overdue")).toEqual(["Pay the florist"]);
    for (const q of ["?flag=urgent", "?due=soon", "?tag=1", `?q=${"x".repeat(101)}`]) {
      expect((await get(staff, `/api/todo/all${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe("reorder (spec POST /api/todo/reorder)", () => {
  it("keeps the new order, and a reorder of some todos leaves the others in place", async () => {
    const staff = await createUser(ctx, "admin");
    const made = [];
    for (const title of ["A", "B", "C", "D", "E"]) made.push(await add(staff, { title }));
    const [a, b, c, d, e] = made;
    const res = await post(staff, "/api/todo/reorder", {
      todoList: [e, d, c, b, a].map((t) => ({ id: t.id })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((t: { title: string }) => t.title)).toEqual([
      "E",
      "D",
      "C",
      "B",
      "A",
    ]);
    expect(await titles(staff)).toEqual(["E", "D", "C", "B", "A"]);
    // Only B and D (as a filtered list would send them): they swap, E, C and A stay put.
    await post(staff, "/api/todo/reorder", { todoList: [{ id: b.id }, { id: d.id }] });
    expect(await titles(staff)).toEqual(["E", "B", "C", "D", "A"]);
  });

  it("refuses a list with an unknown or repeated todo and changes nothing", async () => {
    const staff = await createUser(ctx, "admin");
    const x = await add(staff, { title: "X" });
    const y = await add(staff, { title: "Y" });
    const unknown = await post(staff, "/api/todo/reorder", {
      todoList: [{ id: y.id }, { id: crypto.randomUUID() }, { id: x.id }],
    });
    expect(unknown.statusCode).toBe(404);
    const twice = await post(staff, "/api/todo/reorder", {
      todoList: [{ id: y.id }, { id: y.id }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatch(/appears twice/);
    for (const body of [{ todoList: [] }, { todoList: "x" }, {}]) {
      expect((await post(staff, "/api/todo/reorder", body)).statusCode).toBe(400);
    }
    expect(await titles(staff)).toEqual(["X", "Y"]);
  });
});

describe("tags (spec /api/todo/tag)", () => {
  it("are shared, unique whatever the case, and deleted by their maker or an admin", async () => {
    const flowers = await tag(ravi, "Flowers");
    const again = await post(asha, "/api/todo/tag/add", { tag: { name: "FLOWERS" } });
    expect(again.statusCode).toBe(409);
    expect((await get(meena, "/api/todo/tag")).json().data).toContainEqual(flowers);
    const todo = await add(meena, { title: "Garlands for Friday", tag: [flowers.id] });

    const byOther = await post(meena, "/api/todo/tag/delete", { tag: { id: flowers.id } });
    expect(byOther.statusCode).toBe(403);
    const byAdmin = await post(asha, "/api/todo/tag/delete", { tag: { id: flowers.id } });
    expect(byAdmin.statusCode).toBe(200);
    expect((await get(meena, `/api/todo?id=${todo.id}`)).json().data.tag).toEqual([]);
    const gone = await post(asha, "/api/todo/tag/delete", { tag: { id: flowers.id } });
    expect(gone.statusCode).toBe(404);
    for (const name of ["", "t".repeat(41)]) {
      expect((await post(ravi, "/api/todo/tag/add", { tag: { name } })).statusCode).toBe(400);
    }
  });
});
