import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTemple } from "../../test/catalog.js";
import { withDatabase } from "../../test/global-setup.js";
import { createTestApp, type TestContext } from "../../test/helpers.js";
import { createUser } from "../../test/users.js";
import { openDatabase } from "./client.js";

/**
 * DATABASE_READ_URL (docs/decisions/153): public discovery reads go to the replica, everything
 * else to the primary. A second database stands in for the replica, so what each side holds
 * shows where each read went. PostgreSQL only.
 */
const adminUrl = process.env.DATABASE_URL;
const replicaName = `sannidhi_replica_${process.pid}_${randomBytes(4).toString("hex")}`;
const replicaUrl = adminUrl ? withDatabase(adminUrl, replicaName) : "";
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${replicaName} template ${inject("pgTemplate")}`);
  await admin.end();
}
const ctx = adminUrl
  ? await createTestApp({ DATABASE_READ_URL: replicaUrl })
  : (undefined as unknown as TestContext);
const replica = adminUrl
  ? await openDatabase({ databaseUrl: replicaUrl, dataDir: ctx.config.dataDir, poolSize: 2 })
  : undefined;
afterAll(async () => {
  if (!adminUrl) return;
  await replica?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${replicaName} with (force)`);
  await admin.end();
});

describe.skipIf(!adminUrl)("a read replica for public discovery", () => {
  it("serves temple search, a temple's page and the map from the replica", async () => {
    const onReplica = await createTemple({ ...ctx, database: replica! }, { name: "Replica Kovil" });
    const search = await ctx.app.inject({ url: "/api/public/temples?q=Replica%20Kovil&lang=en" });
    expect(search.json().data.map((t: { name: string }) => t.name)).toEqual(["Replica Kovil"]);
    const page = await ctx.app.inject({ url: `/api/public/temples/${onReplica.temple.slug}` });
    expect(page.statusCode).toBe(200);
    const map = await ctx.app.inject({ url: "/api/public/map/temples" });
    expect(JSON.stringify(map.json())).toContain(onReplica.temple.id);
  });

  it("keeps everything else on the primary: the back-office sees what staff wrote", async () => {
    const admin = await createUser(ctx, "admin");
    const onPrimary = await createTemple(ctx, { name: "Primary Kovil" });
    const staff = await ctx.app.inject({
      url: `/api/temples/${onPrimary.temple.id}`,
      headers: admin.headers,
    });
    expect(staff.statusCode).toBe(200);
    // Not yet on the "replica" (nothing copies it there here): public search does not see it.
    const search = await ctx.app.inject({ url: "/api/public/temples?q=Primary%20Kovil&lang=en" });
    expect(search.json().data).toEqual([]);
  });

  it("is ready only while both databases answer", async () => {
    const ready = await ctx.app.inject({ url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
  });
});
