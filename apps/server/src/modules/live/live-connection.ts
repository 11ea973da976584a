import type { WebSocket } from "@fastify/websocket";
import {
  LIVE_AUTH_TIMEOUT_SECONDS,
  LIVE_CLOSE,
  type LiveClientFrame,
  LiveClientFrameSchema,
  type LiveServerFrame,
} from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/errors.js";
import type { AuthUser } from "../../plugins/auth.js";
import type { LiveClient, LiveHub } from "./live-hub.js";

/** A connection that sends this many frames the server cannot use is closed. */
const MAX_BAD_FRAMES = 20;
/** A slow reader's unsent backlog beyond this closes its connection instead of filling memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Topics one connection may follow. */
const MAX_TOPICS = 50;
/**
 * Connections one account may hold open to one process: tabs enough for any member of staff, and
 * a bound on what one devotee's account can make the server keep (docs/decisions/197).
 */
export const MAX_CONNECTIONS_PER_ACCOUNT = 20;
/** A token that expires is given this long to be renewed (the page refreshes a minute early). */
const RENEWAL_GRACE_MS = 30_000;

export type VerifyToken = (token: string) => Promise<AuthUser & { expiresAt: Date }>;

/**
 * One WebSocket of the live channel (docs/decisions/100): waits for the access token, joins the
 * person's own topic, follows and leaves topics the hub allows, and closes when the token runs
 * out without a renewal. Any signed-in account may connect: what it may follow is the topics'
 * rules — a devotee, a release's queue (docs/decisions/197); staff, their workspace too.
 */
export class LiveConnection implements LiveClient {
  readonly topics = new Set<string>();
  private current: AuthUser | undefined;
  /** The token last accepted: checked again when the person's sessions change. */
  private token: string | undefined;
  private bad = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** Frames are handled one after another: a subscribe never overtakes the auth before it. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly hub: LiveHub,
    private readonly verify: VerifyToken,
    private readonly log: FastifyBaseLogger,
  ) {
    this.expireIn(LIVE_AUTH_TIMEOUT_SECONDS * 1000);
    socket.on("message", (data, isBinary) => {
      this.queue = this.queue
        .then(() => this.onFrame(isBinary ? null : data.toString()))
        .catch((err) => {
          this.log.warn({ err }, "live frame failed");
          this.send({ type: "error", code: "INTERNAL", error: "Internal server error" });
        });
    });
    socket.on("close", () => this.dispose());
    socket.on("error", () => this.dispose());
  }

  get user(): AuthUser {
    if (!this.current) throw new Error("live connection is not signed in");
    return this.current;
  }

  send(frame: LiveServerFrame): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(LIVE_CLOSE.policy, "too slow");
      return;
    }
    this.socket.send(JSON.stringify(frame));
  }

  private async onFrame(text: string | null): Promise<void> {
    if (this.closed) return;
    let frame: LiveClientFrame;
    try {
      frame = LiveClientFrameSchema.parse(JSON.parse(text ?? ""));
    } catch {
      this.refuse("VALIDATION", "Send a JSON frame: auth, subscribe, unsubscribe or ping");
      return;
    }
    if (frame.type === "ping") return this.send({ type: "pong" });
    if (frame.type === "auth") return this.authenticate(frame.token);
    if (!this.current) return this.refuse("UNAUTHORIZED", "Send your access token first");
    if (frame.type === "unsubscribe") {
      this.hub.unfollow(this, frame.topic);
      return this.send({ type: "unsubscribed", topic: frame.topic });
    }
    if (this.topics.size >= MAX_TOPICS && !this.topics.has(frame.topic)) {
      return this.refuse("TOO_MANY_TOPICS", `At most ${MAX_TOPICS} topics per connection`);
    }
    if (!(await this.hub.mayFollow(this.current, frame.topic))) {
      return this.refuse("FORBIDDEN", `You may not follow ${frame.topic}`);
    }
    this.hub.follow(this, frame.topic);
    this.send({ type: "subscribed", topic: frame.topic });
  }

  private async authenticate(token: string): Promise<void> {
    let user: AuthUser & { expiresAt: Date };
    try {
      user = await this.verify(token);
    } catch (err) {
      if (!(err instanceof AppError)) this.log.warn({ err }, "live token check failed");
      return this.close(LIVE_CLOSE.unauthorized, "invalid token");
    }
    if (this.current && this.current.id !== user.id) {
      return this.close(LIVE_CLOSE.unauthorized, "another account");
    }
    this.expireIn(user.expiresAt.getTime() - Date.now() + RENEWAL_GRACE_MS);
    this.token = token;
    if (this.current) {
      // A renewed token: same person, perhaps a new role.
      this.current = { id: user.id, role: user.role, sessionVersion: user.sessionVersion };
      return;
    }
    if (this.hub.connectionsOf(user.id) >= MAX_CONNECTIONS_PER_ACCOUNT) {
      return this.close(LIVE_CLOSE.forbidden, "too many connections");
    }
    this.current = { id: user.id, role: user.role, sessionVersion: user.sessionVersion };
    this.hub.attach(this);
    this.hub.follow(this, `user:${user.id}`);
    this.send({ type: "ready", userId: user.id, topics: [...this.topics] });
  }

  /** The person's sessions changed: the connection lives on only if its token still holds. */
  recheck(): void {
    const token = this.token;
    if (this.closed || !token) return;
    this.queue = this.queue.then(async () => {
      if (this.closed || this.token !== token) return;
      try {
        await this.verify(token);
      } catch (err) {
        if (!(err instanceof AppError)) this.log.warn({ err }, "live token check failed");
        this.close(LIVE_CLOSE.unauthorized, "session ended");
      }
    });
  }

  private refuse(code: string, error: string): void {
    this.send({ type: "error", code, error });
    if (++this.bad > MAX_BAD_FRAMES) this.close(LIVE_CLOSE.policy, "too many bad frames");
  }

  private expireIn(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.close(LIVE_CLOSE.unauthorized, "token expired"), ms);
    this.timer.unref();
  }

  private close(code: number, reason: string): void {
    if (this.closed) return;
    this.socket.close(code, reason);
    this.dispose();
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    if (this.current) this.hub.detach(this);
  }
}
