#!/usr/bin/env node
// The load side of `npm run bench:waiting-room` (issue 15, part 3): its own process. Reads a
// JSON plan (base URL, release, one token per devotee), then
//  1. joins: every devotee joins the queue once, spread evenly over `joinSeconds`;
//  2. release: from the release time each devotee reads its place when the booking page would
//     (`nextAsk`, at a random offset first), holds one place as soon as it is admitted (trying
//     the next released date when one is full), and stops when it holds a place or is told
//     "sold out".
// With `live` in the plan, each devotee also follows the release on the live channel from the
// moment it has joined, as the booking page does (decision 197): "sold out" comes from there, and
// a waiting devotee asks only at its turn or once a minute.
// Prints one JSON line with what it saw.
// Usage: node scripts/bench/waiting-room-load.mjs <plan.json>
import { readFileSync } from "node:fs";
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import WebSocket from "ws";

const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
// A phone's browser keeps its connection between polls; a bounded pool stands in for them.
const agent = new http.Agent({ keepAlive: true, maxSockets: plan.sockets ?? 512 });

function send(method, path, token, body) {
  return new Promise((resolve) => {
    const headers = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    const s = performance.now();
    const req = http.request(
      `${plan.base}${path}`,
      { method, agent, headers, timeout: 120_000 },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString());
          } catch {}
          resolve({ status: res.statusCode, json, ms: performance.now() - s });
        });
        res.on("error", (err) => resolve({ status: -1, error: err.code ?? "error", ms: 0 }));
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (err) => resolve({ status: -1, error: err.code ?? "error", ms: 0 }));
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
/**
 * After the release, the booking page's next ask (`nextStatusCheck`, decisions 195 and 197): a
 * waiting devotee at the moment its turn is due and meanwhile every `pollSeconds` — every minute
 * while its live channel is open; one not yet given its position (drawn on the next ask) after a
 * second.
 */
const nextAsk = (s, live) =>
  s.state === "waiting"
    ? Math.min(
        live ? 60_000 : plan.pollSeconds * 1000,
        Math.max(1000, s.estimatedWaitSeconds * 1000 + 250),
      )
    : s.state === "joined"
      ? 1000
      : plan.pollSeconds * 1000;
const errors = {};
const note = (what, res) => {
  const key = `${what} ${res.status} ${res.json?.code ?? res.error ?? ""}`.trim();
  errors[key] = (errors[key] ?? 0) + 1;
};

/**
 * A devotee's live channel, as the booking page opens it once in the queue: the token first,
 * then the release's topic. `open` tells whether it is following; `soldOut` resolves with the
 * moment "sold out" arrived.
 */
function follow(token) {
  const ws = new WebSocket(`${plan.base.replace(/^http/, "ws")}/api/live`);
  const channel = { ws, open: false, soldOut: null };
  channel.soldOut = new Promise((resolve) => {
    ws.on("open", () => ws.send(JSON.stringify({ type: "auth", token })));
    ws.on("message", (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === "ready") {
        ws.send(JSON.stringify({ type: "subscribe", topic: `release:${plan.releaseId}` }));
      } else if (frame.type === "subscribed") channel.open = true;
      else if (frame.type === "event" && frame.event.type === "waiting-room.sold-out") {
        resolve(Date.now());
      }
    });
  });
  ws.on("error", (err) => note("live", { status: -1, error: err.code ?? "error" }));
  ws.on("close", (code) => {
    if (channel.open && code !== 1000) note("live", { status: code, error: "closed" });
    channel.open = false;
  });
  return channel;
}

// 1. Joins, spread evenly over the join phase; with `live`, the channel opened once joined.
const n = plan.devotees.length;
const joinLatencies = [];
const positions = new Map();
const channels = new Map();
const joinStart = performance.now();
let lastJoinAnswered = 0;
await Promise.all(
  plan.devotees.map(async (token, i) => {
    await sleep((i / n) * plan.joinSeconds * 1000 - (performance.now() - joinStart));
    const res = await send("POST", `/api/waiting-room/${plan.releaseId}/join`, token, {});
    lastJoinAnswered = performance.now();
    if (res.status === 200) joinLatencies.push(res.ms);
    else note("join", res);
    if (plan.live) channels.set(token, follow(token));
  }),
);
const joinWallMs = lastJoinAnswered - joinStart;
const following = [...channels.values()].filter((c) => c.open).length;

