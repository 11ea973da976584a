import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { rateLimited } from "../../lib/errors.js";
import { requestClaims, type TokenKeys, tokenKeys } from "../auth.js";
import { LeasedRateLimitStore } from "./leased-store.js";
import { MemoryRateLimitStore } from "./memory-store.js";
import { PgRateLimitStore } from "./pg-store.js";
import type { RateLimitStore } from "./store.js";

/**
 * The store for a database: in memory with the embedded one (one process by construction), in
 * PostgreSQL, claimed in blocks, when several processes may share the database.
 */
export function defaultRateLimitStore(database: Database): RateLimitStore {
  return database.kind === "pglite"
    ? new MemoryRateLimitStore()
    : new LeasedRateLimitStore(new PgRateLimitStore(database.db));
}

const PRUNE_EVERY_MS = 60_000;

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Adapts a `RateLimitStore` to @fastify/rate-limit's store contract (a class it constructs,
 * `incr` with a callback, `child` for routes with limits of their own, whose keys get the route
 * as prefix so they never share a counter with the ceiling).
 */
function pluginStore(
  store: RateLimitStore,
  now: () => Date,
  log: FastifyBaseLogger,
  defaultWindowMs: number,
): FastifyRateLimitStoreCtor {
  let lastPrune = 0;
  return class PluginStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, done: Done, windowMs: number = defaultWindowMs, max = 1): void {
      const at = now();
      store.hit(this.prefix + key, windowMs, at, max).then(
        ({ count, resetAt }) =>
          done(null, { current: count, ttl: Math.max(0, resetAt.getTime() - at.getTime()) }),
        (err: Error) => {
          log.warn({ err }, "rate limit store failed: request let through");
          done(err);
        },
      );
      if (at.getTime() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = at.getTime();
        store.prune(at).catch((err) => log.warn({ err }, "rate limit counters not pruned"));
      }
    }

    /**
     * The plugin passes the route's merged limit options, with the route itself as `routeInfo`
     * (its typings say the route options; the code says otherwise).
     */
    child(options: object): FastifyRateLimitStore {
      type Route = { method?: string | string[]; url?: string };
      const route = (options as { routeInfo?: Route }).routeInfo ?? {};
      return new PluginStore(undefined, `${[route.method].flat().join(",")} ${route.url ?? ""}|`);
    }
  };
}

/**
 * A client's address as the ceiling counts it: IPv4 whole; IPv6 by its /64, the block one
 * subscriber is given, so a client cannot step through its own addresses for fresh budgets.
 */
export function addressKey(ip: string | undefined): string {
  // A socket that closed before we looked (or an injected WebSocket) has no remote address.
  if (!ip) return "unknown";
  const address = ip.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped || !address.includes(":")) return mapped ?? address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros =
    tail === undefined ? [] : Array(Math.max(0, 8 - left.length - right.length)).fill("0");
  const groups = [...left, ...zeros, ...right].slice(0, 4);
  return `${groups.map((g) => Number.parseInt(g || "0", 16).toString(16)).join(":")}::/64`;
}

/**
 * Who a request counts for: a signed-in user by their id (devotees on one mobile network share
 * its address), anyone else by their address — `request.ip`, which honours X-Forwarded-For only
 * from TRUST_PROXY's proxies. The token's signature is checked, so made-up ids buy nothing.
 */
async function clientKey(keys: TokenKeys, request: FastifyRequest): Promise<string> {
  const payload = await requestClaims(keys, request);
  return payload?.sub ? `user:${payload.sub}` : `ip:${addressKey(request.ip)}`;
}

/**
 * The API-wide per-client ceiling (issue 10, docs/decisions/095): @fastify/rate-limit, applied by
 * one `onRequest` hook on the `/api` scope, so every route — those added later too — counts, and
 * before any other check (a refused sign-in or a 404 counts like anything else). Every answer
 * carries the IETF `RateLimit-Limit`/`-Remaining`/`-Reset` fields, a 429 also `Retry-After`.
 * A route with `config.rateLimit` of its own (an object, or `false`) gets that instead, as the
 * plugin documents. With Redis the counters live there; else, with PostgreSQL, in the database, so
 * several processes share one budget per client (`defaultRateLimitStore`); if the store fails, requests pass and the
 * failure is logged — the ceiling is a guard, not a dependency.
 */
export async function registerApiCeiling(
  api: FastifyInstance,
  config: Pick<Config, "apiRateLimitPerMinute" | "jwtSecret">,
): Promise<void> {
  const keys = tokenKeys(config.jwtSecret);
  const windowMs = 60_000;
  // With REDIS_URL (and no store given by a test) the plugin's own Redis store counts: one
  // atomic Lua INCR per request, shared by every process (docs/decisions/151).
  const redis = api.ctx.rateLimitStore ? undefined : api.ctx.redis;
  const counters = redis
    ? { redis, nameSpace: "rl:" }
    : {
        store: pluginStore(
          api.ctx.rateLimitStore ?? defaultRateLimitStore(api.ctx.database),
          () => api.ctx.clock.now(),
          api.log,
          windowMs,
        ),
      };
  await api.register(rateLimit, {
    global: false,
    max: config.apiRateLimitPerMinute,
    timeWindow: windowMs,
    enableDraftSpec: true,
    skipOnError: true,
    ...counters,
    keyGenerator: (request) => clientKey(keys, request),
    errorResponseBuilder: (_request, context) =>
      rateLimited(
        "Too many requests from this client. Please wait a moment and try again.",
        context.ttl / 1000,
        context.max,
      ),
  });
  const ceiling = api.rateLimit();
  api.addHook("onRequest", async function (request, reply) {
    if (request.routeOptions.config.rateLimit !== undefined) return;
    await ceiling.call(this, request, reply);
  });
}
