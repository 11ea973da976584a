import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { employees } from "../../db/schema/people.js";
import { users } from "../../db/schema/users.js";
import { scopeCovers, staffScopeOf, staffToTell, trustOffice } from "./staff-scope.js";

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

describe("staff scope", () => {
  it("a temple's own admin acts for that temple only; SA and the trust office for all", async () => {
    const madurai = await createTemple(ctx);
    const srirangam = await createTemple(ctx);
    const sa = await createUser(ctx, "SA");
    const office = await createUser(ctx, "admin");
    const maduraiAdmin = await createUser(ctx, "admin");
    await employ(maduraiAdmin, madurai.temple.id);
    // An SA is never narrowed, even with an employee record at one temple.
    await employ(sa, srirangam.temple.id);

    expect(await staffScopeOf(db, sa)).toEqual({ kind: "all" });
    expect(await staffScopeOf(db, office)).toEqual({ kind: "all" });
    const scope = await staffScopeOf(db, maduraiAdmin);
    expect(scope).toEqual({ kind: "temples", templeIds: [madurai.temple.id] });
    expect(scopeCovers(scope, madurai.temple.id)).toBe(true);
    expect(scopeCovers(scope, srirangam.temple.id)).toBe(false);
  });

  it("tells a temple's own staff and the trust-wide staff, never another temple's, a devotee or a deactivated account", async () => {
    const madurai = await createTemple(ctx);
    const srirangam = await createTemple(ctx);
    const office = await createUser(ctx, "admin");
    const maduraiAdmin = await createUser(ctx, "admin");
    const srirangamAdmin = await createUser(ctx, "admin");
    const leftAdmin = await createUser(ctx, "admin");
    const devotee = await createUser(ctx, "user");
    const gone = await createUser(ctx, "admin");
    await employ(maduraiAdmin, madurai.temple.id);
    await employ(srirangamAdmin, srirangam.temple.id);
    // An employee record that is no longer active does not tie the account to the temple.
    await employ(leftAdmin, srirangam.temple.id, false);
    await db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));

    const told = await staffToTell(db, madurai.temple.id);
    expect(told).toContain(office.id);
    expect(told).toContain(maduraiAdmin.id);
    expect(told).toContain(leftAdmin.id);
    expect(told).not.toContain(srirangamAdmin.id);
    expect(told).not.toContain(devotee.id);
    expect(told).not.toContain(gone.id);
  });
});

describe("the trust's office", () => {
  it("is the SA and the admins with no temple of their own", async () => {
    const { temple } = await createTemple(ctx);
    const sa = await createUser(ctx, "SA");
    const office = await createUser(ctx, "admin");
    const templeAdmin = await createUser(ctx, "admin");
    const editor = await createUser(ctx, "editor");
    await employ(templeAdmin, temple.id);
    await employ(sa, temple.id);
    const told = await trustOffice(db);
    expect(told).toEqual(expect.arrayContaining([sa.id, office.id]));
    expect(told).not.toContain(templeAdmin.id);
    expect(told).not.toContain(editor.id);
  });
});
