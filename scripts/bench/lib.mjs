import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { SERVER_EXEC_ARGV } from "../server-node-options.mjs";

export const root = new URL("../..", import.meta.url).pathname;

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`process exited (${child.exitCode}) before ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

/** BENCH_SERVER_NODE_ARGS, split: Node options the benches' server gets after npm start's own. */
export const extraServerNodeArgs =
  process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];

/**
 * `src/main.ts` in its own process, as `npm start` runs it (its Node options included), on a free
 * loopback port with `LOG_LEVEL=warn`; `env` adds to (or overrides) the environment, `nodeArgs` go
 * to node before the script (e.g. `--cpu-prof`). Resolves once `/api/health` answers.
 * For experiments, BENCH_SERVER_NODE_ARGS adds Node options after npm start's own (a later V8
 * setting wins: `--max-semi-space-size=16` is V8's default young generation), and
 * BENCH_SERVER_STDOUT=<file> keeps the server's standard output (e.g. with `--trace-gc`).
 */
export async function spawnServer({ env = {}, nodeArgs = [] } = {}) {
  const port = await freePort();
  const out = process.env.BENCH_SERVER_STDOUT;
  const child = spawn(
    process.execPath,
    [...nodeArgs, ...SERVER_EXEC_ARGV, ...extraServerNodeArgs, "src/main.ts"],
    {
      cwd: join(root, "apps/server"),
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", out ? openSync(out, "a") : "ignore", "inherit"],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return {
    base,
    child,
    /** CPU seconds (user + system) the server has used so far (Linux /proc; else null). */
    cpuSeconds: () => processCpuSeconds(child.pid),
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
    },
  };
}

/** CPU seconds (user + system) a process has used so far (Linux /proc; else null). */
export function processCpuSeconds(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The real Sannidhi server as `npm start` runs it, on a free port with a fresh data dir and the
 * demo seed. `nodeArgs` go to node before the script (e.g. `--cpu-prof`, to profile the server
 * under load).
 */
export async function startSannidhi(env = {}, nodeArgs = []) {
  const dataDir = mkdtempSync(join(tmpdir(), "sannidhi-bench-"));
  const server = await spawnServer({
    nodeArgs,
    env: {
      // Development mode so the demo seed runs: the list scenarios need real rows.
      NODE_ENV: "development",
      SEED_DEMO_DATA: "true",
      DATA_DIR: dataDir,
      // The load comes from one address: keep the API ceiling (and its cost) on, but out of reach.
      API_RATE_LIMIT_PER_MINUTE: "1000000000",
      ...env,
    },
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startHello() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "scripts/bench/hello.mjs")], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, child);
  return {
    base,
    stop: async () => {
      child.kill();
      await new Promise((r) => child.once("exit", r));
    },
  };
}

export async function load(url, { duration = 10, connections = 50, headers, setupRequest } = {}) {
  const r = await autocannon({
    url,
    duration,
    connections,
    headers,
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
    // Requests autocannon gave up on after its 10 s timeout: counted in non2xx as errors.
    timeouts: r.timeouts,
  };
}

export function table(rows) {
  const head = ["scenario", "req/s", "p50 ms", "p99 ms", "non-2xx", "vs hello-world req/s"];
  const errors = (r) => (r.timeouts ? `${r.non2xx} (${r.timeouts} timeouts)` : r.non2xx);
  const lines = [head, ...rows.map((r) => [r.name, r.rps, r.p50, r.p99, errors(r), r.ratio ?? ""])];
  const widths = head.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  return lines.map((l) => l.map((c, i) => String(c).padEnd(widths[i])).join("  ")).join("\n");
}

/** The p-th percentile (0..1) of ascending numbers, rounded; null when there are none. */
export const percentile = (sorted, p) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))])
    : null;
