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
// BENCH_LOAD=node-http (the burst sent through Node's HTTP client, as before decision 192, instead
// of prebuilt bytes on plain sockets), BENCH_WARM_HOLDS (0): that many other devotees book the
// next day's slots first, all at once, from a load process of their own, so the burst meets a
// server whose hold path has run before (as a server that has been up for a while) — the figures
// say which they are. In production mode the server warms its request path up before its port
// opens (docs/decisions/193); WARM_UP_REQUESTS=0 measures it without. BENCH_IDLE_SECONDS (0): the
// server stands idle that long after starting before the burst, as one started before a release
// (docs/decisions/198). Extra Node options for the server: BENCH_SERVER_NODE_ARGS (scripts/bench/lib.mjs).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { signAccessToken } from "../apps/server/src/plugins/auth.ts";
import {
  extraServerNodeArgs,
  freePort,
  percentile,
  processCpuSeconds,
  root,
  waitFor,
} from "./bench/lib.mjs";
import {
  benchDevotees,
  benchPooja,
  benchSecret,
  freshDatabase,
  loadWithCpu,
  openPrepared,
  pgAdmin,
  runLoadProcess,
  startProductionServer,
} from "./bench/surge.mjs";
import { SERVER_NODE_OPTIONS } from "./server-node-options.mjs";

const DEVOTEES = Number(process.env.BENCH_DEVOTEES ?? 2000);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 100);
const AMPLE_SLOTS = Number(process.env.BENCH_SLOTS_AMPLE ?? 20);
const WARM_HOLDS = Number(process.env.BENCH_WARM_HOLDS ?? 0);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 0);
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
  const { dataDir, databaseUrl, drop, database } = await freshDatabase(
    kind,
    `sannidhi_bench_${scenario}`,
  );
  const times = scenario === "ample" ? slotTimes(AMPLE_SLOTS) : ["18:00"];
  const pooja = await benchPooja(database.db, {
    slots: times.map((time) => ({ time, capacity: CAPACITY })),
  });
  const rows = await benchDevotees(database.db, DEVOTEES + WARM_HOLDS);
  await database.close();
  const { jwtSecret, keys } = benchSecret();
  const date = new Date(Date.now() + 3 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  const nextDay = new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
  const signed = await Promise.all(
    rows.map(async (u, i) => ({
      token: await signAccessToken(keys, u, { fid: randomUUID() }),
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

/** The server as `npm start` starts it, with a CPU profile when BENCH_CPU_PROF asks for one. */
function startServer(kind, prepared) {
  return startProductionServer(kind, prepared, {
    nodeArgs: cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfDir}`] : [],
  });
}

const runLoad = (planFile, onReady) => runLoadProcess("booking-load.mjs", planFile, onReady);

async function countHeld(kind, prepared) {
  const database = await openPrepared(kind, prepared);
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

async function run(kind, scenario) {
  const prepared = await prepare(kind, scenario);
  const server = await startServer(kind, prepared);
  const planFile = join(prepared.dataDir, "plan.json");
  if (prepared.warmRequests.length) {
    // The other devotees' holds come from a load process of their own: the timed burst's load
    // process starts as cold as in any other run, so only the server has run before.
    const warmFile = join(prepared.dataDir, "plan-warm.json");
    writeFileSync(
      warmFile,
      JSON.stringify({ base: server.base, warmRequests: prepared.warmRequests, requests: [] }),
    );
    await runLoad(warmFile);
  }
  writeFileSync(
    planFile,
    JSON.stringify({
      base: server.base,
      warmup: Array.from({ length: 20 }, () => `/api/poojas/${prepared.poojaId}/availability`),
      requests: prepared.requests,
    }),
  );
  // A server that has been up a while, idle: what V8 gave back meanwhile, the burst pays for.
  if (IDLE_SECONDS > 0) await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  // CPU is counted from the moment the timed burst starts (after any warm-up holds).
  const { result, cpu } = await loadWithCpu(server, (ready) => runLoad(planFile, ready));
  const { held, oversold } = await countHeld(kind, prepared);
  await prepared.drop();
  rmSync(prepared.dataDir, { recursive: true, force: true });
  const seconds = result.wallMs / 1000;
  const granted = result.codes[201] ?? 0;
  const fiveXx = Object.entries(result.codes)
    .filter(([c]) => Number(c) >= 500)
    .reduce((s, [, n]) => s + n, 0);
  return {
    scenario: `${scenario}${WARM_HOLDS ? " (warm)" : ""}${IDLE_SECONDS ? ` (idle ${IDLE_SECONDS} s)` : ""}`,
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
    loadCpuS: result.loadCpuS.toFixed(2),
    // The first answer: when it comes as late as p50, every request waited for the server to
    // take in the whole burst (its CPU per request, not the database, sets p99).
    firstMs: Math.round(result.latencies[0]),
    p50ms: percentile(result.latencies, 0.5),
    p95ms: percentile(result.latencies, 0.95),
    p99ms: percentile(result.latencies, 0.99),
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
  let before = null;
  const result = await runLoad(planFile, () => {
    before = processCpuSeconds(child.pid);
  });
  const after = processCpuSeconds(child.pid);
  child.kill();
  rmSync(dir, { recursive: true, force: true });
  return {
    scenario: "baseline",
    database: "none (hello-world)",
    wallS: (result.wallMs / 1000).toFixed(2),
    answeredPerS: Math.round(DEVOTEES / (result.wallMs / 1000)),
    firstMs: Math.round(result.latencies[0]),
    p50ms: percentile(result.latencies, 0.5),
    p95ms: percentile(result.latencies, 0.95),
    p99ms: percentile(result.latencies, 0.99),
    connErrors: result.codes[-1] ?? 0,
    // What the bare server spent on the same burst: the part of the burst's figure that is not
    // Sannidhi's own work.
    serverCpuS: before === null || after === null ? "" : (after - before).toFixed(2),
    loadCpuS: result.loadCpuS.toFixed(2),
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
  `${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; server: npm start's command (${[...SERVER_NODE_OPTIONS, ...extraServerNodeArgs].join(" ")}), NODE_ENV=production, pool ${process.env.DATABASE_POOL_SIZE ?? 10}, warm-up ${process.env.WARM_UP_REQUESTS ?? 2000} requests (decision 193); load: ${process.env.BENCH_LOAD === "node-http" ? "Node's HTTP client" : "plain sockets"}, one connection per devotee`,
);
console.table(results);
const bad = results.filter((r) => r.oversold > 0 || r.heldInDb > r.places);
if (bad.length) console.log("WARNING: oversold:", bad.map((r) => r.database).join(", "));
