import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { createUser, type TestUser } from "../../../test/users.js";

/**
 * Issue 12: "the order persists and stays consistent when two people reorder at once". The race
 * is real only on PostgreSQL (pooled connections, concurrent transactions); PGlite runs one
 * transaction at a time, so there the same test checks the serialised path.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ctx = await createTestApp();

const post = (who: TestUser, url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers: who.headers, payload });

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe(`two people reordering at once (${onPostgres ? "PostgreSQL" : "PGlite, serialised"})`, () => {
  it("never loses, repeats or splits a todo, and the last reorder of the same list wins", async () => {
    expect(ctx.database.kind).toBe(onPostgres ? "postgres" : "pglite");
    const [owner, helper] = [await createUser(ctx, "admin"), await createUser(ctx, "editor")];
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      // Every other todo is assigned to the helper: their lists overlap but are not the same.
      const res = await post(owner, "/api/todo/add", {
        todo: { title: `Task ${i}`, assigneeId: i % 2 ? helper.id : null },
      });
      ids.push(res.json().data.id);
    }
    const shared = ids.filter((_, i) => i % 2);

    // 40 reorders in flight at once: the owner's whole list and the helper's half of it.
    const requests = Array.from({ length: 40 }, (_, n) =>
      n % 2
        ? post(helper, "/api/todo/reorder", { todoList: shuffled(shared).map((id) => ({ id })) })
        : post(owner, "/api/todo/reorder", { todoList: shuffled(ids).map((id) => ({ id })) }),
    );
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));

    const list = (await ctx.app.inject({ url: "/api/todo/all", headers: owner.headers })).json()
      .data as { id: string }[];
    expect(list).toHaveLength(ids.length);
    expect(new Set(list.map((t) => t.id))).toEqual(new Set(ids));

    // Once the dust settles, one more reorder is exactly what everyone then sees.
    const final = shuffled(ids);
    await post(owner, "/api/todo/reorder", { todoList: final.map((id) => ({ id })) });
    const mine = (await ctx.app.inject({ url: "/api/todo/all", headers: owner.headers })).json()
      .data as { id: string }[];
    expect(mine.map((t) => t.id)).toEqual(final);
    const theirs = (await ctx.app.inject({ url: "/api/todo/all", headers: helper.headers })).json()
      .data as { id: string }[];
    expect(theirs.map((t) => t.id)).toEqual(final.filter((id) => shared.includes(id)));
  }, 120_000);
});
