#!/usr/bin/env node
// `npm run bench:booking` (issue 6): 2,000 concurrent signed-in devotees race over HTTP for one
// slot of capacity 100. Runs the real app in this process on a free port, on PGlite and, when
// BENCH_DATABASE_URL (or DATABASE_URL) points at a PostgreSQL server, on a fresh database there.
// Reports holds granted (must be 100), oversold (must be 0), holds per second and p99 latency.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { districts, poojas, states, temples, users } from "../apps/server/src/db/schema/index.ts";
import { signAccessToken, tokenKeys } from "../apps/server/src/plugins/auth.ts";

const DEVOTEES = Number(process.env.BENCH_DEVOTEES ?? 2000);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 100);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

async function run(kind) {
  const dataDir = mkdtempSync(join(os.tmpdir(), "sannidhi-bench-booking-"));
  let databaseUrl;
  let drop = async () => {};
  if (kind === "postgres") {
    const name = `sannidhi_bench_${process.pid}`;
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
  const config = loadConfig({
    NODE_ENV: "development",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    BOOKING_MAX_PER_POOJA_PER_DAY: "3",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // The server's pool size unless the caller sets one (default 10, as the server's).
    ...(process.env.DATABASE_POOL_SIZE
      ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
      : {}),
  });
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: config.databasePoolSize });
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
  const [pooja] = await db
    .insert(poojas)
    .values({
      templeId: temple.id,
      kind: "archanai",
      name: "Archanai",
      pricePaise: 10_000,
      durationMinutes: 30,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      slots: [{ time: "18:00", capacity: CAPACITY }],
      cutoffHours: 1,
    })
    .returning();
  const rows = [];
  for (let i = 0; i < DEVOTEES; i += 500) {
    rows.push(
      ...(await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, DEVOTEES - i) }, (_, k) => ({
            role: "user",
            mobile: `+9198${String(i + k).padStart(8, "0")}`,
            mobileVerifiedAt: new Date(),
          })),
        )
        .returning()),
    );
  }
  const keys = tokenKeys(config.jwtSecret);
  const tokens = await Promise.all(rows.map((u) => signAccessToken(keys, u)));
  const app = await buildApp({ config, database });
  // A listen backlog that holds the whole burst: with Node's default (511) the kernel drops the
  // connections beyond it while the event loop is busy, and the client counts failures that say
  // nothing about the server (docs/decisions/065).
  await app.listen({ port: 0, host: "127.0.0.1", backlog: DEVOTEES + 100 });
  const { port } = app.server.address();
  const date = new Date(Date.now() + 3 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  const body = JSON.stringify({
    poojaId: pooja.id,
    date,
    slot: "18:00",
    participants: [{ name: "Devotee" }],
  });

  const latencies = [];
  const codes = {};
  let lastHoldAt = 0;
  const t0 = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      const s = performance.now();
      let status = 0;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/bookings`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body,
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = -1;
      }
      latencies.push(performance.now() - s);
      if (status === 201) lastHoldAt = Math.max(lastHoldAt, performance.now() - t0);
      codes[status] = (codes[status] ?? 0) + 1;
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const [held] = (
    await db.execute(
      sql`select coalesce(sum(participant_count),0)::int as n from bookings where pooja_id = ${pooja.id} and status = 'pending_payment'`,
    )
  ).rows;
  await app.close();
  await database.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  const granted = codes[201] ?? 0;
  return {
    database: kind === "postgres" ? `PostgreSQL (pool ${config.databasePoolSize})` : "PGlite",
    devotees: DEVOTEES,
    capacity: CAPACITY,
    granted,
    placesHeldInDb: Number(held.n),
    oversold: Math.max(0, Number(held.n) - CAPACITY),
    slotFull: codes[409] ?? 0,
    otherErrors: DEVOTEES - granted - (codes[409] ?? 0),
    codes: JSON.stringify(codes),
    seconds: seconds.toFixed(2),
    holdsPerSecond: Math.round(granted / seconds),
    // How fast the slot fills: the seconds until the last hold was answered, and holds per
    // second over that time (the rest of the run is the refusals).
    lastHoldSeconds: (lastHoldAt / 1000).toFixed(2),
    fillHoldsPerSecond: lastHoldAt ? Math.round(granted / (lastHoldAt / 1000)) : 0,
    requestsPerSecond: Math.round(DEVOTEES / seconds),
    p50ms: Math.round(latencies[Math.floor(latencies.length * 0.5)]),
    p99ms: Math.round(latencies[Math.floor(latencies.length * 0.99)]),
  };
}

const results = [await run("pglite")];
if (pgAdmin) results.push(await run("postgres"));
console.log(`\nBooking burst — ${new Date().toISOString()}`);
console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.table(results);
const bad = results.filter((r) => r.granted !== CAPACITY || r.oversold !== 0);
if (bad.length)
  console.log(
    "WARNING: holds granted differ from capacity:",
    bad.map((r) => r.database).join(", "),
  );
