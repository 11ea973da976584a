import type { LiveEvent, LiveServerFrame } from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import { type AuthUser, STAFF_ROLES } from "../../plugins/auth.js";
import type { FanOut, LiveMessage } from "./fan-out.js";

/** One open live connection, as the hub sees it (live-connection.ts owns the socket). */
export interface LiveClient {
  readonly user: AuthUser;
  readonly topics: Set<string>;
  send(frame: LiveServerFrame): void;
  /**
   * Checks the connection's token again (the person's sessions changed: logout, deactivation,
   * a revoked refresh family, a new role) and closes the connection if it no longer holds.
   */
  recheck?(): void;
}

/** Internal topic of a person's session changes: no rule, so nobody can follow it. */
const SESSION_TOPIC = "session:";

/** May this person follow that topic? `id` is the part after `prefix:` (or "" for none). */
export type TopicRule = (user: AuthUser, id: string) => boolean | Promise<boolean>;

/**
 * Told when a person's connections to this process open and close; answers who is online on
 * any process (presence.ts keeps that in the database).
 */
export interface PresenceListener {
  connected(userId: string, connections: number): Promise<void>;
  disconnected(userId: string, connections: number): Promise<void>;
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  stop(): Promise<void>;
}

/**
 * The server side of the one live channel (docs/decisions/100). Features publish events to
 * topics (`publish`, `toUsers`); every process's hub receives them through the fan-out and hands
 * them to its own connections that follow the topic. New kinds of topic are one `addTopic`
 * call: `user` and `presence` are registered by the live module; a board or a queue adds its
 * own rule beside its routes.
 */
export class LiveHub {
  private readonly rules = new Map<string, TopicRule>();
  private readonly byTopic = new Map<string, Set<LiveClient>>();
  private readonly byUser = new Map<string, Set<LiveClient>>();
  /** Connections counted in presence: staff's. A devotee waiting in a queue is nobody's contact. */
  private readonly counted = new Map<string, Set<LiveClient>>();
  private presence: PresenceListener | undefined;

  constructor(
    private readonly fanOut: FanOut,
    private readonly log: FastifyBaseLogger,
  ) {}

  get transport(): string {
    return this.fanOut.name;
  }

  /** Starts receiving this process's share of every published event. */
  async start(): Promise<void> {
    await this.fanOut.listen(
      (message) => this.deliver(message),
      () => this.resyncAll(),
    );
  }

  async close(): Promise<void> {
    await this.presence?.stop();
    await this.fanOut.close();
  }

  setPresence(listener: PresenceListener): void {
    this.presence = listener;
  }

  /** Declares a kind of topic (`prefix` or `prefix:<id>`) and who may follow it. */
  addTopic(prefix: string, rule: TopicRule): void {
    if (this.rules.has(prefix)) throw new Error(`live topic '${prefix}' is already registered`);
    this.rules.set(prefix, rule);
  }

  /** Publishes to every process; never throws: a live push must not fail the request behind it. */
  async publish<T>(topic: string, type: string, data: T): Promise<void> {
    const event: LiveEvent<T> = { type, data };
    try {
      await this.fanOut.publish({ topic, event });
    } catch (err) {
      this.log.warn({ err, topic, type }, "live event not published");
    }
  }

  /** The same event to each person's own topic. */
  async toUsers<T>(userIds: Iterable<string>, type: string, data: T): Promise<void> {
    await Promise.all([...new Set(userIds)].map((id) => this.publish(`user:${id}`, type, data)));
  }

  /**
   * The person's sessions changed (logout, deactivation, a revoked refresh family, a role
   * change, account deletion): every process checks that person's open connections again at
   * once, and closes those whose token no longer holds (issue 35, item 7). Call it after the
   * change is committed, so the check reads it.
   */
  async sessionsChanged(userId: string): Promise<void> {
    await this.publish(`${SESSION_TOPIC}${userId}`, "session.changed", {});
  }

  /** Whether `user` may follow `topic`: unknown kinds of topic are refused. */
  async mayFollow(user: AuthUser, topic: string): Promise<boolean> {
    const [prefix = "", id = ""] = topic.split(":", 2);
    const rule = this.rules.get(prefix);
    return rule ? Boolean(await rule(user, id)) : false;
  }

  follow(client: LiveClient, topic: string): void {
    client.topics.add(topic);
    setIn(this.byTopic, topic).add(client);
  }

  unfollow(client: LiveClient, topic: string): void {
    client.topics.delete(topic);
    const set = this.byTopic.get(topic);
    set?.delete(client);
    if (set?.size === 0) this.byTopic.delete(topic);
  }

  /** A connection whose token was accepted. */
  attach(client: LiveClient): void {
    const id = client.user.id;
    setIn(this.byUser, id).add(client);
    if (!STAFF_ROLES.includes(client.user.role)) return;
    const counted = setIn(this.counted, id);
    counted.add(client);
    void this.presence?.connected(id, counted.size).catch((err) => {
      this.log.warn({ err }, "live presence not recorded");
    });
  }

  detach(client: LiveClient): void {
    for (const topic of [...client.topics]) this.unfollow(client, topic);
    const id = client.user.id;
    const set = this.byUser.get(id);
    if (!set?.delete(client)) return;
    if (set.size === 0) this.byUser.delete(id);
    const counted = this.counted.get(id);
    if (!counted?.delete(client)) return;
    if (counted.size === 0) this.counted.delete(id);
    void this.presence?.disconnected(id, counted.size).catch((err) => {
      this.log.warn({ err }, "live presence not recorded");
    });
  }

  /** Of `userIds`, those connected to any process (only this one's without a presence store). */
  async online(userIds: string[]): Promise<Set<string>> {
    if (this.presence) return this.presence.onlineAmong(userIds);
    return new Set(userIds.filter((id) => this.counted.has(id)));
  }

  /** Open connections of `userId` to this process. */
  connectionsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Of those, the ones presence counts (a member of staff's). */
  presentConnectionsOf(userId: string): number {
    return this.counted.get(userId)?.size ?? 0;
  }

  private deliver(message: LiveMessage): void {
    if (message.topic.startsWith(SESSION_TOPIC)) {
      const own = this.byUser.get(message.topic.slice(SESSION_TOPIC.length));
      for (const client of own ?? []) client.recheck?.();
      return;
    }
    const clients = this.byTopic.get(message.topic);
    if (!clients) return;
    const frame: LiveServerFrame = { type: "event", topic: message.topic, event: message.event };
    for (const client of clients) client.send(frame);
  }

  private resyncAll(): void {
    for (const set of this.byUser.values()) for (const c of set) c.send({ type: "resync" });
  }
}

function setIn<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  const found = map.get(key);
  if (found) return found;
  const created = new Set<V>();
  map.set(key, created);
  return created;
}
