#!/usr/bin/env node
// `npm start`: build the web app when its build is missing or older than its sources, then run
// the server (which migrates, seeds demo data on an empty database, and serves everything).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { SERVER_EXEC_ARGV } from "./server-node-options.mjs";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "apps/web/dist/index.html");

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = [
  join(root, "apps/web/src"),
  join(root, "apps/web/public"),
  join(root, "packages/contracts/src"),
  join(root, "packages/site/src"),
  join(root, "packages/site/locales"),
];
const stale =
  !existsSync(dist) || sources.some((d) => existsSync(d) && newest(d) > statSync(dist).mtimeMs);
if (stale) {
  console.log("sannidhi: building the web app…");
  const r = spawnSync("npm", ["run", "build", "-w", "@sannidhi/web"], {
    stdio: "inherit",
    cwd: root,
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, [...SERVER_EXEC_ARGV, "src/main.ts"], {
  cwd: join(root, "apps/server"),
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, "data") },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
