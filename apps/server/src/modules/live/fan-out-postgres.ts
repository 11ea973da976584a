import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Db } from "../../db/client.js";
import { decodeMessage, encodeMessage, type FanOut, type LiveMessage } from "./fan-out.js";

/** The NOTIFY channel every server process of one database listens on. */
export const LIVE_CHANNEL = "sannidhi_live";

/**
 * Several processes on one PostgreSQL (docs/decisions/101): `pg_notify` through the app's pool,
 * `LISTEN` on one connection of its own per process (a pooled connection cannot listen: it goes
 * back to the pool). PostgreSQL delivers a notification to every listener of the database once,
 * in commit order. A lost listening connection is reopened with back-off; whatever was published
 * meanwhile is lost, so the hub is told (`onGap`) and its clients reload.
 */
export class PostgresFanOut implements FanOut {
  readonly name = "postgres";
  private client: pg.Client | undefined;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private onMessage: ((message: LiveMessage) => void) | undefined;
  private onGap: (() => void) | undefined;

  constructor(
    private readonly url: string,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async listen(onMessage: (message: LiveMessage) => void, onGap: () => void): Promise<void> {
    this.onMessage = onMessage;
    this.onGap = onGap;
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (n) => {
      if (n.channel !== LIVE_CHANNEL || !n.payload) return;
      const message = decodeMessage(n.payload);
      if (message) this.onMessage?.(message);
    });
    client.on("error", (err) => {
      this.log.warn({ err }, "live fan-out: listening connection failed");
    });
    client.on("end", () => {
      if (this.client === client) this.client = undefined;
      if (!this.closed) this.reconnect(1_000);
    });
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
    this.client = client;
  }

  private reconnect(delayMs: number): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.connect().then(
        () => {
          this.log.info("live fan-out: listening again");
          this.onGap?.();
        },
        (err) => {
          this.log.warn({ err }, "live fan-out: cannot listen yet");
          this.reconnect(Math.min(delayMs * 2, 30_000));
        },
      );
    }, delayMs);
    this.retry.unref();
  }

  async publish(message: LiveMessage): Promise<void> {
    await this.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${encodeMessage(message)})`);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
