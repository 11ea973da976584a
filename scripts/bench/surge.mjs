// What the surge benchmarks (`bench:booking`, `bench:waiting-room`) share: a fresh database with
// one bench temple and pooja and many signed-in devotees, the server started as `npm start`
// starts it, a load process of its own, and the server's CPU time read from outside.
// Imported under tsx (it opens the server's own database module).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import {
  districts,
  poojas,
  states,
  temples,
  users,
} from "../../apps/server/src/db/schema/index.ts";
import { tokenKeys } from "../../apps/server/src/plugins/auth.ts";
import { root, spawnServer } from "./lib.mjs";

/** PostgreSQL for the benches: BENCH_DATABASE_URL, else DATABASE_URL, else none (PGlite only). */
export const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

async function admin(query) {
  const client = new pg.Client({ connectionString: pgAdmin });
  await client.connect();
  try {
    for (const q of [query].flat()) await client.query(q);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database opened for seeding: a new PostgreSQL database called `name` (dropped
 * by `drop()`), or a PGlite data dir. The data dir is made in both cases (the server keeps its
 * files there).
 */
export async function freshDatabase(kind, name) {
  const dataDir = mkdtempSync(join(os.tmpdir(), `${name.replaceAll("_", "-")}-`));
  let databaseUrl;
  let drop = async () => {};
  if (kind === "postgres") {
    const db = `${name}_${process.pid}`;
    await admin([`drop database if exists ${db} with (force)`, `create database ${db}`]);
    const u = new URL(pgAdmin);
    u.pathname = `/${db}`;
    databaseUrl = u.toString();
    drop = () => admin(`drop database if exists ${db} with (force)`);
  }
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 4 });
  await database.migrate();
  return { dataDir, databaseUrl, drop, database };
}

/** One published bench temple with one pooja (`pooja` overrides its fields); the pooja row. */
export async function benchPooja(db, pooja) {
  const [state] = await db
    .insert(states)
    .values({ name: "Bench", code: "BN", kind: "state" })
    .returning();
  const [district] = await db
    .insert(districts)
    .values({ stateId: state.id, name: "Bench" })
    .returning();
  const [temple] = await db
    .insert(temples)
    .values({
      name: "Bench Temple",
      slug: "bench",
      stateId: state.id,
      districtId: district.id,
      town: "X",
      pinCode: "600001",
      published: true,
    })
    .returning();
  const [row] = await db
    .insert(poojas)
    .values({
      templeId: temple.id,
      kind: "archanai",
      name: "Archanai",
      pricePaise: 10_000,
      durationMinutes: 30,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      cutoffHours: 1,
      ...pooja,
    })
    .returning();
  return row;
}

/** `count` devotees with verified mobiles, inserted `batch` at a time; their user rows. */
export async function benchDevotees(db, count, batch = 500) {
  const rows = [];
  for (let i = 0; i < count; i += batch) {
    rows.push(
      ...(await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(batch, count - i) }, (_, k) => ({
            role: "user",
            mobile: `+9198${String(i + k).padStart(8, "0")}`,
            mobileVerifiedAt: new Date(),
          })),
        )
        .returning()),
    );
  }
  return rows;
}

/** A new random JWT secret and the keys that sign the devotees' tokens with it. */
export function benchSecret() {
  const jwtSecret = randomBytes(32).toString("hex");
  return { jwtSecret, keys: tokenKeys(jwtSecret) };
}

/**
 * The server as `npm start` starts it (scripts/start.mjs), in production mode, on the prepared
 * database; `env` adds to its environment, `nodeArgs` go before `src/main.ts`.
 */
export function startProductionServer(kind, prepared, { env = {}, nodeArgs = [] } = {}) {
  return spawnServer({
    nodeArgs,
    env: {
      NODE_ENV: "production",
      JWT_SECRET: prepared.jwtSecret,
      DATA_DIR: prepared.dataDir,
      DATABASE_URL: kind === "postgres" ? prepared.databaseUrl : "",
      PAYMENT_PROVIDER: "local",
      // A bench pays locally and sends nothing: production refuses that unless told (issue 35).
      ALLOW_DEV_PROVIDERS: "true",
      ...env,
    },
  });
}

/**
 * Runs a load script (scripts/bench/*-load.mjs) on a plan file in its own process; resolves with
 * the JSON it prints last. A script that prints `READY` before its timed part calls `onReady`
 * then (the caller reads the server's CPU time there).
 */
export function runLoadProcess(script, planFile, onReady) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "scripts/bench", script), planFile], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    let ready = false;
    child.stdout.on("data", (c) => {
      out += c;
      if (!ready && out.includes("READY\n")) {
        ready = true;
        onReady?.();
      }
    });
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(ready ? out.slice(out.indexOf("READY\n") + 6) : out))
        : reject(new Error(`${script} exited ${code}`)),
    );
  });
}

/** The prepared database opened again once the server has stopped, to count what it wrote. */
export function openPrepared(kind, prepared) {
  return openDatabase({
    databaseUrl: kind === "postgres" ? prepared.databaseUrl : undefined,
    dataDir: prepared.dataDir,
    poolSize: 1,
  });
}

/**
 * Runs `load` against a started server and stops the server after it, whatever happens; the
 * server's CPU seconds are counted from the start, or from when `load` calls its `ready` argument
 * (a load with a warm-up before its timed part). `cpu` is null where the platform cannot say.
 */
export async function loadWithCpu(server, load) {
  let before = server.cpuSeconds();
  let cpu = null;
  try {
    const result = await load(() => {
      before = server.cpuSeconds();
    });
    const after = server.cpuSeconds();
    if (before !== null && after !== null) cpu = after - before;
    return { result, cpu };
  } finally {
    await server.stop();
  }
}
