import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { STAFF_ROLES } from "../../plugins/auth.js";
import type { FanOut } from "./fan-out.js";
import { LocalFanOut } from "./fan-out-local.js";
import { PostgresFanOut } from "./fan-out-postgres.js";
import { RedisFanOut } from "./fan-out-redis.js";
import { LiveHub } from "./live-hub.js";
import { Presence } from "./presence.js";

/** Frames clients send are small (a token, a topic): `ws` refuses anything larger. */
export const LIVE_MAX_FRAME_BYTES = 8 * 1024;

/**
 * The fan-out for this deployment (docs/decisions/101, 152): Redis pub/sub when REDIS_URL is set,
 * else PostgreSQL LISTEN/NOTIFY when several processes share a PostgreSQL, else in-process.
 */
export function createFanOut(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  redis?: Redis,
): FanOut {
  if (redis) return new RedisFanOut(redis, log);
  if (database.kind === "postgres" && config.databaseUrl) {
    return new PostgresFanOut(config.databaseUrl, database.db, log);
  }
  return new LocalFanOut();
}

/** The hub of this process, listening, with presence and the two topics every client uses. */
export async function createLiveHub(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  fanOut?: FanOut,
  redis?: Redis,
): Promise<LiveHub> {
  const hub = new LiveHub(fanOut ?? createFanOut(config, database, log, redis), log);
  new Presence(database.db, hub, log).start();
  // A person's own notifications, chat and inbox.
  hub.addTopic("user", (user, id) => user.id === id);
  // Who is online: every staff member may know (the chat's status dots).
  hub.addTopic("presence", (user, id) => id === "" && STAFF_ROLES.includes(user.role));
  await hub.start();
  return hub;
}
