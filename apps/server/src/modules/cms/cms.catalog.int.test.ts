import { randomUUID } from "node:crypto";
import { CATEGORY_SEARCH_LIMIT } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { CmsFixtures } from "../../../test/cms-fixtures.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";

const ctx = await createTestApp();
const admin = await createUser(ctx, "admin");
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

  it("reports a category that does not exist on the categoryIds field", async () => {
    const res = await call(
      "POST",
      "/api/temples",
      await fx.templeInput({ categoryIds: [randomUUID()] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe("categoryIds");
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

  it("takes the state's code as well as its id, and says what it expects otherwise", async () => {
    const s = await fx.state();
    await fx.district(s.id, "Coimbatore");
    for (const ref of [s.code, String(s.code).toLowerCase(), `IN-${s.code}`]) {
      const res = await call("GET", `/api/districts/search?state_id=${ref}`, undefined, {});
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((d: { name: string }) => d.name)).toEqual(["Coimbatore"]);
    }
    // The generic list's filter takes the same.
    const list = await call("GET", `/api/districts?state_id=${s.code}`, undefined, {});
    expect(list.json().meta.total).toBe(1);
    // A code no state has is an empty list, as an unknown id is.
    const none = await call("GET", "/api/districts/search?state_id=QQ", undefined, {});
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
    for (const bad of ["33", "1", "TNX", "x".repeat(10_000), "%27%20or%201%3D1"]) {
      const res = await call("GET", `/api/districts/search?state_id=${bad}`, undefined, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(
        "state_id must be a state's id (a UUID) or its code, such as TN or IN-TN",
      );
    }
  });

  it("refuses two districts of the same name in one state", async () => {
    const s = await fx.state();
    await fx.district(s.id, "Salem");
    const res = await call("POST", "/api/districts", { stateId: s.id, name: "salem" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe("This state already has a district with this name");
  });
});
