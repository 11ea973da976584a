/**
 * Whether new connections are pouring in right now, for batches that wait while a surge is still
 * arriving (docs/decisions/192). Node 20's libuv takes in one new connection per turn of the event
 * loop: when 2,000 devotees press Book at once, work started on the first requests makes every
 * later turn longer, and so slows the taking-in of the rest, which then come one per turn and share
 * nothing. A batch that waits while the surge is still coming in lets the server take it in first
 * and read for its requests together.
 *
 * A surge here is `SURGE_CONNECTIONS` new connections within `SURGE_WINDOW_MS` (200 a second and
 * more, where a browser behind a keep-alive proxy opens a handful a page): a lone devotee, or an
 * ordinary day's traffic, never waits. Tried on the 2,000-devotee burst (sockets load): 2 to 20
 * connections in 10 to 50 ms gave 1.0-1.2 s; 8 in 5 ms (1,600 a second) was too strict, 1.3-1.5 s,
 * as a busy server takes in only about one connection a millisecond.
 */
export const SURGE_CONNECTIONS = 10;
export const SURGE_WINDOW_MS = 50;

/** When the last `SURGE_CONNECTIONS` connections were taken in (a ring). */
const recent = new Array<number>(SURGE_CONNECTIONS).fill(Number.NEGATIVE_INFINITY);
let next = 0;

/** Called for each connection the HTTP server takes in (app.ts). */
export function noteConnection(now = performance.now()): void {
  recent[next] = now;
  next = (next + 1) % SURGE_CONNECTIONS;
}

/**
 * Milliseconds until a surge of new connections could be over (0: there is none): while the last
 * `SURGE_CONNECTIONS` came within `SURGE_WINDOW_MS`, until the oldest of them leaves the window.
 */
export function surgeWait(now = performance.now()): number {
  const oldest = recent[next] as number;
  return Math.max(0, oldest + SURGE_WINDOW_MS - now);
}
