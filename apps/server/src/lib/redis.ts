import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

export class RedisUnreachableError extends Error {}

/**
 * The process's Redis connection (REDIS_URL, docs/decisions/150), with ioredis: it reconnects on
 * its own with back-off and queues commands meanwhile, so a Redis restart costs latency, not
 * errors. Keys are written without the prefix: ioredis adds it. Commands give up after 2 retries rather than hang a request. Resolves once connected;
 * start-up with an unreachable Redis fails with one line naming it.
 */
export async function openRedis(
  url: string,
  keyPrefix: string,
  log?: FastifyBaseLogger,
): Promise<Redis> {
  const redis = new Redis(url, {
    // Every key (and, by `channelOf`, every channel) starts with REDIS_KEY_PREFIX.
    keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    // The rate-limit plugin's store defines its Lua script on this connection.
    enableOfflineQueue: true,
  });
  let warned = false;
  redis.on("error", (err) => {
    if (warned) return;
    warned = true;
    log?.warn({ err }, "redis: connection failed; retrying");
  });
  redis.on("ready", () => {
    warned = false;
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    const { hostname, port } = new URL(url);
    throw new RedisUnreachableError(
      `Cannot connect to REDIS_URL (${hostname}:${port || 6379}): ${(err as Error).message}`,
    );
  }
  return redis;
}

/** Closes politely (QUIT), or at once when Redis is already gone. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === "end") return;
  await redis.quit().catch(() => redis.disconnect());
}

/** Pub/sub channels are not prefixed by ioredis: this names one under the deployment's prefix. */
export function channelOf(redis: Redis, name: string): string {
  return `${redis.options.keyPrefix ?? ""}${name}`;
}
