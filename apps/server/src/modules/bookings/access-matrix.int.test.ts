import { describe, expect, it } from "vitest";
import { ACTORS, type AccessFixture, type AccessRow } from "../../../test/access.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import { access as discovery } from "../discovery/discovery.access.js";
import { access as payments } from "../payments/payments.access.js";
import { access as bookings } from "./bookings.access.js";

/**
 * Runs this branch's authorization-matrix rows (issue 3's matrix test runs every module's rows
 * once merged; this keeps them honest meanwhile): each row's route exists and each caller gets
 * the status the row promises.
 */
const ctx = await createTestApp();
const fx: AccessFixture = {
  ctx,
  users: {
    devoteeA: await createUser(ctx, "user"),
    devoteeB: await createUser(ctx, "user"),
    editor: await createUser(ctx, "editor"),
    admin: await createUser(ctx, "admin"),
    SA: await createUser(ctx, "SA"),
  },
};
const rows: AccessRow[] = [...bookings, ...payments, ...discovery];

describe("authorization matrix rows of bookings, payments and discovery", () => {
  for (const row of rows) {
    it(`${row.method} ${row.route}`, async () => {
      expect(ctx.app.hasRoute({ method: row.method, url: row.route })).toBe(true);
      const got: Record<string, number> = {};
      for (const actor of ACTORS) {
        const req = row.request ? await row.request(fx, actor) : { url: row.route };
        const auth = actor === "anonymous" ? {} : fx.users[actor].headers;
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
