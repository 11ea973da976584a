#!/usr/bin/env node
import { spawnSync } from "node:child_process";
// `npm run start:cluster` (issue 16): several stateless server processes on one PostgreSQL (and,
// with REDIS_URL, one Redis), as in production, on one machine. docs/deploy.md, decision 157.
//
//   npm run start:cluster                      N processes (CLUSTER_PROCESSES, default 3) sharing
//                                              PORT through Node's cluster module: its primary
//                                              hands connections round-robin, restarts a process
//                                              that dies and passes SIGTERM on.
//   npm run start:cluster -- --ports           the processes on PORT+1 … PORT+N instead, for the
//                                              reverse proxy of deploy/ (Caddyfile, nginx.conf).
//
// The embedded database belongs to one process, so DATABASE_URL is required. Every process
// migrates under an advisory lock (the first does the work) and seeds an empty database once.
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { SERVER_EXEC_ARGV } from "./server-node-options.mjs";

const root = new URL("..", import.meta.url).pathname;
const server = join(root, "apps/server");
const args = process.argv.slice(2);
const separatePorts = args.includes("--ports");
const count = Number(process.env.CLUSTER_PROCESSES ?? 3);
const port = Number(process.env.PORT ?? 3000);

function fail(message) {
  process.stderr.write(`sannidhi cluster: ${message}\n`);
  process.exit(1);
}

if (cluster.isPrimary) {
  if (!process.env.DATABASE_URL) {
    fail(
      "set DATABASE_URL: the embedded database belongs to one process (npm start runs that one)",
    );
  }
  if (!Number.isInteger(count) || count < 1 || count > 64) fail("CLUSTER_PROCESSES must be 1-64");
  if (!existsSync(join(root, "apps/web/dist/index.html")) && !process.env.WEB_DIST) {
    console.log("sannidhi cluster: building the web app…");
    const r = spawnSync("npm", ["run", "build", "-w", "@sannidhi/web"], {
      stdio: "inherit",
      cwd: root,
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  if (!process.env.REDIS_URL) {
    console.log(
      "sannidhi cluster: no REDIS_URL — limits and the live channel go through PostgreSQL " +
        "(correct, slower); set REDIS_URL=redis://127.0.0.1:6379 to share them through Redis",
    );
  }
  process.chdir(server);
  cluster.setupPrimary({ exec: join(server, "src/main.ts"), execArgv: SERVER_EXEC_ARGV });
  const envOf = (i) => ({
    DATA_DIR: process.env.DATA_DIR ?? join(root, "data"),
    ...(separatePorts
      ? {
          PORT: String(port + 1 + i),
          // Behind the proxy of deploy/ on this machine (docs/decisions/090).
          TRUST_PROXY: process.env.TRUST_PROXY ?? "loopback",
        }
      : { PORT: String(port) }),
  });
  let stopping = false;
  // A process that cannot even start (a bad variable, the database unreachable) is not restarted
  // for ever: three failures in a row before listening end the cluster with its message above.
  const failures = new Map();
  const start = (i) => {
    const worker = cluster.fork(envOf(i));
    worker.on("listening", () => failures.set(i, 0));
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      const failed = (failures.get(i) ?? 0) + 1;
      failures.set(i, failed);
      if (failed >= 3) {
        process.stderr.write("sannidhi cluster: a process failed to start three times; stopping\n");
        stop("SIGTERM", 1);
        return;
      }
      console.log(
        `sannidhi cluster: process ${i + 1} ended (${signal ?? code}); starting it again`,
      );
      setTimeout(() => start(i), 1_000);
    });
  };
  for (let i = 0; i < count; i++) start(i);
  const where = separatePorts
    ? `ports ${port + 1}-${port + count} (put deploy/Caddyfile or deploy/nginx.conf in front)`
    : `port ${port}`;
  console.log(`sannidhi cluster: ${count} server processes on ${where}`);

  function stop(signal, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    // Each process finishes its requests in flight, then exits (apps/server/src/main.ts).
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    const done = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    };
    cluster.on("exit", done);
    done();
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGTERM"));
}
