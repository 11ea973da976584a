import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { channelOf } from "../../lib/redis.js";
import { decodeMessage, encodeMessage, type FanOut, type LiveMessage } from "./fan-out.js";

/**
 * Several processes sharing a Redis (docs/decisions/152): PUBLISH on the process's Redis
 * connection, SUBSCRIBE on a second one (a subscribed connection can do nothing else). Redis
 * delivers each message to every subscriber once, in the order one connection published them;
 * the database is left out of the live path. ioredis reconnects and subscribes again by itself;
 * what was published while this process was away is lost, so its hub is told (`onGap`) and its
 * clients reload.
 */
export class RedisFanOut implements FanOut {
  readonly name = "redis";
  private subscriber: Redis | undefined;
  /** The channel every server process of the deployment listens on. */
  readonly channel: string;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = channelOf(redis, "live");
  }

  async listen(onMessage: (message: LiveMessage) => void, onGap: () => void): Promise<void> {
    // Named, so an operator (or a test) can find this process's subscriber in CLIENT LIST.
    const subscriber = this.redis.duplicate({ connectionName: `${this.channel}:${process.pid}` });
    this.subscriber = subscriber;
    let connectedOnce = false;
    let lost = false;
    subscriber.on("message", (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const message = decodeMessage(text);
      if (message) onMessage(message);
    });
    subscriber.on("error", (err) => {
      if (!lost) this.log.warn({ err }, "live fan-out: redis subscriber failed");
      lost = true;
    });
    subscriber.on("close", () => {
      if (connectedOnce) lost = true;
    });
    subscriber.on("ready", () => {
      if (connectedOnce && lost) {
        this.log.info("live fan-out: listening again");
        onGap();
      }
      connectedOnce = true;
      lost = false;
    });
    await subscriber.subscribe(this.channel);
  }

  async publish(message: LiveMessage): Promise<void> {
    await this.redis.publish(this.channel, encodeMessage(message));
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    await subscriber?.quit().catch(() => subscriber.disconnect());
  }
}
