import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** Both drivers speak the same PostgreSQL dialect; code only ever sees this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: an image of the data directory, used by tests to skip migrating per file. */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Tests pass a prepared PGlite data directory image to skip migrating from scratch. */
  pgliteLoadDataDir?: Blob | File;
  pgliteInMemory?: boolean;
  /** PostgreSQL only: connections in the pool (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // Idle clients can error when the server restarts; without a listener that crashes the process.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    const { hostname, port, pathname } = new URL(url);
    throw new DatabaseUnreachableError(
      `Cannot connect to DATABASE_URL (${hostname}:${port || 5432}${pathname}): ${describe(err)}`,
    );
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (!options.pgliteInMemory) {
    dataDir = join(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.pgliteLoadDataDir,
    extensions: { pg_trgm, btree_gist, unaccent, citext },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
    dump: async () => {
      const file = await client.dumpDataDir("gzip");
      return file;
    },
  };
}

export class DatabaseUnreachableError extends Error {}

function describe(err: unknown): string {
  if (err && typeof err === "object") {
    const e = err as { code?: string; message?: string };
    if (e.code && e.message) return `${e.code} ${e.message}`.slice(0, 200);
    if (e.message) return e.message.slice(0, 200);
  }
  return String(err);
}
