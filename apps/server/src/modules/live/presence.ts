import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { LiveHub, PresenceListener } from "./live-hub.js";
import * as repo from "./presence.repository.js";

const HEARTBEAT_MS = 30_000;

/** Published on the `presence` topic when someone comes online or goes offline. */
export interface PresenceChange {
  userId: string;
  online: boolean;
}

/**
 * Online or offline comes from live connections (issue 11), counted per process in the database
 * so every process gives the same answer (docs/decisions/101).
 */
export class Presence implements PresenceListener {
  readonly instanceId = randomUUID();
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.hub.setPresence(this);
    this.timer = setInterval(() => {
      repo.heartbeat(this.db, this.instanceId).catch((err) => {
        this.log.warn({ err }, "live presence heartbeat failed");
      });
    }, HEARTBEAT_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.allSettled([...this.queues.values()]);
    await repo.removeInstance(this.db, this.instanceId).catch(() => {});
  }

  connected(userId: string, connections: number): Promise<void> {
    return this.record(userId, connections === 1);
  }

  disconnected(userId: string, connections: number): Promise<void> {
    return this.record(userId, connections === 0);
  }

  /**
   * Writes are queued per person and write the count as it is when they run: a reloading tab
   * closes and reopens at once, and an older write landing last would show them offline.
   */
  private record(userId: string, changed: boolean): Promise<void> {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const next = previous
      .catch(() => {})
      .then(async () => {
        const n = this.hub.presentConnectionsOf(userId);
        await repo.setConnections(this.db, this.instanceId, userId, n);
        if (changed) await this.announce(userId);
      });
    this.queues.set(userId, next);
    void next
      .catch(() => {})
      .finally(() => {
        if (this.queues.get(userId) === next) this.queues.delete(userId);
      });
    return next;
  }

  async isOnline(userId: string): Promise<boolean> {
    return (await repo.onlineAmong(this.db, [userId])).has(userId);
  }

  onlineAmong(userIds: string[]): Promise<Set<string>> {
    return repo.onlineAmong(this.db, userIds);
  }

  private async announce(userId: string): Promise<void> {
    const online = await this.isOnline(userId);
    await this.hub.publish<PresenceChange>("presence", "presence", { userId, online });
  }
}
