#!/usr/bin/env node
// The load side of `npm run bench:waiting-room` (issue 15, part 3): its own process. Reads a
// JSON plan (base URL, release, one token per devotee), then
//  1. joins: every devotee joins the queue once, spread evenly over `joinSeconds`;
//  2. release: from the release time each devotee reads its place every `pollSeconds` (as the
//     booking page does, at a random offset), holds one place as soon as it is admitted (trying
//     the next released date when one is full), and stops when it holds a place or is told
//     "sold out".
// Prints one JSON line with what it saw.
// Usage: node scripts/bench/waiting-room-load.mjs <plan.json>
import { readFileSync } from "node:fs";
import http from "node:http";

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
 * After the release, the booking page's next ask (`nextStatusCheck`, decision 195): a waiting
 * devotee every `pollSeconds` and at the moment its turn is due; one not yet given its position
 * (drawn on the next ask) after a second.
 */
const nextAsk = (s) =>
  s.state === "waiting"
    ? Math.min(plan.pollSeconds * 1000, Math.max(1000, s.estimatedWaitSeconds * 1000 + 250))
    : s.state === "joined"
      ? 1000
      : plan.pollSeconds * 1000;
const errors = {};
const note = (what, res) => {
  const key = `${what} ${res.status} ${res.json?.code ?? res.error ?? ""}`.trim();
  errors[key] = (errors[key] ?? 0) + 1;
};

// 1. Joins, spread evenly over the join phase.
const n = plan.devotees.length;
const joinLatencies = [];
const positions = new Map();
const joinStart = performance.now();
let lastJoinAnswered = 0;
await Promise.all(
  plan.devotees.map(async (token, i) => {
    await sleep((i / n) * plan.joinSeconds * 1000 - (performance.now() - joinStart));
    const res = await send("POST", `/api/waiting-room/${plan.releaseId}/join`, token, {});
    lastJoinAnswered = performance.now();
    if (res.status === 200) joinLatencies.push(res.ms);
    else note("join", res);
  }),
);
const joinWallMs = lastJoinAnswered - joinStart;

// 2. The release.
const releaseAt = Date.parse(plan.releaseAt);
await sleep(releaseAt - Date.now());
const admittedAt = []; // [seconds after the release by the server's clock, position]
const pollLatencies = [];
let holds = 0;
let soldOutTold = 0;
let polls = 0;
let lastSoldOutMs = 0;
const firstSoldOutAfterS = [];
await Promise.all(
  plan.devotees.map(async (token) => {
    await sleep(Math.random() * plan.pollSeconds * 1000);
    for (;;) {
      const res = await send("GET", `/api/waiting-room/${plan.releaseId}/status`, token);
      polls++;
      if (res.status !== 200) {
        note("status", res);
        if (res.status === -1) return;
        await sleep(plan.pollSeconds * 1000);
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
            return;
          }
          if (held.status !== 409) note("hold", held);
        }
        return; // admitted, but every released date was full
      }
      await sleep(nextAsk(s));
    }
  }),
);
agent.destroy();
const sorted = (a) => [...a].sort((x, y) => x - y);
const values = [...positions.values()];
process.stdout.write(
  `${JSON.stringify({
    joinWallMs,
    joined: joinLatencies.length,
    joinLatencies: sorted(joinLatencies),
    pollLatencies: sorted(pollLatencies),
    polls,
    holds,
    soldOutTold,
    admittedAt,
    releaseRanMs: lastSoldOutMs ? lastSoldOutMs - releaseAt : null,
    firstSoldOutAfterS: sorted(firstSoldOutAfterS)[0] ?? null,
    distinctPositions: new Set(values).size,
    positionsSeen: values.length,
    maxPosition: Math.max(0, ...values),
    errors,
  })}\n`,
);
