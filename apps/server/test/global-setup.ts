import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase } from "../src/db/client.js";
import { JobQueue } from "../src/lib/jobs/queue.js";

/** The job queue's own tables go into the template too, so no test file installs them. */
async function installJobs(database: Database): Promise<void> {
  const queue = new JobQueue(database, pino({ level: "silent" }), { schedule: false });
  await queue.installed();
  await queue.stop(1_000);
}

/**
 * Migrates once, then every test file starts from a copy (CONVENTIONS.md habit 8, after immich):
 * on PGlite a dumped data directory, on PostgreSQL a template database.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = `sannidhi_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = withDatabase(adminUrl, template);
    const database = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
    await database.migrate();
    await installJobs(database);
    await database.close();
    project.provide("pgTemplate", template);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(join(tmpdir(), "sannidhi-tpl-"));
  const database = await openDatabase({ dataDir: dir, pgliteInMemory: true });
  await database.migrate();
  await installJobs(database);
  if (!database.dump) throw new Error("PGlite database cannot be dumped");
  const dump = await database.dump();
  const file = join(dir, "migrated.tar.gz");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteImage", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplate?: string;
    pgliteImage?: string;
  }
}
