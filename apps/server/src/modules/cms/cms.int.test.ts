import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CmsFixtures } from "../../../test/cms-fixtures.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import { auditLog } from "../../db/schema/index.js";
import { CASES } from "./cms.cases.js";

const ctx = await createTestApp();
const admin = await createUser(ctx, "admin");
const editor = await createUser(ctx, "editor");
const fx = new CmsFixtures(ctx, admin);
const { app } = ctx;

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  as = admin,
) => app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });

const auditOf = (entityId: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

const total = async (path: string) => (await call("GET", `${path}?limit=1`)).json().meta.total;

describe.each(CASES)("$path", (c) => {
  it("creates, reads back and records who created it", async () => {
    const body = await c.create(fx, fx.token());
    const res = await call("POST", c.path, body);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created[c.nameField]).toBe(body[c.nameField]);
    const read = await call("GET", `${c.path}/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(created);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: "create", actorId: admin.id, actorRole: "admin" });
    expect(entry?.changes[c.nameField]).toEqual({ before: null, after: body[c.nameField] });
  });

  it("finds rows by text search and pages through them", async () => {
    const token = fx.token();
    for (let i = 0; i < 3; i++) {
      expect((await call("POST", c.path, await c.create(fx, `${token}x${i}`))).statusCode).toBe(
        200,
      );
    }
    const page2 = await call("GET", `${c.path}?q=${token}&limit=2&page=2`);
    expect(page2.statusCode, page2.body).toBe(200);
    expect(page2.json()).toMatchObject({
      status: "success",
      meta: { total: 3, page: 2, limit: 2 },
    });
    expect(page2.json().data).toHaveLength(1);
    const none = await call("GET", `${c.path}?q=${fx.token()}zzz`);
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it("updates only the fields sent and records them before and after", async () => {
    const created = (await call("POST", c.path, await c.create(fx, fx.token()))).json().data;
    const patch = c.update(fx);
    const res = await call("PUT", `${c.path}/${created.id}`, patch);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(patch);
    if (!(c.nameField in patch)) expect(res.json().data[c.nameField]).toBe(created[c.nameField]);
    const entries = await auditOf(created.id);
    const update = entries.find((e) => e.action === "update");
    const [field] = Object.keys(patch) as [string];
    expect(update?.changes[field]?.after).toEqual(patch[field]);
  });

  it("refuses an invalid body with field messages and writes nothing", async () => {
    const before = await total(c.path);
    const res = await call("POST", c.path, c.invalid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
    expect(res.json().details.length).toBeGreaterThan(0);
    expect(await total(c.path)).toBe(before);
  });

  it("deletes, then answers 404; unknown and malformed ids are told apart", async () => {
    const created = (await call("POST", c.path, await c.create(fx, fx.token()))).json().data;
    const del = await call("DELETE", `${c.path}/${created.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await call("GET", `${c.path}/${created.id}`)).json()).toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await call("DELETE", `${c.path}/${created.id}`)).statusCode).toBe(404);
    expect((await call("GET", `${c.path}/not-a-uuid`)).statusCode).toBe(400);
    expect((await auditOf(created.id)).map((e) => e.action).sort()).toEqual(["create", "delete"]);
  });

  if (c.referrer)
    it("refuses to delete what is still referenced, naming who refers", async () => {
      const created = (await call("POST", c.path, await c.create(fx, fx.token()))).json().data;
      const message = await c.referrer!(fx, created.id);
      const res = await call("DELETE", `${c.path}/${created.id}`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe("CONFLICT");
      expect(res.json().error).toMatch(message);
      expect((await call("GET", `${c.path}/${created.id}`)).statusCode).toBe(200);
    });

  it("lets only the resource's writers write", async () => {
    const editorial = ["/api/article", "/api/mantharas", "/api/calendar/events"].includes(c.path);
    const res = await call("POST", c.path, await c.create(fx, fx.token()), editor);
    expect(res.statusCode).toBe(editorial ? 200 : 403);
  });
});
