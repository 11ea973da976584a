#!/usr/bin/env node
// `npm run bench:booking` (issues 6 and 15): 2,000 signed-in devotees press Book at once.
//  - burst: one slot of 100 places (1,900 must be refused, 100 granted, none oversold);
//  - ample: 20 slots of 100 places, devotee i books slot i mod 20 (every request can succeed).
// The server runs as its own process exactly as `npm start` runs it (`node --import tsx
// src/main.ts` in apps/server, NODE_ENV=production, the configured PostgreSQL pool), and the
// devotees come from another process (scripts/bench/booking-load.mjs). Runs on PGlite and, when
// BENCH_DATABASE_URL (or DATABASE_URL) points at a PostgreSQL server, on a fresh database there
// (created and dropped here). Places held are counted by SQL after the server has stopped.
//
// Options (environment): BENCH_DEVOTEES (2000), BENCH_CAPACITY (100), BENCH_SLOTS_AMPLE (20),
// BENCH_ONLY=postgres|pglite, BENCH_SCENARIOS=burst,ample, BENCH_CPU_PROF=<dir> (the server runs
// with --cpu-prof and writes its profile there), DATABASE_POOL_SIZE (passed to the server),
// BENCH_WARM_HOLDS (0): that many other devotees book the next day's slots first, all at once,
// so the burst meets a server whose hold path has run before (as a server that has been up for
// a while) — the figures say which they are.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { districts, poojas, states, temples, users } from "../apps/server/src/db/schema/index.ts";
import { signAccessToken, tokenKeys } from "../apps/server/src/plugins/auth.ts";
import { freePort, root, waitFor } from "./bench/lib.mjs";

const DEVOTEES = Number(process.env.BENCH_DEVOTEES ?? 2000);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 100);
const AMPLE_SLOTS = Number(process.env.BENCH_SLOTS_AMPLE ?? 20);
const WARM_HOLDS = Number(process.env.BENCH_WARM_HOLDS ?? 0);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const only = process.env.BENCH_ONLY;
const scenarios = (process.env.BENCH_SCENARIOS ?? "burst,ample").split(",");
const cpuProfDir = process.env.BENCH_CPU_PROF;

function slotTimes(n) {
  return Array.from({ length: n }, (_, i) => {
    const m = 6 * 60 + i * 30;
    return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  });
}

/** A fresh database (PostgreSQL) or data dir (PGlite), migrated and seeded with the devotees. */
async function prepare(kind, scenario) {
  const dataDir = mkdtempSync(join(os.tmpdir(), "sannidhi-bench-booking-"));
  let databaseUrl;
  let drop = async () => {};
  if (kind === "postgres") {
    const name = `sannidhi_bench_${process.pid}_${scenario}`;
    const admin = new pg.Client({ connectionString: pgAdmin });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(pgAdmin);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: pgAdmin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 4 });
  await database.migrate();
  const db = database.db;
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
  const times = scenario === "ample" ? slotTimes(AMPLE_SLOTS) : ["18:00"];
  const [pooja] = await db
    .insert(poojas)
    .values({
      templeId: temple.id,
      kind: "archanai",
      name: "Archanai",
      pricePaise: 10_000,
      durationMinutes: 30,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      slots: times.map((time) => ({ time, capacity: CAPACITY })),
      cutoffHours: 1,
    })
    .returning();
  const rows = [];
  for (let i = 0; i < DEVOTEES + WARM_HOLDS; i += 500) {
    rows.push(
      ...(await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, DEVOTEES + WARM_HOLDS - i) }, (_, k) => ({
            role: "user",
            mobile: `+9198${String(i + k).padStart(8, "0")}`,
            mobileVerifiedAt: new Date(),
          })),
        )
        .returning()),
    );
  }
  await database.close();
  const jwtSecret = randomBytes(32).toString("hex");
  const keys = tokenKeys(jwtSecret);
  const date = new Date(Date.now() + 3 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  const nextDay = new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
  const signed = await Promise.all(
    rows.map(async (u, i) => ({
      token: await signAccessToken(keys, u),
      body: {
        poojaId: pooja.id,
        date: i < DEVOTEES ? date : nextDay,
        slot: times[i % times.length],
        participants: [{ name: "Devotee" }],
      },
    })),
  );
  const requests = signed.slice(0, DEVOTEES);
  const warmRequests = signed.slice(DEVOTEES);
  const capacity = CAPACITY * times.length;
  return {
    dataDir,
    databaseUrl,
    drop,
    jwtSecret,
    requests,
    warmRequests,
    date,
    poojaId: pooja.id,
    capacity,
  };
}

/** The server as `npm start` starts it (scripts/start.mjs), in production mode. */
async function startServer(kind, prepared) {
  const port = await freePort();
  const args = ["--import", "tsx"];
  if (cpuProfDir) args.push("--cpu-prof", `--cpu-prof-dir=${cpuProfDir}`);
  args.push("src/main.ts");
  const child = spawn(process.execPath, args, {
    cwd: join(root, "apps/server"),
    env: {
      ...process.env,
      NODE_ENV: "production",
      JWT_SECRET: prepared.jwtSecret,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: prepared.dataDir,
      DATABASE_URL: kind === "postgres" ? prepared.databaseUrl : "",
      PAYMENT_PROVIDER: "local",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return {
    base,
    /** CPU seconds (user + system) the server process has used so far (Linux; else null). */
    cpuSeconds() {
      try {
        const f = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
        return (Number(f[11]) + Number(f[12])) / 100;
      } catch {
        return null;
      }
    },
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
    },
  };
}

function runLoad(planFile, onReady) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, "scripts/bench/booking-load.mjs"), planFile],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
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
        ? resolve(JSON.parse(out.slice(out.indexOf("READY\n") + 6)))
        : reject(new Error(`load exited ${code}`)),
    );
  });
}

