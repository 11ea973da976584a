import { randomUUID } from "node:crypto";
import { CATEGORY_SEARCH_LIMIT } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { CmsFixtures } from "../../../test/cms-fixtures.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";

const ctx = await createTestApp();
const admin = await createUser(ctx, "admin");
const sa = await createUser(ctx, "SA");
const devotee = await createUser(ctx, "user");
const fx = new CmsFixtures(ctx, admin);

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe("temples", () => {
  it("refuses a district that is not in the temple's state, and writes nothing", async () => {
    const input = await fx.templeInput();
    const elsewhere = await fx.district();
    const before = (await call("GET", "/api/temples?limit=1")).json().meta.total;
    const res = await call("POST", "/api/temples", { ...input, districtId: elsewhere.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION",
      error: "The district must be one of the chosen state's districts",
      details: [{ path: "districtId" }],
    });
    expect((await call("GET", "/api/temples?limit=1")).json().meta.total).toBe(before);
  });

  it("refuses moving a temple to another state while its district stays behind", async () => {
    const temple = await fx.temple();
    const other = await fx.state();
    const res = await call("PUT", `/api/temples/${temple.id}`, { stateId: other.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe("districtId");
  });

  it("answers 409 naming the field for a slug already taken", async () => {
    const temple = await fx.temple();
    const res = await call("POST", "/api/temples", await fx.templeInput({ slug: temple.slug }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "CONFLICT",
      error: "A temple with this slug already exists",
      details: [{ path: "slug" }],
    });
  });

  it("hides drafts from the public and shows them to staff who edit temples", async () => {
    const draft = await fx.temple({ published: false });
    const pooja = await fx.pooja({ templeId: draft.id });
    expect((await call("GET", `/api/temples/${draft.id}`, undefined, {})).statusCode).toBe(404);
    expect((await call("GET", `/api/poojas/${pooja.id}`, undefined, {})).statusCode).toBe(404);
    const publicList = await call("GET", `/api/temples?q=${draft.slug}`, undefined, {});
    expect(publicList.json().meta.total).toBe(0);
    const staffList = await call("GET", `/api/temples?q=${draft.slug}`);
    expect(staffList.json().data[0]).toMatchObject({ id: draft.id, published: false });
    expect(staffList.json().data[0].state.name).toMatch(/^State /);
  });

  it("answers 401 to a public list called with a token that is no longer valid", async () => {
    const res = await call("GET", "/api/temples", undefined, { authorization: "Bearer nope" });
    expect(res.statusCode).toBe(401);
  });

  it("filters by category and sorts descending", async () => {
    const category = await fx.category();
    await fx.temple({ categoryIds: [category.id], name: "Aaa temple" });
    await fx.temple({ categoryIds: [category.id], name: "Zzz temple" });
    const res = await call("GET", `/api/temples?category_id=${category.id}&sort=-name`);
    expect(res.json().data.map((t: { name: string }) => t.name)).toEqual([
      "Zzz temple",
      "Aaa temple",
    ]);
    const bad = await call("GET", "/api/temples?sort=password");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^sort must be one of name, town/);
  });
});

describe("categories", () => {
  it("refuses a second category of the same name in another case", async () => {
    const c = await fx.category(`Divya Desam ${fx.token()}`);
    const res = await call("POST", "/api/category", { name: String(c.name).toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].path).toBe("name");
  });

  it(`serves the category picker ${CATEGORY_SEARCH_LIMIT} at a time at /api/category/search`, async () => {
    const token = fx.token();
    for (let i = 0; i < CATEGORY_SEARCH_LIMIT + 3; i++) await fx.category(`Pick ${token} ${i}`);
    const res = await call("GET", `/api/category/search?limit=49&q=${token}`, undefined, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(CATEGORY_SEARCH_LIMIT);
    expect(res.json().meta).toEqual({ total: CATEGORY_SEARCH_LIMIT + 3, page: 1, limit: 49 });
    const byDefault = await call("GET", `/api/category/search?q=${token}`, undefined, {});
    expect(byDefault.json().data).toHaveLength(CATEGORY_SEARCH_LIMIT);
  });
});

describe("districts", () => {
  it("lists one state's districts at /api/districts/search?state_id=", async () => {
    const a = await fx.state();
    const b = await fx.state();
    await fx.district(a.id, "Madurai");
    await fx.district(a.id, "Thanjavur");
    await fx.district(b.id, "Guntur");
    const res = await call("GET", `/api/districts/search?state_id=${a.id}`, undefined, {});
    expect(res.json().data.map((d: { name: string }) => d.name)).toEqual(["Madurai", "Thanjavur"]);
    expect(res.json().data[0].state).toEqual({ id: a.id, name: a.name });
    const missing = await call("GET", "/api/districts/search");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].path).toContain("state_id");
  });

  it("refuses two districts of the same name in one state", async () => {
    const s = await fx.state();
    await fx.district(s.id, "Salem");
    const res = await call("POST", "/api/districts", { stateId: s.id, name: "salem" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe("This state already has a district with this name");
  });
});

describe("calendar events at the spec's paths", () => {
  it("adds, updates (id in body), lists and deletes", async () => {
    const add = await call("POST", "/api/calendar/events/add", fx.eventInput({ title: "Pongal" }));
    expect(add.statusCode, add.body).toBe(200);
    const { id } = add.json().data;
    const upd = await call("POST", "/api/calendar/events/update", { id, location: "Temple tank" });
    expect(upd.json().data).toMatchObject({ id, title: "Pongal", location: "Temple tank" });
    const all = await call("GET", "/api/calendar/events/all?q=Pongal", undefined, {});
    expect(all.json().data.map((e: { id: string }) => e.id)).toContain(id);
    const del = await call("POST", "/api/calendar/events/delete", { id });
    expect(del.json()).toEqual({ status: "success", data: { id } });
    expect((await call("GET", `/api/calendar/events/${id}`)).statusCode).toBe(404);
  });

  it("refuses an event that ends before it starts", async () => {
    const res = await call(
      "POST",
      "/api/calendar/events/add",
      fx.eventInput({ start: "2026-12-02T00:00:00Z", end: "2026-12-01T00:00:00Z" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "End must not be before start" });
  });

  it("returns the events overlapping a month window", async () => {
    const token = fx.token();
    await fx.post("/api/calendar/events", fx.eventInput({ title: `In ${token}` }));
    await fx.post(
      "/api/calendar/events",
      fx.eventInput({
        title: `Out ${token}`,
        start: "2027-03-01T00:00:00Z",
        end: "2027-03-01T01:00:00Z",
      }),
    );
    const res = await call(
      "GET",
      `/api/calendar/events/all?q=${token}&from=2026-12-01T00:00:00Z&to=2027-01-01T00:00:00Z`,
    );
    expect(res.json().data.map((e: { title: string }) => e.title)).toEqual([`In ${token}`]);
  });
});

describe("people", () => {
  it("keeps a representative's districts inside the representative's state", async () => {
    const state = await fx.state();
    const res = await call("POST", "/api/representative", {
      name: "Rep",
      mobile: fx.mobile(),
      stateId: state.id,
      districtIds: [(await fx.district()).id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({
      path: "districtIds",
      message: "Every district must be in the chosen state",
    });
  });

  it("links an employee only to a staff account", async () => {
    const body = { name: "Clerk", mobile: fx.mobile(), designation: "Clerk", userId: devotee.id };
    const res = await call("POST", "/api/employee", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe("userId");
  });

  it("names the missing row when a reference does not exist", async () => {
    const res = await call("POST", "/api/priest", {
      name: "Sastri",
      mobile: fx.mobile(),
      templeId: randomUUID(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ path: "templeId" });
  });
});

describe("audit log", () => {
  it("shows SA each change with the fields before and after, and nobody else", async () => {
    const c = await fx.category();
    await call("PUT", `/api/category/${c.id}`, { description: "Shakti peetha" });
    await call("PUT", `/api/category/${c.id}`, {});
    const res = await call(
      "GET",
      `/api/audit?resource=categories&entityId=${c.id}`,
      undefined,
      sa.headers,
    );
    expect(res.statusCode).toBe(200);
    const [update, create] = res.json().data;
    expect(res.json().meta.total).toBe(2);
    expect(update).toMatchObject({
      action: "update",
      actorId: admin.id,
      changes: { description: { before: "", after: "Shakti peetha" } },
    });
    expect(create.action).toBe("create");
    expect((await call("GET", "/api/audit")).statusCode).toBe(403);
  });
});
