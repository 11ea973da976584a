#!/usr/bin/env node
// `npm run bench:waiting-room` (issue 15, part 3): 10,000 signed-in devotees join a quota
// release's queue within one minute, then the release of 500 places runs to the end.
// The server runs as its own process exactly as `npm start` runs it (`node --import tsx
// src/main.ts` in apps/server, NODE_ENV=production), the devotees come from another process
// (scripts/bench/waiting-room-load.mjs). PGlite always; PostgreSQL too when BENCH_DATABASE_URL
// (or DATABASE_URL) is set (a fresh database, created and dropped here). Places held are counted
// by SQL after the server has stopped.
//
// Two ways of telling the queue, side by side in one run, each on a fresh database and server:
// `asks` — the page asks every few seconds while waiting (decision 195, the baseline); `live` —
// the page also follows the release on the live channel, which says "sold out" (decision 197).
//
// Options (environment): BENCH_DEVOTEES (10000), BENCH_JOIN_SECONDS (60), BENCH_RATE (per
// minute, 1200), BENCH_POLL_SECONDS (5, as the booking page), BENCH_SOCKETS (512),
// BENCH_MODES (asks,live), BENCH_ONLY=postgres|pglite, BENCH_CPU_PROF=<dir> (the server runs with
// --cpu-prof and writes one profile per run there).
import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { users } from "../apps/server/src/db/schema/index.ts";
import { signAccessToken } from "../apps/server/src/plugins/auth.ts";
import { percentile } from "./bench/lib.mjs";
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

const DEVOTEES = Number(process.env.BENCH_DEVOTEES ?? 10_000);
const JOIN_SECONDS = Number(process.env.BENCH_JOIN_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 1200);
const POLL_SECONDS = Number(process.env.BENCH_POLL_SECONDS ?? 5);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 512);
const MODES = (process.env.BENCH_MODES ?? "asks,live").split(",");
// 500 places: five released dates, one slot of 100 each.
const DATES = 5;
const CAPACITY = 100;
const SLOT = "18:00";
const only = process.env.BENCH_ONLY;

const istDay = (n) =>
  new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

async function prepare(kind) {
  const { dataDir, databaseUrl, drop, database } = await freshDatabase(
    kind,
    "sannidhi_bench_queue",
  );
  const db = database.db;
  const pooja = await benchPooja(db, {
    slots: [{ time: SLOT, capacity: CAPACITY }],
    bookingWindowDays: 60,
  });
  const [sa] = await db.insert(users).values({ role: "SA", mobile: "+919000000001" }).returning();
  const rows = await benchDevotees(db, DEVOTEES, 1000);
  await database.close();
  const { jwtSecret, keys } = benchSecret();
  const devotees = await Promise.all(
    rows.map((u) => signAccessToken(keys, u, { fid: randomUUID() })),
  );
  const dates = Array.from({ length: DATES }, (_, i) => istDay(10 + i));
  return {
    dataDir,
    databaseUrl,
    drop,
    jwtSecret,
    devotees,
    saToken: await signAccessToken(keys, sa, { fid: randomUUID() }),
    poojaId: pooja.id,
    dates,
  };
}

/** The server as `npm start` starts it, in production mode. */
function startServer(kind, prepared) {
  const profile = process.env.BENCH_CPU_PROF;
  return startProductionServer(kind, prepared, {
    // The devotees all come from one address here; in the field each has its own.
    env: { API_RATE_LIMIT_PER_MINUTE: "1000000000" },
    nodeArgs: profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [],
  });
}

const runLoad = (planFile) => runLoadProcess("waiting-room-load.mjs", planFile);

async function countInDb(kind, prepared) {
  const database = await openPrepared(kind, prepared);
  const held = (
    await database.db.execute(
      sql`select date::text, coalesce(sum(participant_count),0)::int as n from bookings where pooja_id = ${prepared.poojaId} and status = 'pending_payment' group by date`,
    )
  ).rows;
  const queue = (
    await database.db.execute(
      sql`select count(*)::int as entries, count(distinct user_id)::int as accounts, count(distinct position)::int as positions, min(position) as lo, max(position) as hi from queue_entries`,
    )
  ).rows[0];
  await database.close();
  return {
    sold: held.reduce((s, r) => s + Number(r.n), 0),
    oversold: held.reduce((s, r) => s + Math.max(0, Number(r.n) - CAPACITY), 0),
    queue,
  };
}

