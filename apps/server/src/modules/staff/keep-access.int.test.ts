import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { auditLog, employees, staffTempleGrants } from "../../db/schema/index.js";
import { grantsOf } from "./staff-scope.repository.js";

/**
 * Migration 0023 (issue 33, decision 200): an installation upgraded to grants keeps every account's
 * effective access of decision 190, now as explicit grants, each in the audit log.
 */
const ctx = await createTestApp();
const db = ctx.database.db;
const migration = readFileSync(
  new URL("../../db/migrations/0023_keep-staff-access.sql", import.meta.url),
  "utf8",
);

let n = 0;
const employ = (user: TestUser, templeId: string | null, active = true) =>
  db.insert(employees).values({
    name: `Employee ${++n}`,
    mobile: `+9196${String(n).padStart(8, "0")}`,
    designation: "Office",
    templeId,
    userId: user.id,
    active,
  });

describe("upgrading to grants (migration 0023)", () => {
  it("gives a temple's own staff that temple, everyone else of the trust's office the whole trust", async () => {
    const palani = (await createTemple(ctx)).temple.id;
    const madurai = (await createTemple(ctx)).temple.id;
    const templeAdmin = await createUser(ctx, "admin", []);
    const leftAdmin = await createUser(ctx, "admin", []);
    const officeEditor = await createUser(ctx, "editor", []);
    const noTempleRecord = await createUser(ctx, "admin", []);
    const devotee = await createUser(ctx);
    const sa = await createUser(ctx, "SA");
    await employ(templeAdmin, palani);
    await employ(leftAdmin, madurai, false);
    await employ(noTempleRecord, null);
    await employ(sa, madurai);
    // The installation as it was before grants existed.
    await db.delete(staffTempleGrants);
    await db.delete(auditLog);

    for (const statement of migration.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }

    expect(await grantsOf(db, templeAdmin.id)).toEqual([palani]);
    // Decision 190: no active record at a temple meant the trust's office.
    expect(await grantsOf(db, leftAdmin.id)).toEqual([null]);
    expect(await grantsOf(db, officeEditor.id)).toEqual([null]);
    expect(await grantsOf(db, noTempleRecord.id)).toEqual([null]);
    // The SA acts for every temple by role; a devotee for none.
    expect(await grantsOf(db, sa.id)).toEqual([]);
    expect(await grantsOf(db, devotee.id)).toEqual([]);

    const audited = await db.select().from(auditLog).where(eq(auditLog.resource, "staffGrants"));
    expect(audited).toHaveLength(4);
    expect(audited.find((a) => a.entityId === templeAdmin.id)).toMatchObject({
      actorId: null,
      actorRole: "migration",
      changes: { temple: { before: null, after: palani } },
    });
  });
});
