import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import {
  SCOPE_ACTORS,
  type ScopeActor,
  type ScopeExpect,
  scopeFixture,
} from "../../../test/scope.js";
import { SCOPE_ROWS as rows } from "./scope-rows.js";

/**
 * The temple-scope matrix (issue 33, "How it is proven"), beside the authorization matrix: every
 * registered route whose rows belong to temples or to the trust × four callers — an admin and an
 * editor of temple B, an admin the SA has not assigned, an admin of the whole trust — asking for
 * objects of temple A. Rows live beside their routes (`modules/<domain>/<domain>.scope.ts`); a
 * route that declares such a scope kind and has no row fails here, so a new route cannot be
 * forgotten. It runs on PostgreSQL in CI's second pass as well.
 */
const key = (method: string, route: string) => `${method} ${route}`;

const ctx = await createTestApp({
  OTP_SENDS_PER_IP_PER_HOUR: "10000",
  CONTACT_RATE_LIMIT_MAX: "10000",
});

const scoped = ctx.app.registeredRoutes.filter(
  (r) =>
    r.url.startsWith("/api/") &&
    r.method !== "HEAD" &&
    r.method !== "OPTIONS" &&
    (r.scope === "temple" || r.scope === "trust"),
);

/** What a caller got, in the matrix's terms: a status, or whether a list showed A's object. */
function outcome(status: number, body: string, marker: string | undefined): ScopeExpect {
  if (status !== 200 || marker === undefined) return status;
  return body.includes(marker) ? "shown" : "hidden";
}

describe("temple-scope matrix", () => {
  it("has a row for every route of temple-owned or trust-wide rows, and none for a route that does not exist", () => {
    expect(scoped.length).toBeGreaterThan(50);
    const withRows = new Set(rows.map((r) => key(r.method, r.route)));
    const routes = new Set(scoped.map((r) => key(r.method, r.url)));
    expect([...routes].filter((r) => !withRows.has(r))).toEqual([]);
    expect([...withRows].filter((r) => !routes.has(r))).toEqual([]);
  });

  it("every API route declares whose rows it serves", () => {
    const undeclared = ctx.app.registeredRoutes
      .filter((r) => r.url.startsWith("/api/") && !r.scope)
      .map((r) => key(r.method, r.url));
    expect(undeclared).toEqual([]);
  });

  for (const row of rows) {
    it(`${row.method} ${row.route}`, async () => {
      const f = await scopeFixture(ctx);
      const got: Partial<Record<ScopeActor, ScopeExpect>> = {};
      for (const actor of SCOPE_ACTORS) {
        const req = await row.request(f, actor);
        const res = await ctx.app.inject({
          method: row.method,
          url: req.url,
          headers: { ...f.scoped[actor].headers, ...req.headers },
          ...(req.payload === undefined ? {} : { payload: req.payload as object }),
        });
        got[actor] = outcome(res.statusCode, res.body, req.marker);
      }
      expect(got).toEqual(row.expect);
    });
  }
});
