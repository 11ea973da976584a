// Types only from the contracts index, constants from the zod-free subpath: the live client is
// part of the staff shell, which must not bring zod and the barrel (issue 14, decision 133).
import type { LiveClientFrame, LiveEvent, LiveServerFrame } from "@sannidhi/contracts";
import { LIVE_CLOSE, LIVE_PATH } from "@sannidhi/contracts/workspace-rules";

export type LiveStatus = "connecting" | "open" | "closed";
type Listener = (event: LiveEvent, topic: string) => void;

/** Waits between reconnection attempts: 1 s, 2 s, 4 s … at most 30 s. */
export const backoff = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * The browser's side of the one live channel (docs/decisions/100; the staff workspace's, and the
 * booking page's while a devotee is in a release's queue, 197): a WebSocket
 * to `/api/live` that sends the access token first, follows topics, hands events to listeners
 * by type, and reconnects with back-off. After every (re)connection and every `resync` it calls
 * `onReady`, so the page reloads what it shows: events sent while it was away are not replayed.
 */
export class LiveConnection {
  private socket: WebSocket | undefined;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly topics = new Set<string>();
  status: LiveStatus = "closed";

  constructor(
    private readonly url: string,
    /** The current access token, or null when there is none worth sending. */
    private readonly token: () => string | null,
    private readonly onReady: () => void = () => {},
    private readonly onStatus: (s: LiveStatus) => void = () => {},
    private readonly open: (url: string) => WebSocket = (u) => new WebSocket(u),
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.close(1000, "signed out");
    this.socket = undefined;
    this.setStatus("closed");
  }

  /** The session renewed its token: the server keeps the connection for the new one's life. */
  renew(): void {
    const token = this.token();
    if (token && this.status === "open") this.send({ type: "auth", token });
  }

  on(type: string, listener: Listener): () => void {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  subscribe(topic: string): () => void {
    this.topics.add(topic);
    if (this.status === "open") this.send({ type: "subscribe", topic });
    return () => {
      this.topics.delete(topic);
      if (this.status === "open") this.send({ type: "unsubscribe", topic });
    };
  }

  private connect(): void {
    const token = this.token();
    if (this.stopped || !token) return;
    this.setStatus("connecting");
    const socket = this.open(this.url);
    this.socket = socket;
    socket.onopen = () => this.send({ type: "auth", token });
    socket.onmessage = (message) => this.receive(String(message.data));
    socket.onclose = (close) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.setStatus("closed");
      // Another account on this socket, or as many connections as the account may open:
      // trying again would not help.
      if (close.code === LIVE_CLOSE.forbidden) return;
      this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), backoff(this.attempt++));
  }

  private receive(text: string): void {
    let frame: LiveServerFrame;
    try {
      frame = JSON.parse(text) as LiveServerFrame;
    } catch {
      return;
    }
    if (frame.type === "ready") {
      this.attempt = 0;
      this.setStatus("open");
      for (const topic of this.topics) this.send({ type: "subscribe", topic });
      this.onReady();
    } else if (frame.type === "resync") {
      this.onReady();
    } else if (frame.type === "event") {
      for (const listener of this.listeners.get(frame.event.type) ?? []) {
        listener(frame.event, frame.topic);
      }
    }
  }

  private send(frame: LiveClientFrame): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(frame));
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.onStatus(status);
  }
}

/** `ws://host/api/live` or `wss://…` beside the page. */
export function liveUrl(location: Location = window.location): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${LIVE_PATH}`;
}
