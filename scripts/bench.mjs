#!/usr/bin/env node
// `npm run bench`: HTTP throughput and latency of Sannidhi's API over loopback (autocannon, real
// processes), each next to a bare Fastify hello-world measured in the same run. Never fails CI.
import os from "node:os";
import { load, startHello, startSannidhi, table } from "./bench/lib.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const scenarios = [
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET /api/states (list)", path: "/api/states?limit=50" },
  {
    name: "GET /api/districts/search?state_id=",
    path: "/api/districts/search?state_id=",
    stateParam: true,
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
} catch (err) {
  console.error(`bench: ${err.message}`);
} finally {
  await sannidhi.stop();
  await hello.stop();
}
