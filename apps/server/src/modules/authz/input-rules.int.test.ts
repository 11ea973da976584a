import { NUL_MESSAGE } from "@sannidhi/contracts";
import { schemaNodes } from "@sannidhi/contracts/testing";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { ACTORS, accessFixture } from "../../../test/access.js";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import { temples } from "../../db/schema/catalog.js";
import { ACCESS_ROWS } from "./access-rows.js";

/**
 * Issue 10, finding 3: a NUL character (`\u0000`) in any string answered 500 (PostgreSQL cannot
 * store it). Every route the app registers — those added after this test too — is called with
 * one in each field it reads: each string of the request its matrix row builds, each top-level
 * field of its body schema, each query-string field and each path parameter. Validated input
 * answers 400 naming the field; nothing answers 500, and a refused request stores nothing.
 */
const ctx = await createTestApp({
  OTP_SENDS_PER_IP_PER_HOUR: "100000",
  CONTACT_RATE_LIMIT_MAX: "10000",
});
const NUL = "\u0000";

const routes = ctx.app.registeredRoutes.filter(
  (r) => r.url.startsWith("/api/") && r.method !== "HEAD" && r.method !== "OPTIONS",
);
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Path = (string | number)[];
const shapeKeys = (schema: unknown): string[] =>
  Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Paths of every string inside a JSON value. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (isRecord(value))
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

/** A copy of `value` whose string at `path` carries a NUL (or which gains one there). */
function withNul(value: unknown, path: Path): unknown {
  const copy = structuredClone(value ?? {}) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  at[last] = typeof at[last] === "string" ? `${at[last]}${NUL}` : `x${NUL}y`;
  return copy;
}

/**
 * Row counts of every table: a refused request must change none of them — except the API
 * ceiling's counters, which count every request, refused or not.
 */
async function tableCounts(): Promise<Record<string, number>> {
  // Background jobs the fixtures queued (a paid booking's SMS) finish first, so that only what
  // the request itself did could show (decision 158).
  await ctx.app.ctx.jobs.settled();
  const result = (await ctx.database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name <> 'rate_limit_counters' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name } of result.rows) {
    const r = (await ctx.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[table_name] = r.rows[0]?.n ?? 0;
  }
  return counts;
}

function expectRefused(res: LightMyRequestResponse, where: string, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(400);
  expect(res.json(), what).toMatchObject({
    status: "error",
    code: "VALIDATION",
    details: [{ path: where, message: NUL_MESSAGE }],
  });
}

describe("a NUL character in any input", () => {
  it("covers the routes the app registers", () => {
    expect(routes.filter((r) => WRITES.has(r.method)).length).toBeGreaterThan(30);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      const row = ACCESS_ROWS.find((r) => r.method === route.method && r.route === route.url);
      expect(row, "the route has a row in the authorization matrix").toBeDefined();
      if (!row) return;
      // A caller who gets past authorisation, so the input is looked at.
      const actor = ACTORS.find((a) => row.expect[a] !== 401 && row.expect[a] !== 403) ?? "SA";
      const fx = await accessFixture(ctx);
      const base = row.request ? await row.request(fx, actor) : { url: row.route };
      const headers = {
        ...(actor === "anonymous" ? {} : fx.users[actor].headers),
        ...base.headers,
      };
      const send = (url: string, payload?: unknown) =>
        ctx.app.inject({
          method: route.method as "GET",
          url,
          headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
      const before = await tableCounts();
      const [pathPart = "", query = ""] = base.url.split("?");

      if (WRITES.has(route.method)) {
        const payload = isRecord(base.payload) ? base.payload : {};
        const fields = new Map<string, Path>();
        for (const p of stringPaths(payload)) fields.set(p.join("."), p);
        for (const k of shapeKeys(route.schema.body)) if (!fields.has(k)) fields.set(k, [k]);
        if (fields.size === 0) fields.set("note", ["note"]);
        for (const [name, path] of fields) {
          const res = await send(base.url, withNul(payload, path));
          const what = `body.${name}`;
          if (route.schema.body) expectRefused(res, what, what);
          else expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }

      for (const k of shapeKeys(route.schema.querystring)) {
        const params = new URLSearchParams(query);
        params.set(k, `x${NUL}y`);
        expectRefused(await send(`${pathPart}?${params}`), `querystring.${k}`, `?${k}`);
      }

      const patternParts = route.url.split("/");
      const urlParts = pathPart.split("/");
      patternParts.forEach((part, i) => {
        if (part.startsWith(":")) urlParts[i] = `${urlParts[i]}%00`;
      });
      if (patternParts.some((p) => p.startsWith(":"))) {
        const res = await send(urlParts.join("/") + (query ? `?${query}` : ""));
        expect(res.statusCode, `path: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (route.schema.params) expect(res.statusCode).toBe(400);
      }

      // Routes that ignore their body (and so may act on the request) are left out of this.
      if (!WRITES.has(route.method) || route.schema.body) {
        expect(await tableCounts()).toEqual(before);
      }
    });
  }
});

describe("web addresses in any input", () => {
  const URL_FIELD = /(url|website|link|href)$/i;
  const hostile = "javascript:alert(document.cookie)";

  it("every URL-named field of every route body refuses javascript:", () => {
    let checked = 0;
    for (const route of routes) {
      for (const node of schemaNodes(route.schema.body)) {
        if (!node.property || !node.key || !URL_FIELD.test(node.key)) continue;
        const field = node.schema as { safeParse: (v: unknown) => { success: boolean } };
        expect(field.safeParse(hostile).success, `${route.url} ${node.key}`).toBe(false);
        expect(field.safeParse([hostile]).success, `${route.url} ${node.key}[]`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("a temple's website must be http(s), and another scheme already stored is never served", async () => {
    const admin = await createUser(ctx, "admin");
    const { temple, state, district } = await createTemple(ctx);
    const input = {
      name: "Temple with a website",
      slug: `website-${temple.id.slice(0, 8)}`,
      stateId: state.id,
      districtId: district.id,
      town: "Madurai",
      pinCode: "625001",
    };
    const write = (method: "POST" | "PUT", url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: admin.headers, payload });
    const refused = await write("POST", "/api/temples", { ...input, website: hostile });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { path: "body.website", message: expect.stringMatching(/https:\/\//) },
    ]);
    const made = await write("POST", "/api/temples", {
      ...input,
      website: "https://temple.example",
    });
    expect(made.statusCode).toBe(200);
    const put = await write("PUT", `/api/temples/${temple.id}`, {
      website: "data:text/html,<script>alert(1)</script>",
    });
    expect(put.statusCode).toBe(400);

    // Saved before the rule existed (or by hand in the database): shown as no website at all.
    await ctx.database.db
      .update(temples)
      .set({ website: hostile })
      .where(eq(temples.id, temple.id));
    const page = await ctx.app.inject({ url: `/api/public/temples/${temple.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.website).toBeNull();
    const cms = await ctx.app.inject({ url: `/api/temples/${temple.id}`, headers: admin.headers });
    expect(cms.statusCode).toBe(200);
    expect(cms.json().data.website).toBeNull();
    expect(cms.body).not.toContain("javascript:");
  });
});

describe("a body nested deeper than the call stack", () => {
  it("is a 4xx, not a crash", async () => {
    const depth = 200_000;
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: `${"[".repeat(depth)}"\u0000"${"]".repeat(depth)}`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
