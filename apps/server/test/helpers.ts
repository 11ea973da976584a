import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { type Config, loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { withDatabase } from "./global-setup.js";

export interface TestContext {
  app: App;
  config: Config;
  database: Database;
}

/**
 * A fresh app on a fresh database for one test file: a copy of the migrated PGlite image, or a
 * PostgreSQL database cloned from the migrated template when DATABASE_URL is set. Closed and
 * removed after the file's tests.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), "sannidhi-test-"));
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  if (adminUrl) {
    const name = `sannidhi_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("pgTemplate")}`);
    await admin.end();
    databaseUrl = withDatabase(adminUrl, name);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }

  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, "no-web-build"),
    // Every test file calls from one address under a clock that may stand still: the API ceiling
    // (600 a minute per client) would stop long suites. Its own test sets it low again.
    API_RATE_LIMIT_PER_MINUTE: "1000000000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });

  const image = inject("pgliteImage");
  const database = await openDatabase({
    databaseUrl,
    dataDir,
    pgliteInMemory: true,
    pgliteLoadDataDir: image && !databaseUrl ? new Blob([readFileSync(image)]) : undefined,
    databaseReadUrl: config.databaseReadUrl,
  });
  await database.migrate();
  const app = await buildApp({ config, database });

  afterAll(async () => {
    await app.close();
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, config, database };
}
