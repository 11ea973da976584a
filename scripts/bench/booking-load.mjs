#!/usr/bin/env node
// The load side of `npm run bench:booking` (issue 15): its own process, so the figures are the
// server's and not the load generator's. Reads a JSON plan (base URL, one request per devotee),
// warms the server with a few public reads, then sends every devotee's request at once and
// prints one JSON line: status counts, latencies (ms, sorted), the wall time of the burst and
// this process's own CPU time over it.
//
// Each devotee's request goes out on a connection of its own, as 2,000 phones would send it,
// written as prebuilt bytes on a plain socket and answered when its status line, headers and
// `content-length` bytes of body are in (decision 192). Node's HTTP client took about a core of
// this 2-core machine to send the same burst, CPU the server's figures then did not get; with
// BENCH_LOAD=node-http it sends the burst as before, for figures comparable with older tables.
// Usage: node scripts/bench/booking-load.mjs <plan.json>
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";

const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
const { hostname, port } = new URL(plan.base);
const host = `${hostname}:${port}`;
const HEAD_END = Buffer.from("\r\n\r\n");

/** The bytes of one request: a fresh connection that the server closes after answering. */
function requestBytes(method, path, headers, body) {
  const payload = body === undefined ? null : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, "connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push(`content-length: ${payload.length}`);
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`);
  return payload ? Buffer.concat([head, payload]) : head;
}

/**
 * Sends `bytes` on a new connection; resolves with the status code and body text once the whole
 * answer is in (by its content-length, or when the server closes a body without one).
 */
let send = (bytes) => sendOnSocket(bytes);
function sendOnSocket(bytes) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.setTimeout(120_000);
    let data = Buffer.alloc(0);
    let status = 0;
    let bodyStart = -1;
    let length = -1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      if (bodyStart < 0) reject(Object.assign(new Error("no answer"), { code: "NO_ANSWER" }));
      else resolve({ statusCode: status, text: data.subarray(bodyStart).toString() });
    };
    socket.on("data", (chunk) => {
      data = data.length ? Buffer.concat([data, chunk]) : chunk;
      if (bodyStart < 0) {
        const end = data.indexOf(HEAD_END);
        if (end < 0) return;
        const head = data.subarray(0, end).toString("latin1");
        status = Number(head.slice(9, 12));
        const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        length = m ? Number(m[1]) : -1;
        bodyStart = end + HEAD_END.length;
      }
      if (length >= 0 && data.length - bodyStart >= length) finish();
    });
    socket.on("end", finish);
    socket.on("timeout", () => {
      done = true;
      socket.destroy();
      reject(Object.assign(new Error("timeout"), { code: "TIMEOUT" }));
    });
    socket.on("error", (err) => {
      if (done) return;
      done = true;
      reject(err);
    });
    socket.write(bytes);
  });
}

/** The same request through Node's HTTP client (one connection, `connection: close`). */
function sendWithClient(bytes) {
  const text = bytes.toString();
  const headEnd = text.indexOf("\r\n\r\n");
  const [requestLine, ...lines] = text.slice(0, headEnd).split("\r\n");
  const [method, path] = requestLine.split(" ");
  const headers = Object.fromEntries(
    lines.filter((l) => !/^(host|connection|content-length):/i.test(l)).map((l) => l.split(": ")),
  );
  return new Promise((resolve, reject) => {
    const req = http.request(`${plan.base}${path}`, { method, agent, headers, timeout: 120_000 });
    req.on("response", (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ statusCode: res.statusCode, text: Buffer.concat(chunks).toString() }),
      );
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", reject);
    req.end(text.slice(headEnd + 4) || undefined);
  });
}
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const nodeHttp = process.env.BENCH_LOAD === "node-http";
if (nodeHttp) send = sendWithClient;

const booking = ({ token, body }) =>
  requestBytes(
    "POST",
    "/api/bookings",
    { authorization: `Bearer ${token}`, "content-type": "application/json" },
    JSON.stringify(body),
  );

for (const path of plan.warmup ?? []) await send(requestBytes("GET", path, {}));
// Other devotees' holds on another day first (BENCH_WARM_HOLDS), then a pause: the burst meets a
// server that has booked before.
if (plan.warmRequests?.length) {
  await Promise.all(plan.warmRequests.map((r) => send(booking(r))));
  await new Promise((r) => setTimeout(r, 500));
}
const requests = plan.requests.map(booking);
// Tells the orchestrator the timed part starts (it reads the server's CPU time here).
process.stdout.write("READY\n");

const latencies = [];
const codes = {};
const errors = {};
let lastGrantMs = 0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await Promise.all(
  requests.map(async (bytes) => {
    const s = performance.now();
    let status = 0;
    try {
      const res = await send(bytes);
      status = res.statusCode;
      if (status !== 201 && status !== 409) {
        const text = res.text;
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
// The load generator's own CPU over the burst: on a 2-core machine it shares the cores with the
// server.
const used = process.cpuUsage(cpu0);
const loadCpuS = (used.user + used.system) / 1e6;
if (nodeHttp) agent.destroy();
latencies.sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({ wallMs, loadCpuS, lastGrantMs, codes, errors, latencies })}\n`,
);