async function run(kind, mode) {
  const prepared = await prepare(kind);
  const server = await startServer(kind, prepared);
  // The release opens when the join phase has ended (plus a moment for the last answers).
  const releaseAt = new Date(Date.now() + (JOIN_SECONDS + 5) * 1000).toISOString();
  const created = await fetch(`${server.base}/api/staff/quota-releases`, {
    method: "POST",
    headers: { authorization: `Bearer ${prepared.saToken}`, "content-type": "application/json" },
    body: JSON.stringify({
      poojaId: prepared.poojaId,
      fromDate: prepared.dates[0],
      toDate: prepared.dates.at(-1),
      releaseAt,
      ratePerMinute: RATE,
      joinWindowMinutes: 15,
    }),
  });
  if (created.status !== 201) throw new Error(`release: ${created.status} ${await created.text()}`);
  const release = (await created.json()).data;
  const planFile = join(prepared.dataDir, "plan.json");
  writeFileSync(
    planFile,
    JSON.stringify({
      base: server.base,
      releaseId: release.id,
      releaseAt: release.releaseAt,
      poojaId: prepared.poojaId,
      dates: prepared.dates,
      slot: SLOT,
      joinSeconds: JOIN_SECONDS,
      pollSeconds: POLL_SECONDS,
      sockets: SOCKETS,
      live: mode === "live",
      devotees: prepared.devotees,
    }),
  );
  const { result: r, cpu } = await loadWithCpu(server, () => runLoad(planFile));
  const db = await countInDb(kind, prepared);
  await prepared.drop();
  rmSync(prepared.dataDir, { recursive: true, force: true });
  // Admission: never before rate × time (early), and how late a devotee saw it (polling).
  const early = r.admittedAt.filter(([t, p]) => p > Math.floor((t / 60) * RATE)).length;
  const lags = r.admittedAt.map(([t, p]) => t - (p / RATE) * 60).sort((a, b) => a - b);
  const lastAdmitS = Math.max(0, ...r.admittedAt.map(([t]) => t));
  const errors = Object.values(r.errors).reduce((s, v) => s + v, 0);
  return {
    database: kind === "postgres" ? "PostgreSQL" : "PGlite",
    told: mode === "live" ? "live channel" : "asks only",
    devotees: DEVOTEES,
    following: r.following,
    joined: r.joined,
    joinWallS: (r.joinWallMs / 1000).toFixed(1),
    joinsPerS: Math.round(r.joined / (r.joinWallMs / 1000)),
    joinP50ms: percentile(r.joinLatencies, 0.5),
    joinP99ms: percentile(r.joinLatencies, 0.99),
    queueRows: db.queue.entries,
    positions: `${db.queue.positions} distinct, ${db.queue.lo}..${db.queue.hi}`,
    admitted: r.admittedAt.length,
    admittedEarly: early,
    "rate×lastAdmit": Math.floor((lastAdmitS / 60) * RATE),
    maxAdmittedPos: Math.max(0, ...r.admittedAt.map(([, p]) => p)),
    admitLagP50s: lags.length ? lags[Math.floor(lags.length / 2)].toFixed(1) : null,
    admitLagMaxS: lags.length ? lags.at(-1).toFixed(1) : null,
    holds: r.holds,
    soldInDb: db.sold,
    oversold: db.oversold,
    soldOutTold: r.soldOutTold,
    soldOutPushed: r.soldOutPushed,
    lastToldAfterLastHoldS:
      r.lastToldAfterLastHoldMs === null ? null : (r.lastToldAfterLastHoldMs / 1000).toFixed(1),
    releaseRanS: r.releaseRanMs === null ? null : (r.releaseRanMs / 1000).toFixed(1),
    polls: r.polls,
    pollP50ms: percentile(r.pollLatencies, 0.5),
    pollP99ms: percentile(r.pollLatencies, 0.99),
    // The first n asks: the whole queue's first look after the release, spread over 5 s.
    firstAsksP50ms: percentile(r.firstAskLatencies, 0.5),
    firstAsksP99ms: percentile(r.firstAskLatencies, 0.99),
    serverCpuS: cpu === null ? "" : cpu.toFixed(1),
    // The load process during the release: its CPU and its event loop's delay (p99).
    loadCpuS: r.loadCpuS.toFixed(1),
    loadLoopDelayP99ms: Math.round(r.loadLoopDelayP99ms),
    errors,
    errorKinds: JSON.stringify(r.errors),
  };
}

const kinds = ["pglite", ...(pgAdmin ? ["postgres"] : [])].filter((k) => !only || k === only);
const results = [];
for (const kind of kinds) for (const mode of MODES) results.push(await run(kind, mode));
console.log(
  `\nWaiting room — ${new Date().toISOString()} — ${DEVOTEES} devotees join over ${JOIN_SECONDS} s; ${DATES * CAPACITY} places at ${RATE}/min; status every ${POLL_SECONDS} s; ${SOCKETS} keep-alive sockets`,
);
console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const r of results) console.log(r);
const bad = results.filter((r) => r.oversold > 0);
if (bad.length) console.log("WARNING: oversold:", bad.map((r) => r.database).join(", "));
