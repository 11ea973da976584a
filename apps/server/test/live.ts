import type { WebSocket } from "@fastify/websocket";
import type { LiveServerFrame } from "@sannidhi/contracts";
import type { App } from "../src/app.js";

export interface LiveTestClient {
  ws: WebSocket;
  frames: LiveServerFrame[];
  /** The first frame (already received or still to come) that `match` accepts. */
  next(match: (f: LiveServerFrame) => boolean, timeoutMs?: number): Promise<LiveServerFrame>;
  /** The next event of `type` on any topic. */
  event<T = unknown>(type: string, timeoutMs?: number): Promise<T>;
  /**
   * Resolves once every event that this connection's server process published to this person's
   * own topic before the call has reached this connection, so a test may then count what came
   * and check what did NOT. A marker is published to the person's topic and awaited (and taken
   * out of `frames`): the fan-out delivers one process's events in the order they were published
   * (fan-out.ts) on every transport, while over PostgreSQL they arrive some time after `publish`
   * has returned, so a fixed sleep is not enough.
   */
  settled(): Promise<void>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send(frame: unknown): void;
  close(): void;
}

/** The event type of `settled()`'s marker; nothing in the product publishes it. */
const SETTLED_MARKER = "test.settled";
let markers = 0;

/** Opens the live channel through `injectWS` (no port) and records every frame it receives. */
export async function openLive(app: App, token?: string): Promise<LiveTestClient> {
  await app.ready();
  const ws = await app.injectWS("/api/live");
  const frames: LiveServerFrame[] = [];
  let userId: string | undefined;
  const waiters = new Set<() => boolean>();
  ws.on("message", (data) => {
    frames.push(JSON.parse(data.toString()) as LiveServerFrame);
    for (const check of waiters) if (check()) waiters.delete(check);
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  const client: LiveTestClient = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
    close: () => ws.terminate(),
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`no matching live frame; got ${JSON.stringify(frames).slice(0, 500)}`));
        }, timeoutMs);
        const check = () => {
          const i = frames.findIndex(match);
          if (i < 0) return false;
          const [found] = frames.splice(i, 1);
          clearTimeout(timer);
          resolve(found as LiveServerFrame);
          return true;
        };
        if (!check()) waiters.add(check);
      });
    },
    async event<T>(type: string, timeoutMs?: number) {
      const f = await client.next((x) => x.type === "event" && x.event.type === type, timeoutMs);
      return (f as Extract<LiveServerFrame, { type: "event" }>).event.data as T;
    },
    async settled() {
      if (!userId) throw new Error("settled() needs a connection opened with a token");
      const marker = ++markers; // unique across tabs: another tab of the person gets it too
      await app.ctx.live.publish(`user:${userId}`, SETTLED_MARKER, { marker });
      await client.next(
        (f) =>
          f.type === "event" &&
          f.event.type === SETTLED_MARKER &&
          (f.event.data as { marker?: number }).marker === marker,
      );
    },
  };
  if (token) {
    client.send({ type: "auth", token });
    const ready = await client.next((f) => f.type === "ready");
    if (ready.type === "ready") userId = ready.userId;
    // A tab starts from the moment it opened. Over PostgreSQL an event published to this person
    // before then (by the file's previous test, say) can still be on its way and would reach
    // this tab as if it were new (a CI run once met "Test SA wrote: Private" where the contact
    // message's notification was awaited): wait for those, and set them aside.
    await client.settled();
    frames.length = 0;
  }
  return client;
}
