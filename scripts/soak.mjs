#!/usr/bin/env node
// `npm run test:soak -- --runs 20 [files…]` (issue 34): runs the named test files that many times
// in a row and prints, per test, how many runs it failed. A browser journey (`*.e2e.ts`) runs
// with the e2e config against the built app (build first: `npm run build`); any other file in the
// server or web project, on PGlite — or on PostgreSQL when DATABASE_URL is set, as CI's second
// run does. Without files it soaks the whole server suite. Exit code 1 if any run failed.
//
//   npm run test:soak -- --runs 20 apps/server/src/modules/workspace/tell-workspace.int.test.ts
//   npm run test:soak -- --runs 3 e2e/todo.e2e.ts e2e/calendar-drag.e2e.ts
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
let runs = 20;
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--runs") runs = Number(args[++i]);
  else files.push(args[i]);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error("soak: --runs takes a whole number of runs, at least 1");
  process.exit(2);
}

const e2e = files
  .filter((f) => f.endsWith(".e2e.ts"))
  .map((f) => relative(join(root, "e2e"), resolve(f)));
const other = files.filter((f) => !f.endsWith(".e2e.ts"));
const suites = [];
if (e2e.length)
  suites.push({
    name: "e2e",
    cwd: join(root, "e2e"),
    args: ["--config", "vitest.config.ts", ...e2e],
  });
if (other.length || !files.length) {
  suites.push({ name: "unit", cwd: root, args: other.length ? other : ["--project", "server"] });
}

const dir = mkdtempSync(join(tmpdir(), "soak-"));
/** test name → { runs, failed, first failure } */
const tally = new Map();
/** One run of `key`: counted, and if it failed, with its first failure kept. */
function count(key, failed, why = "") {
  const t = tally.get(key) ?? { runs: 0, failed: 0, why: "" };
  t.runs += 1;
  if (failed) {
    t.failed += 1;
    t.why ||= String(why).split("\n")[0];
  }
  tally.set(key, t);
  return failed;
}
let failedRuns = 0;
const started = Date.now();
try {
  for (let run = 1; run <= runs; run++) {
    let runFailed = false;
    for (const suite of suites) {
      const out = join(dir, `${suite.name}-${run}.json`);
      const res = spawnSync(
        "npx",
        [
          "vitest",
          "run",
          "--reporter=dot",
          "--reporter=json",
          `--outputFile=${out}`,
          ...suite.args,
        ],
        { cwd: suite.cwd, stdio: ["ignore", "ignore", "inherit"], env: process.env },
      );
      let report;
      try {
        report = JSON.parse(readFileSync(out, "utf8"));
      } catch {
        // A run that crashed before reporting counts as a failure of the whole suite.
        count(`${suite.name}: (the run stopped before reporting, exit ${res.status})`, true);
        runFailed = true;
        continue;
      }
      for (const file of report.testResults) {
        const where = relative(root, file.name);
        if (file.status === "failed" && file.assertionResults.length === 0) {
          runFailed = count(`${where} (did not load)`, true, file.message ?? "") || runFailed;
        }
        for (const a of file.assertionResults) {
          const failed = a.status === "failed";
          runFailed =
            count(`${where} > ${a.fullName}`, failed, a.failureMessages?.[0] ?? "") || runFailed;
        }
      }
    }
    if (runFailed) failedRuns += 1;
    console.log(`soak: run ${run}/${runs} ${runFailed ? "FAILED" : "passed"}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const rows = [...tally.entries()].sort(
  (a, b) => b[1].failed - a[1].failed || a[0].localeCompare(b[0]),
);
const failing = rows.filter(([, t]) => t.failed > 0);
const byFile = new Map();
for (const [key, t] of rows) {
  const file = key.split(" > ")[0];
  const f = byFile.get(file) ?? { tests: 0, runs: 0, failed: 0 };
  f.tests += 1;
  f.runs = Math.max(f.runs, t.runs);
  f.failed += t.failed;
  byFile.set(file, f);
}
console.log(`\nsoak: ${runs} runs in ${minutes} min, ${failedRuns} with a failure`);
console.log("per file: runs, tests, failed test-runs");
for (const [file, f] of byFile)
  console.log(`  ${file}: ${f.runs} runs, ${f.tests} tests, ${f.failed} failed`);
if (failing.length) {
  console.log("failing tests (failed/runs, first failure):");
  for (const [key, t] of failing) console.log(`  ${t.failed}/${t.runs} ${key}\n      ${t.why}`);
}
process.exit(failedRuns ? 1 : 0);
