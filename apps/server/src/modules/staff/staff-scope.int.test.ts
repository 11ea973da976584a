import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser, grant, type TestUser } from "../../../test/users.js";
import { employees } from "../../db/schema/people.js";
import { users } from "../../db/schema/users.js";
import { scopeOf, staffToTell, trustOffice } from "./staff-scope.js";

const ctx = await createTestApp();
const db = ctx.database.db;

let n = 0;
async function employ(user: TestUser, templeId: string | null, active = true) {
  await db.insert(employees).values({
    name: `Employee ${++n}`,
    mobile: `+9197${String(n).padStart(8, "0")}`,
    designation: "Office",
    templeId,
    userId: user.id,
    active,
  });
}

describe("staff scope (issue 33: grants, failing closed)", () => {
  it("is exactly the account's grants; the SA acts for every temple by role", async () => {
    const madurai = (await createTemple(ctx)).temple.id;
    const srirangam = (await createTemple(ctx)).temple.id;
    const sa = await createUser(ctx, "SA");
    const office = await createUser(ctx, "admin", "trust");
    const maduraiAdmin = await createUser(ctx, "admin", [madurai]);
    const twoTemples = await createUser(ctx, "editor", [madurai, srirangam]);

    const all = await scopeOf(db, sa);
    expect([all.trustWide, all.covers(srirangam)]).toEqual([true, true]);
    expect((await scopeOf(db, office)).trustWide).toBe(true);
    const one = await scopeOf(db, maduraiAdmin);
    expect([one.trustWide, one.covers(madurai), one.covers(srirangam)]).toEqual([
      false,
      true,
      false,
    ]);
    // A row of no temple (the trust's) is covered by trust-wide scopes only.
    expect(one.covers(null)).toBe(false);
    expect([...(await scopeOf(db, twoTemples)).templeIds].sort()).toEqual(
      [madurai, srirangam].sort(),
    );
  });

  it("an admin or editor with no grant acts for no temple, whatever the employee directory says", async () => {
    const { temple } = await createTemple(ctx);
    const fresh = await createUser(ctx, "admin", []);
    expect((await scopeOf(db, fresh)).empty).toBe(true);
    // Decision 190 made "no active employee record" mean "the whole trust": no longer.
    await employ(fresh, temple.id, false);
    expect((await scopeOf(db, fresh)).empty).toBe(true);
    await db
      .update(employees)
      .set({ templeId: null, active: true })
      .where(eq(employees.userId, fresh.id));
    expect((await scopeOf(db, fresh)).empty).toBe(true);
    // And a record at a temple grants nothing either: only the SA's grant does.
    await db.update(employees).set({ templeId: temple.id }).where(eq(employees.userId, fresh.id));
    expect((await scopeOf(db, fresh)).covers(temple.id)).toBe(false);
    await grant(ctx, fresh, [temple.id]);
    expect((await scopeOf(db, fresh)).covers(temple.id)).toBe(true);
  });

  it("a devotee acts for no temple", async () => {
    const devotee = await createUser(ctx, "user");
    expect((await scopeOf(db, devotee)).empty).toBe(true);
  });

  it("tells a temple's own staff and the trust-wide staff, never another temple's, an unassigned account, a devotee or a deactivated account", async () => {
    const madurai = (await createTemple(ctx)).temple.id;
    const srirangam = (await createTemple(ctx)).temple.id;
    const office = await createUser(ctx, "admin", "trust");
    const maduraiAdmin = await createUser(ctx, "admin", [madurai]);
    const srirangamAdmin = await createUser(ctx, "admin", [srirangam]);
    const unassigned = await createUser(ctx, "admin", []);
    const devotee = await createUser(ctx, "user");
    const gone = await createUser(ctx, "admin", [madurai]);
    await db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));

    const told = await staffToTell(db, madurai);
    expect(told).toContain(office.id);
    expect(told).toContain(maduraiAdmin.id);
    expect(told).not.toContain(srirangamAdmin.id);
    expect(told).not.toContain(unassigned.id);
    expect(told).not.toContain(devotee.id);
    expect(told).not.toContain(gone.id);
  });
});

describe("the trust's office", () => {
  it("is the SA and the staff with a trust-wide grant", async () => {
    const { temple } = await createTemple(ctx);
    const sa = await createUser(ctx, "SA");
    const office = await createUser(ctx, "admin", "trust");
    const templeAdmin = await createUser(ctx, "admin", [temple.id]);
    const unassigned = await createUser(ctx, "admin", []);
    const editor = await createUser(ctx, "editor", "trust");
    const told = await trustOffice(db);
    expect(told).toEqual(expect.arrayContaining([sa.id, office.id]));
    expect(told).not.toContain(templeAdmin.id);
    expect(told).not.toContain(unassigned.id);
    // The office's roles are asked for: by default the SA and admins.
    expect(told).not.toContain(editor.id);
  });
});
