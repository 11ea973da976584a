import { randomUUID } from "node:crypto";
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

describe("OpenAPI", () => {
  it("documents the CMS routes with their schemas", async () => {
    const doc = (await call("GET", "/api/docs")).json();
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/category/search", "/api/mantharas"]));
    expect(paths.some((p) => /^\/api\/temples\/[{:]id}?$/.test(p))).toBe(true);
  });
});

describe("rich text", () => {
  it("keeps formatting but drops scripts, handlers and javascript: links", async () => {
    const token = fx.token();
    const res = await call("POST", "/api/article", {
      title: "Festival guide",
      slug: `festival-guide-${token}`,
      body:
        '<h2>Arrive early</h2><script>alert(1)</script><p onclick="steal()">Bring <strong>flowers</strong></p>' +
        '<a href="javascript:alert(1)">x</a><a href="https://example.org" target="_blank">map</a>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { body } = res.json().data;
    expect(body).toContain("<h2>Arrive early</h2>");
    expect(body).toContain("<p>Bring <strong>flowers</strong></p>");
    expect(body).toContain('rel="noopener noreferrer"');
    expect(body).not.toMatch(/script|onclick|javascript:/);
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
