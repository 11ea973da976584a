import { describe, expect, it } from "vitest";
import { ACTORS, type AccessFixture, type AccessRow, type Actor } from "../../../test/access.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";

/**
 * The authorization matrix (issue 3, "Done means"): every API route the app registers × every
 * caller, with the status each must get. Rows live beside their routes in
 * `modules/<domain>/<domain>.access.ts`; a registered route without a row fails here.
 *
 * Rows whose request builder creates devotee A's object and asks for it as devotee B must
 * expect 404 for B (never 403: another person's object does not exist for you).
 */
const modules = import.meta.glob<{ access: AccessRow[] }>("../**/*.access.ts", { eager: true });
const rows = Object.values(modules).flatMap((m) => m.access);
const key = (method: string, route: string) => `${method} ${route}`;

// SMS quotas per IP would stop the matrix's many sign-ins from one test address.
const ctx = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: "10000" });

const registered = ctx.app.registeredRoutes.filter(
  (r) => r.url.startsWith("/api/") && r.method !== "HEAD" && r.method !== "OPTIONS",
);

/** New callers for every row, so a row that logs out or changes roles cannot affect the next. */
async function fixture(): Promise<AccessFixture> {
  return {
    ctx,
    users: {
      devoteeA: await createUser(ctx, "user"),
      devoteeB: await createUser(ctx, "user"),
      editor: await createUser(ctx, "editor"),
      admin: await createUser(ctx, "admin"),
      SA: await createUser(ctx, "SA"),
    },
  };
}

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
      for (const actor of ACTORS) {
        const f = await fixture();
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
