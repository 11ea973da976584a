#!/usr/bin/env node
// `npm run bench`: HTTP throughput and latency of Sannidhi's API over loopback (autocannon, real
// processes), each next to a bare Fastify hello-world measured in the same run. Never fails CI.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { load, root, startHello, startSannidhi, table } from "./bench/lib.mjs";

const TOWNS = ["madurai", "tirupati", "udupi", "puri", "ujjain", "nashik"];
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const scenarios = [
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET /api/states (list)", path: "/api/states?limit=50" },
  {
    name: "GET /api/districts/search?state_id=",
    path: "/api/districts/search?state_id=",
    stateParam: true,
  },
  // The page most devotees arrive on, from a shared link: a temple with its poojas and each
  // pooja's next bookable date (read afresh every time).
  {
    name: "GET /api/public/temples/:slug (a temple's page)",
    path: "/api/public/temples/",
    templeParam: true,
  },
];

const hello = await startHello();
const sannidhi = await startSannidhi();
try {
  // Warm both servers so the first measured second is not JIT warm-up.
  await load(`${hello.base}/`, { duration: 2 });
  await load(`${sannidhi.base}/api/health`, { duration: 2 });

  const baseline = await load(`${hello.base}/`, { duration });
  const rows = [{ name: "hello-world (baseline)", ...baseline, ratio: "1.00" }];
  for (const s of scenarios) {
    let path = s.path;
    if (s.stateParam) {
      const states = await fetch(`${sannidhi.base}/api/states?limit=1`)
        .then((r) => r.json())
        .catch(() => null);
      path += states?.data?.[0]?.id ?? "";
    }
    if (s.templeParam) {
      const temples = await fetch(`${sannidhi.base}/api/public/temples?limit=1`)
        .then((r) => r.json())
        .catch(() => null);
      path += temples?.data?.[0]?.slug ?? "";
    }
    const r = await load(`${sannidhi.base}${path}`, { duration });
    rows.push({ name: s.name, ...r, ratio: (r.rps / baseline.rps).toFixed(2) });
  }
  console.log(`\nSannidhi API benchmark — ${new Date().toISOString()}`);
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  console.log(
    `autocannon: 50 connections, ${duration} s per scenario, embedded PGlite with the demo seed\n`,
  );
  console.log(table(rows));
  await benchSearch(baseline);
} catch (err) {
  console.error(`bench: ${err.message}`);
} finally {
  await sannidhi.stop();
  await hello.stop();
}

// Issue 6: temple search over a bench seed of 1,000 temples and 10,000 poojas, beside the same
// run's hello-world baseline.
async function benchSearch(baseline) {
  const dataDir = mkdtempSync(join(os.tmpdir(), "sannidhi-bench-search-"));
  const seeded = spawnSync(
    process.execPath,
    ["--import", "tsx", join(root, "scripts/bench/seed-bench.mjs"), dataDir],
    { cwd: join(root, "apps/server"), stdio: ["ignore", "inherit", "inherit"] },
  );
  if (seeded.status !== 0) throw new Error("bench seed failed");
  const server = await startSannidhi({ DATA_DIR: dataDir, SEED_DEMO_DATA: "false" });
  try {
    const searches = [
      {
        name: "GET /api/public/temples?q=venkateswara",
        path: "/api/public/temples?q=venkateswara",
      },
      {
        name: "GET /api/public/temples?q=madurai&page=2",
        path: "/api/public/temples?q=madurai&page=2",
      },
      {
        name: "GET /api/public/temples?near=13.08,80.27",
        path: "/api/public/temples?near=13.08,80.27",
      },
      // Every request from a different place, so no answer can be served from memory
      // (docs/decisions/064): the cost of the database search itself.
      {
        name: "GET /api/public/temples?near=<random> (never cached)",
        path: "/api/public/temples?near=13.08,80.27",
        setupRequest: (req) => ({
          ...req,
          path: `/api/public/temples?near=${(8 + Math.random() * 20).toFixed(5)},${(72 + Math.random() * 15).toFixed(5)}`,
        }),
      },
      {
        name: "GET /api/public/temples?q=<random town>&page=<1-3> (mostly cached)",
        path: "/api/public/temples?q=madurai",
        setupRequest: (req) => ({
          ...req,
          path: `/api/public/temples?q=${TOWNS[Math.floor(Math.random() * TOWNS.length)]}&page=${1 + Math.floor(Math.random() * 3)}`,
        }),
      },
    ];
    await load(`${server.base}${searches[0].path}`, { duration: 2 });
    const out = [{ name: "hello-world (baseline)", ...baseline, ratio: "1.00" }];
    for (const s of searches) {
      const r = await load(`${server.base}${s.path}`, { duration, setupRequest: s.setupRequest });
      out.push({ name: s.name, ...r, ratio: (r.rps / baseline.rps).toFixed(2) });
    }
    console.log("\nTemple search — bench seed: 1,000 temples, 10,000 poojas (PGlite)\n");
    console.log(table(out));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The booking burst runs the app in its own process (scripts/bench-booking.mjs).
  if (process.env.BENCH_SKIP_BOOKING === "1") return;
  spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts/bench-booking.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
}
