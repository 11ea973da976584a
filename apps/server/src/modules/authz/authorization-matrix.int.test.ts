import { describe, expect, it } from "vitest";
import { ACTORS, type Actor, accessFixture } from "../../../test/access.js";
import { createTestApp } from "../../../test/helpers.js";
import { ACCESS_ROWS as rows } from "./access-rows.js";

/**
 * The authorization matrix (issue 3, "Done means"): every API route the app registers × every
 * caller, with the status each must get. Rows live beside their routes in
 * `modules/<domain>/<domain>.access.ts`; a registered route without a row fails here.
 *
 * Rows whose request builder creates devotee A's object and asks for it as devotee B must
 * expect 404 for B (never 403: another person's object does not exist for you).
 */
const key = (method: string, route: string) => `${method} ${route}`;

// SMS quotas and the contact form's limit per IP would stop the matrix's many requests from one
// test address.
const ctx = await createTestApp({
  OTP_SENDS_PER_IP_PER_HOUR: "10000",
  CONTACT_RATE_LIMIT_MAX: "10000",
});

const registered = ctx.app.registeredRoutes.filter(
  (r) => r.url.startsWith("/api/") && r.method !== "HEAD" && r.method !== "OPTIONS",
);

describe("authorization matrix", () => {
  it("has a row for every registered API route, and no row for a route that does not exist", () => {
    expect(registered.length).toBeGreaterThan(10);
    const withRows = new Set(rows.map((r) => key(r.method, r.route)));
    const routes = new Set(registered.map((r) => key(r.method, r.url)));
    expect([...routes].filter((r) => !withRows.has(r))).toEqual([]);
    expect([...withRows].filter((r) => !routes.has(r))).toEqual([]);
  });

  it("every route is declared public or names its roles", () => {
    const undeclared = registered
      .filter((r) => !r.public && !r.roles)
      .map((r) => key(r.method, r.url));
    expect(undeclared).toEqual([]);
  });

  for (const row of rows) {
    it(`${row.method} ${row.route}`, async () => {
      const got: Partial<Record<Actor, number>> = {};
      const f = await accessFixture(ctx);
      for (const actor of ACTORS) {
        const req = row.request ? await row.request(f, actor) : { url: row.route };
        const auth = actor === "anonymous" ? {} : f.users[actor].headers;
        const res = await ctx.app.inject({
          method: row.method,
          url: req.url,
          headers: { ...auth, ...req.headers },
          ...(req.payload === undefined ? {} : { payload: req.payload as object }),
        });
        got[actor] = res.statusCode;
      }
      expect(got).toEqual(row.expect);
    });
  }
});
