#!/usr/bin/env node
// The load side of `npm run bench:booking` (issue 15): its own process, so the figures are the
// server's and not the load generator's. Reads a JSON plan (base URL, one request per devotee),
// warms the server with a few public reads, then sends every devotee's request at once and
// prints one JSON line: status counts, latencies (ms, sorted) and the wall time of the burst.
// Usage: node scripts/bench/booking-load.mjs <plan.json>
import { readFileSync } from "node:fs";
import http from "node:http";

const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
// One connection per devotee, as 2,000 phones would open (no shared keep-alive pool).
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

function send(method, url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers, timeout: 120_000 }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ statusCode: res.statusCode, text: Buffer.concat(chunks).toString() }),
      );
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", reject);
    req.end(body);
  });
}

for (const path of plan.warmup ?? []) await send("GET", `${plan.base}${path}`, {});
// Other devotees' holds on another day first (BENCH_WARM_HOLDS), then a pause: the burst meets a
// server that has booked before.
if (plan.warmRequests?.length) {
  await Promise.all(
    plan.warmRequests.map(({ token, body }) =>
      send(
        "POST",
        `${plan.base}/api/bookings`,
        { authorization: `Bearer ${token}`, "content-type": "application/json" },
        JSON.stringify(body),
      ),
    ),
  );
  await new Promise((r) => setTimeout(r, 500));
}
// Tells the orchestrator the timed part starts (it reads the server's CPU time here).
process.stdout.write("READY\n");

const latencies = [];
const codes = {};
const errors = {};
let lastGrantMs = 0;
const t0 = performance.now();
await Promise.all(
  plan.requests.map(async ({ token, body }) => {
    const s = performance.now();
    let status = 0;
    try {
      const res = await send(
        "POST",
        `${plan.base}/api/bookings`,
        { authorization: `Bearer ${token}`, "content-type": "application/json" },
        JSON.stringify(body),
      );
      status = res.statusCode;
      const text = res.text;
      if (status !== 201 && status !== 409) {
        const code = (() => {
          try {
            return JSON.parse(text).code ?? text.slice(0, 60);
          } catch {
            return text.slice(0, 60);
          }
        })();
        errors[`${status} ${code}`] = (errors[`${status} ${code}`] ?? 0) + 1;
      }
    } catch (err) {
      status = -1;
      const code = err?.code ?? err?.message ?? "error";
      errors[`connection ${code}`] = (errors[`connection ${code}`] ?? 0) + 1;
    }
    const ms = performance.now() - s;
    latencies.push(ms);
    if (status === 201) lastGrantMs = Math.max(lastGrantMs, performance.now() - t0);
    codes[status] = (codes[status] ?? 0) + 1;
  }),
);
const wallMs = performance.now() - t0;
agent.destroy();
latencies.sort((a, b) => a - b);
process.stdout.write(`${JSON.stringify({ wallMs, lastGrantMs, codes, errors, latencies })}\n`);