async function countHeld(kind, prepared) {
  const database = await openDatabase({
    databaseUrl: kind === "postgres" ? prepared.databaseUrl : undefined,
    dataDir: prepared.dataDir,
    poolSize: 1,
  });
  const rows = (
    await database.db.execute(
      sql`select slot, coalesce(sum(participant_count),0)::int as n from bookings where pooja_id = ${prepared.poojaId} and date = ${prepared.date} and status = 'pending_payment' group by slot`,
    )
  ).rows;
  await database.close();
  return {
    held: rows.reduce((s, r) => s + Number(r.n), 0),
    oversold: rows.reduce((s, r) => s + Math.max(0, Number(r.n) - CAPACITY), 0),
  };
}

const pct = (sorted, p) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);

async function run(kind, scenario) {
  const prepared = await prepare(kind, scenario);
  const server = await startServer(kind, prepared);
  const planFile = join(prepared.dataDir, "plan.json");
  writeFileSync(
    planFile,
    JSON.stringify({
      base: server.base,
      warmup: Array.from({ length: 20 }, () => `/api/poojas/${prepared.poojaId}/availability`),
      warmRequests: prepared.warmRequests,
      requests: prepared.requests,
    }),
  );
  let result;
  let cpu = null;
  try {
    let before = server.cpuSeconds();
    // Counted from the moment the timed burst starts (after any warm-up holds).
    result = await runLoad(planFile, () => {
      before = server.cpuSeconds();
    });
    const after = server.cpuSeconds();
    if (before !== null && after !== null) cpu = after - before;
  } finally {
    await server.stop();
  }
  const { held, oversold } = await countHeld(kind, prepared);
  await prepared.drop();
  rmSync(prepared.dataDir, { recursive: true, force: true });
  const seconds = result.wallMs / 1000;
  const granted = result.codes[201] ?? 0;
  const fiveXx = Object.entries(result.codes)
    .filter(([c]) => Number(c) >= 500)
    .reduce((s, [, n]) => s + n, 0);
  return {
    scenario: WARM_HOLDS ? `${scenario} (warm)` : scenario,
    database: kind === "postgres" ? "PostgreSQL" : "PGlite",
    places: prepared.capacity,
    granted,
    heldInDb: held,
    oversold,
    refused409: result.codes[409] ?? 0,
    "5xx": fiveXx,
    connErrors: result.codes[-1] ?? 0,
    wallS: seconds.toFixed(2),
    answeredPerS: Math.round(DEVOTEES / seconds),
    holdsPerS: Math.round(granted / seconds),
    lastHoldS: (result.lastGrantMs / 1000).toFixed(2),
    // The server's own CPU time over the burst (the warm-up reads included, warm-up holds not): what a request costs it,
    // whatever else the machine is doing.
    serverCpuS: cpu === null ? "" : cpu.toFixed(2),
    p50ms: pct(result.latencies, 0.5),
    p95ms: pct(result.latencies, 0.95),
    p99ms: pct(result.latencies, 0.99),
    errors: JSON.stringify(result.errors),
  };
}

/**
 * The baseline from the same run: the same 2,000 connections and requests from the same load
 * process, answered at once by a bare Fastify server (scripts/bench/hello.mjs) — the floor this
 * machine and load generator allow.
 */
async function baseline() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "scripts/bench/hello.mjs")], {
    env: { ...process.env, PORT: String(port), BACKLOG: "4096" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, child);
  const dir = mkdtempSync(join(os.tmpdir(), "sannidhi-bench-booking-"));
  const planFile = join(dir, "plan.json");
  const body = {
    poojaId: "00000000-0000-0000-0000-000000000000",
    date: "2030-01-01",
    slot: "18:00",
    participants: [{ name: "Devotee" }],
  };
  writeFileSync(
    planFile,
    JSON.stringify({
      base,
      warmup: ["/"],
      requests: Array.from({ length: DEVOTEES }, () => ({ token: "x", body })),
    }),
  );
  const result = await runLoad(planFile);
  child.kill();
  rmSync(dir, { recursive: true, force: true });
  return {
    scenario: "baseline",
    database: "none (hello-world)",
    wallS: (result.wallMs / 1000).toFixed(2),
    answeredPerS: Math.round(DEVOTEES / (result.wallMs / 1000)),
    p50ms: pct(result.latencies, 0.5),
    p95ms: pct(result.latencies, 0.95),
    p99ms: pct(result.latencies, 0.99),
    connErrors: result.codes[-1] ?? 0,
  };
}

const kinds = ["pglite", ...(pgAdmin ? ["postgres"] : [])].filter((k) => !only || k === only);
const results = [await baseline()];
for (const kind of kinds) {
  for (const scenario of scenarios) {
    results.push(await run(kind, scenario));
    if (cpuProfDir) console.log(`CPU profile of the server written to ${cpuProfDir}`);
  }
}
console.log(`\nBooking surge — ${new Date().toISOString()} — ${DEVOTEES} devotees`);
console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; server: npm start's command, NODE_ENV=production, pool ${process.env.DATABASE_POOL_SIZE ?? 10}`,
);
console.table(results);
const bad = results.filter((r) => r.oversold > 0 || r.heldInDb > r.places);
if (bad.length) console.log("WARNING: oversold:", bad.map((r) => r.database).join(", "));
