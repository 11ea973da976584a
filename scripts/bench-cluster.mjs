#!/usr/bin/env node
// `npm run bench:cluster` (issue 16): the booking burst and temple search through
// `npm run start:cluster` (Node's cluster primary in front) with 1 and with 3 server processes on
// one PostgreSQL and Redis; the 1-process run is the baseline. Needs BENCH_DATABASE_URL (or
// DATABASE_URL) and Redis (REDIS_URL, default redis://127.0.0.1:6379). Never fails CI.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort, load, root, waitFor } from "./bench/lib.mjs";

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const DEVOTEES = Number(process.env.BENCH_DEVOTEES ?? 1000);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 100);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const counts = (process.env.BENCH_PROCESSES ?? "1,3").split(",").map(Number);

if (!adminUrl) {
  console.log("bench:cluster: set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server");
  process.exit(0);
}

async function sql(url, text, params = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

async function run(processes) {
  const name = `sannidhi_bench_cluster_${process.pid}_${processes}`;
  await sql(adminUrl, `drop database if exists ${name} with (force)`);
  await sql(adminUrl, `create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const databaseUrl = u.toString();
  const dataDir = mkdtempSync(join(os.tmpdir(), "sannidhi-bench-cluster-"));
  const port = await freePort();
  const jwtSecret = randomBytes(32).toString("hex");
  const child = spawn(process.execPath, [join(root, "scripts/start-cluster.mjs")], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      SEED_DEMO_DATA: "true",
      CLUSTER_PROCESSES: String(processes),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, "no-web-build"),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `bench:${process.pid}:${processes}:`,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: "warn",
      API_RATE_LIMIT_PER_MINUTE: "1000000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health/ready`, child, 300_000);
    // Every process ready: the primary hands connections round-robin, so N answers in a row.
    for (let ok = 0; ok < processes * 3; ) {
      ok = (await fetch(`${base}/api/health/ready`)).ok ? ok + 1 : 0;
    }
    await new Promise((r) => setTimeout(r, 2_000));

    // The burst: DEVOTEES signed-in devotees race for one slot of CAPACITY places.
    const { signAccessToken, tokenKeys } = await import("../apps/server/src/plugins/auth.ts");
    const [temple] = await sql(
      databaseUrl,
      `insert into temples (name, slug, state_id, district_id, town, pin_code, published)
       select 'Bench Temple', 'bench-cluster', s.id, d.id, 'X', '600001', true
       from states s join districts d on d.state_id = s.id limit 1 returning id`,
    );
    const [pooja] = await sql(
      databaseUrl,
      `insert into poojas (temple_id, kind, name, price_paise, duration_minutes, weekdays, slots, cutoff_hours)
       values ($1, 'archanai', 'Archanai', 10000, 30, '[0,1,2,3,4,5,6]', $2, 1) returning id`,
      [temple.id, JSON.stringify([{ time: "18:00", capacity: CAPACITY }])],
    );
    const users = await sql(
      databaseUrl,
      `insert into users (role, mobile, mobile_verified_at)
       select 'user', '+9198' || lpad(g::text, 8, '0'), now() from generate_series(1, $1) g
       returning id, role, session_version as "sessionVersion"`,
      [DEVOTEES],
    );
    const keys = tokenKeys(jwtSecret);
    const tokens = await Promise.all(
      users.map((u) => signAccessToken(keys, u, { fid: randomUUID() })),
    );
    const date = new Date(Date.now() + 3 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const body = JSON.stringify({
      poojaId: pooja.id,
      date,
      slot: "18:00",
      participants: [{ name: "Devotee" }],
    });
    const codes = {};
    const failures = {};
    const t0 = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        let status = -1;
        try {
          const res = await fetch(`${base}/api/bookings`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body,
          });
          status = res.status;
          await res.arrayBuffer();
        } catch (err) {
          failures[err.cause?.code ?? err.message] =
            (failures[err.cause?.code ?? err.message] ?? 0) + 1;
        }
        codes[status] = (codes[status] ?? 0) + 1;
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const [held] = await sql(
      databaseUrl,
      `select coalesce(sum(participant_count),0)::int as n from bookings where pooja_id = $1`,
      [pooja.id],
    );

    // Temple search over the demo catalogue, the same few queries again and again.
    const search = await load(`${base}/api/public/temples?q=madurai&lang=en`, { duration });
    const page = await load(`${base}/api/public/temples?page=1&limit=20&lang=ta`, {
      duration,
    });
    return {
      processes,
      "burst s": seconds.toFixed(2),
      "burst req/s": Math.round(DEVOTEES / seconds),
      granted: codes[201] ?? 0,
      oversold: Math.max(0, held.n - CAPACITY),
      "other errors": DEVOTEES - (codes[201] ?? 0) - (codes[409] ?? 0),
      codes: JSON.stringify({ ...codes, ...failures }),
      "search req/s": search.rps,
      "search p99 ms": search.p99,
      "list req/s": page.rps,
      "list p99 ms": page.p99,
      non2xx: search.non2xx + page.non2xx,
    };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await sql(adminUrl, `drop database if exists ${name} with (force)`).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  const rows = [];
  for (const n of counts) rows.push(await run(n));
  const base = rows[0];
  for (const r of rows) {
    r["search ×"] = (r["search req/s"] / base["search req/s"]).toFixed(2);
    r["burst ×"] = (r["burst req/s"] / base["burst req/s"]).toFixed(2);
  }
  console.log(`\nScale-out — ${new Date().toISOString()}`);
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}; PostgreSQL + Redis on loopback; ` +
      `${DEVOTEES} devotees for ${CAPACITY} places; autocannon 50 connections × ${duration} s`,
  );
  console.table(rows);
} catch (err) {
  console.error(`bench:cluster: ${err.message}`);
}