// 2. The release. This process's own delays are noted, to tell them from the server's.
const releaseAt = Date.parse(plan.releaseAt);
await sleep(releaseAt - Date.now());
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const cpuAtRelease = process.cpuUsage();
const admittedAt = []; // [seconds after the release by the server's clock, position]
const pollLatencies = [];
const firstAskLatencies = [];
let holds = 0;
let soldOutTold = 0;
let polls = 0;
let lastSoldOutMs = 0;
let lastHoldMs = 0;
let soldOutPushed = 0;
const firstSoldOutAfterS = [];
await Promise.all(
  plan.devotees.map(async (token) => {
    const channel = channels.get(token);
    const PUSHED = Symbol("pushed");
    /** Waits `ms`, or less if the channel says "sold out" meanwhile (then true). */
    const wait = async (ms) => {
      const told = channel?.soldOut.then(() => PUSHED);
      return (await Promise.race([sleep(ms), ...(told ? [told] : [])])) === PUSHED;
    };
    const pushed = () => {
      soldOutTold++;
      soldOutPushed++;
      lastSoldOutMs = Date.now();
    };
    if (await wait(Math.random() * plan.pollSeconds * 1000)) return pushed();
    for (;;) {
      const res = await send("GET", `/api/waiting-room/${plan.releaseId}/status`, token);
      if (polls++ < n) firstAskLatencies.push(res.ms);
      if (res.status !== 200) {
        note("status", res);
        if (res.status === -1) return;
        if (await wait(plan.pollSeconds * 1000)) return pushed();
        continue;
      }
      pollLatencies.push(res.ms);
      const s = res.json.data;
      if (s.position !== null) positions.set(token, s.position);
      if (s.state === "sold_out") {
        soldOutTold++;
        firstSoldOutAfterS.push((Date.parse(s.serverTime) - releaseAt) / 1000);
        lastSoldOutMs = Date.now();
        return;
      }
      if (s.state === "admitted") {
        admittedAt.push([(Date.parse(s.serverTime) - releaseAt) / 1000, s.position]);
        for (let k = 0; k < plan.dates.length; k++) {
          const date = plan.dates[(s.position + k) % plan.dates.length];
          const held = await send("POST", "/api/bookings", token, {
            poojaId: plan.poojaId,
            date,
            slot: plan.slot,
            participants: [{ name: "Devotee" }],
            waitingRoomPass: s.pass,
          });
          if (held.status === 201) {
            holds++;
            lastHoldMs = Date.now();
            return;
          }
          if (held.status !== 409) note("hold", held);
        }
        return; // admitted, but every released date was full
      }
      if (await wait(nextAsk(s, channel?.open))) return pushed();
    }
  }),
);
agent.destroy();
for (const c of channels.values()) c.ws.close(1000);
loopDelay.disable();
const cpu = process.cpuUsage(cpuAtRelease);
const sorted = (a) => [...a].sort((x, y) => x - y);
const values = [...positions.values()];
process.stdout.write(
  `${JSON.stringify({
    joinWallMs,
    joined: joinLatencies.length,
    joinLatencies: sorted(joinLatencies),
    pollLatencies: sorted(pollLatencies),
    firstAskLatencies: sorted(firstAskLatencies),
    loadCpuS: (cpu.user + cpu.system) / 1e6,
    loadLoopDelayP99ms: loopDelay.percentile(99) / 1e6,
    polls,
    holds,
    soldOutTold,
    soldOutPushed,
    following,
    lastToldAfterLastHoldMs: lastSoldOutMs && lastHoldMs ? lastSoldOutMs - lastHoldMs : null,
    admittedAt,
    releaseRanMs: lastSoldOutMs ? lastSoldOutMs - releaseAt : null,
    firstSoldOutAfterS: sorted(firstSoldOutAfterS)[0] ?? null,
    distinctPositions: new Set(values).size,
    positionsSeen: values.length,
    maxPosition: Math.max(0, ...values),
    errors,
  })}\n`,
);
