import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { noteConnection } from "./lib/arrivals.js";
import { tokenKeys } from "./plugins/auth.js";

/** What a warm-up did: how many requests it sent, how long it took, and the answers' codes. */
export interface WarmUpResult {
  requests: number;
  ms: number;
  /** Status code → answers; 0 counts a connection that closed without an answer. */
  statuses: Record<number, number>;
}

/** Requests in flight at once: a surge's connections arrive together. */
const WAVE = 100;

/**
 * How long a warm-up request may go without a byte of its answer before it is given up and
 * counted under 0, so that a stuck start shows in the log in seconds, not after Node's
 * five-minute request timeout.
 */
export const WARM_UP_ANSWER_TIMEOUT_MS = 10_000;

/**
 * Sends a freshly built server's own request path `requests` requests before its port opens
 * (docs/decisions/193), so that the first surge after a start (a deploy, a restart, a process
 * added for the release morning) meets code V8 has already compiled. A server that had not yet
 * answered anything spent 1.76–2.12 CPU-s on the 2,000-devotee burst; one that had taken such a
 * burst before, 1.14–1.28.
 *
 * The requests go through the same handler as the real port (`app.routing`), on a private
 * loopback listener that closes afterwards, each on a fresh connection with the same bytes a
 * phone sends: a hold (`POST /api/bookings`) with a correctly signed access token for one of a
 * few made-up devotees who do not exist. The API ceiling counts them under those made-up
 * devotees (never under an address a real client calls from, and never past a devotee's limit);
 * the session check reads the users table and refuses them (401), so nothing is written but the
 * ceiling's counters, which end with their minute. Per-request logs are held back to `warn`
 * while it runs (an error still shows). A request not answered within `answerTimeoutMs` is
 * counted under 0.
 */
export async function warmUp(
  app: FastifyInstance,
  requests: number,
  { answerTimeoutMs = WARM_UP_ANSWER_TIMEOUT_MS }: { answerTimeoutMs?: number } = {},
): Promise<WarmUpResult> {
  const started = performance.now();
  const statuses: Record<number, number> = {};
  if (requests <= 0) return { requests: 0, ms: 0, statuses };
  await app.ready();
  const keys = tokenKeys(app.ctx.config.jwtSecret);
  // Made-up devotees enough that none of them reaches the API ceiling (4 at 600 a minute).
  const perMinute = app.ctx.config.apiRateLimitPerMinute;
  const devotees = Array.from({ length: Math.ceil(requests / perMinute) }, () => randomUUID());
  const family = randomUUID();
  const body = JSON.stringify({
    poojaId: randomUUID(),
    date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    slot: "06:00",
    participants: [{ name: "Warm-up" }],
  });
  const server = createServer(app.routing);
  server.on("connection", () => noteConnection());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // Not shared with a cluster's other processes: this listener is this process's own.
    server.listen({ host: "127.0.0.1", port: 0, exclusive: true }, resolve);
  });
  const { port } = server.address() as { port: number };
  const level = app.log.level;
  app.log.level = "warn";
  try {
    for (let sent = 0; sent < requests; sent += WAVE) {
      const wave = Array.from({ length: Math.min(WAVE, requests - sent) }, (_, i) => {
        const n = sent + i;
        const token = keys.sign({
          role: "devotee",
          sv: 0,
          // A token of its own per request, as every devotee of a surge brings one.
          wu: n,
          sub: devotees[n % devotees.length],
          // Every access token names its refresh family (issue 35).
          fid: family,
        });
        return send(port, holdRequest(token, body), answerTimeoutMs);
      });
      for (const status of await Promise.all(wave)) statuses[status] = (statuses[status] ?? 0) + 1;
    }
  } finally {
    app.log.level = level;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return { requests, ms: Math.round(performance.now() - started), statuses };
}

/**
 * The log line for a warm-up: info when every request was refused by the session check (401),
 * as all of them should be; warn otherwise (unanswered requests, a 5xx from the database), so a
 * start that went wrong stands out from the ones that did not.
 */
export function warmUpLogLine(result: WarmUpResult): { level: "info" | "warn"; message: string } {
  const asExpected = Object.keys(result.statuses).every((status) => status === "401");
  return asExpected
    ? { level: "info", message: "request path warmed up" }
    : {
        level: "warn",
        message: "request path warmed up, but not every request was refused by the session check",
      };
}

function holdRequest(token: string, body: string): string {
  return [
    "POST /api/bookings HTTP/1.1",
    "host: 127.0.0.1",
    "connection: close",
    `authorization: Bearer ${token}`,
    "content-type: application/json",
    `content-length: ${Buffer.byteLength(body)}`,
    "",
    body,
  ].join("\r\n");
}

/**
 * Sends one request on a fresh connection; resolves with the answer's status (0: none, or none
 * within `timeoutMs` of quiet).
 */
function send(port: number, request: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.setTimeout(timeoutMs, () => socket.destroy());
    let head = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      if (head.length < 12) head += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      resolve(status ? Number(status) : 0);
    });
    // Written, not ended: a client's half-close makes Node's server drop the request unanswered.
    // The server closes the connection once it has answered (`connection: close`).
    socket.write(request);
  });
}
