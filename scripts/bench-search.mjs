#!/usr/bin/env node
// `npm run bench:search` (issue 17): temple search at 10,000 temples / 100,000 poojas, on
// PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL: a fresh database is created there and dropped
// after) and on embedded PGlite. The server runs as its own process (`src/main.ts`, as `npm start`
// runs it); autocannon loads it from this process, 50 connections, beside a bare Fastify
// hello-world measured in the same run. `near=<random point>` asks something new every time.
// `q=<one of 28 words, half the time with one letter changed>&page=<1-5>` does not always: the
// 28 words × 5 pages are answered once per catalogue version and then kept (decision 064), and
// since decision 167 a misspelt word is answered as the catalogue word it is corrected to, so
// its typos share that word's kept answer — only the correction itself (one index read) is new.
// That row is therefore also measured against a second server started with
// SEARCH_ANSWER_CACHE=false, which keeps no answer: every request is a database search (the
// database's own cost, "answer cache off"); since decision 169 only each filter's total is
// counted once per catalogue version, as for "near me".
// BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there (`--cpu-prof`) for each engine,
// covering both scenarios, in <dir>/<engine>/ (the largest file is the main thread's; open it
// in Chrome DevTools or speedscope).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import pg from "pg";
import { load, root, startHello, startSannidhi, table } from "./bench/lib.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const templeCount = Number(process.env.BENCH_TEMPLES ?? 10_000);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const engines = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",");

// Words devotees type: the bench seed's names and towns, and other spellings of them.
const WORDS = [
  "venkateswara",
  "venkateshwara",
  "meenakshi",
  "minakshi",
  "shiva",
  "siva",
  "murugan",
  "ganesha",
  "ganesh",
  "durga",
  "krishna",
  "rama",
  "hanuman",
  "madurai",
  "tirupati",
  "tirupathi",
  "kanchipuram",
  "kancheepuram",
  "thanjavur",
  "udupi",
  "guruvayur",
  "guruvayoor",
  "varanasi",
  "puri",
  "nashik",
  "ujjain",
  "sri",
  "shri",
];
const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

/** A word as a devotee might type it: half the time one letter is wrong. */
function typed() {
  const w = pick(WORDS);
  if (Math.random() < 0.5) return w;
  const at = Math.floor(Math.random() * w.length);
  return w.slice(0, at) + pick(LETTERS) + w.slice(at + 1);
}

const scenarios = [
  {
    name: "GET /api/public/temples?near=<random>",
    path: "/api/public/temples?near=13.08,80.27",
    setupRequest: (req) => ({
      ...req,
      path: `/api/public/temples?near=${(8 + Math.random() * 20).toFixed(5)},${(72 + Math.random() * 15).toFixed(5)}`,
    }),
  },
  {
    name: "GET /api/public/temples?q=<random word, typos>&page=<1-5>",
    path: "/api/public/temples?q=madurai",
    setupRequest: (req) => ({
      ...req,
      path: `/api/public/temples?q=${encodeURIComponent(typed())}&page=${1 + Math.floor(Math.random() * 5)}`,
    }),
  },
];

async function createDatabase() {
  const name = `sannidhi_bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgAdmin });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(pgAdmin);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: pgAdmin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function run(kind, baseline) {
  const dataDir = mkdtempSync(join(os.tmpdir(), "sannidhi-bench-search-"));
  const database = kind === "postgres" ? await createDatabase() : null;
  // PGlite's run clears DATABASE_URL (empty is "not set"): inherited, it would search PostgreSQL.
  const env = { DATABASE_URL: database ? database.url : "", DATABASE_READ_URL: "" };
  try {
    const seeded = spawnSync(
      process.execPath,
      ["--import", "tsx", join(root, "scripts/bench/seed-bench.mjs"), dataDir],
      {
        cwd: join(root, "apps/server"),
        env: { ...process.env, ...env, BENCH_TEMPLES: String(templeCount) },
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    if (seeded.status !== 0) throw new Error("bench seed failed");
    const profile = process.env.BENCH_CPU_PROF;
    let server = await startSannidhi(
      { DATA_DIR: dataDir, SEED_DEMO_DATA: "false", ...env },
      profile ? ["--cpu-prof", `--cpu-prof-dir=${join(profile, kind)}`] : [],
    );
    try {
      for (const s of scenarios)
        await load(`${server.base}${s.path}`, { duration: 2, setupRequest: s.setupRequest });
      const rows = [{ name: "hello-world (baseline)", ...baseline, ratio: "1.00" }];
      for (const s of scenarios) {
        const r = await load(`${server.base}${s.path}`, {
          duration,
          setupRequest: s.setupRequest,
        });
        rows.push({ name: s.name, ...r, ratio: (r.rps / baseline.rps).toFixed(2) });
      }
      const label = kind === "postgres" ? "PostgreSQL" : "embedded PGlite";
      await server.stop();
      server = null;
      // The same text searches with nothing kept: every request asks the database.
      const uncached = await startSannidhi({
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: "false",
        SEARCH_ANSWER_CACHE: "false",
        ...env,
      });
      try {
        const s = scenarios[1];
        await load(`${uncached.base}${s.path}`, { duration: 2, setupRequest: s.setupRequest });
        const r = await load(`${uncached.base}${s.path}`, {
          duration,
          setupRequest: s.setupRequest,
        });
        rows.push({
          name: `${s.name}, answer cache off`,
          ...r,
          ratio: (r.rps / baseline.rps).toFixed(2),
        });
      } finally {
        await uncached.stop();
      }
      console.log(
        `\nTemple search — ${templeCount.toLocaleString("en")} temples, ${(templeCount * 10).toLocaleString("en")} poojas, ${label}\n`,
      );
      console.log(table(rows));
    } finally {
      await server?.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const hello = await startHello();
try {
  await load(`${hello.base}/`, { duration: 2 });
  const baseline = await load(`${hello.base}/`, { duration });
  console.log(`Sannidhi search benchmark — ${new Date().toISOString()}`);
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; autocannon 50 connections, ${duration} s per scenario`,
  );
  for (const kind of engines) {
    if (kind === "postgres" && !pgAdmin) {
      console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or DATABASE_URL)");
      continue;
    }
    await run(kind, baseline).catch((err) => console.error(`bench (${kind}): ${err.message}`));
  }
} finally {
  await hello.stop();
}
