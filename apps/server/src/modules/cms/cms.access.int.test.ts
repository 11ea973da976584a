import { describe, expect, it } from "vitest";
import { ACTORS, accessFixture } from "../../../test/access.js";
import { createTestApp } from "../../../test/helpers.js";
import { access as auditAccess } from "../audit/audit.access.js";
import { access as mediaAccess } from "../media/media.access.js";
import { access } from "./cms.access.js";

const ctx = await createTestApp();
const fixture = await accessFixture(ctx);

// The shared authorization matrix test runs these rows too; this keeps the CMS module honest
// on its own branch.
describe.each([...access, ...auditAccess, ...mediaAccess])("$method $route", (row) => {
  it("answers each caller as declared", async () => {
    const got: Record<string, number> = {};
    for (const actor of ACTORS) {
      const req = row.request ? await row.request(fixture, actor) : { url: row.route };
      const res = await ctx.app.inject({
        method: row.method,
        url: req.url,
        headers: actor === "anonymous" ? {} : fixture.users[actor].headers,
        ...(req.payload !== undefined ? { payload: req.payload as object } : {}),
      });
      got[actor] = res.statusCode;
    }
    expect(got).toEqual(row.expect);
  });
});
