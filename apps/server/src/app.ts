import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { noteConnection } from "./lib/arrivals.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { JobQueue } from "./lib/jobs/queue.js";
import { closeRedis, openRedis } from "./lib/redis.js";
import { SCOPE_KINDS, type ScopeKind, type ScopeResolver } from "./lib/temple-scope.js";
import { fastifyTrustProxy } from "./lib/trust-proxy.js";
import { defineSmsJob, smsJobKind } from "./modules/bookings/notifier.js";
import { searchOf } from "./modules/discovery/discovery.service.js";
import { defineReplyMailJobs, mailJobKind } from "./modules/inbox/inbox-mail.js";
import { apiModules } from "./modules/index.js";
import { createLiveHub, LIVE_MAX_FRAME_BYTES } from "./modules/live/create-live.js";
import type { FanOut } from "./modules/live/fan-out.js";
import type { LiveHub } from "./modules/live/live-hub.js";
import { defineStaffNoticeJob } from "./modules/notifications/staff-notice-job.js";
import { TEXT_SIZE_SCRIPT_HASH } from "./modules/public-pages/public-document.js";
import { registerPublicPages } from "./modules/public-pages/public-pages.routes.js";
import { grantScopes } from "./modules/staff/staff-scope.js";
import { registerErrorHandler } from "./plugins/errors.js";
import { registerMediaStatic } from "./plugins/media-static.js";
import { registerApiCeiling } from "./plugins/rate-limit/index.js";
import type { RateLimitStore } from "./plugins/rate-limit/store.js";
import { registerSecurityHeaders } from "./plugins/security-headers.js";
import { registerSpa } from "./plugins/spa.js";
import { contractValidator } from "./plugins/validation.js";
import { createMailProvider, type MailProvider, SmtpMailProvider } from "./providers/mail/index.js";
import { createSmsProvider, type SmsProvider } from "./providers/sms/index.js";

export interface AppContext {
  config: Config;
  database: Database;
  /** Filled by buildApp when not given: tests inject a ManualClock or a fake gateway. */
  clock?: Clock;
  sms?: SmsProvider;
  mail?: MailProvider;
  /** How live events reach other server processes (tests may pass one; docs/decisions/101). */
  fanOut?: FanOut;
  /** The staff workspace's live channel: set by buildApp. */
  live?: LiveHub;
  /** The API ceiling's counters; by default Redis, else chosen for the database. */
  rateLimitStore?: RateLimitStore;
  /** Shared by every process when REDIS_URL is set (docs/decisions/150); opened by buildApp. */
  redis?: Redis;
  /** Background work (docs/decisions/158); tests may pass one. Started when the app is ready. */
  jobs?: JobQueue;
  /** Set on SIGTERM: readiness answers 503 while in-flight work finishes (main.ts). */
  draining?: boolean;
  /** Which temples a staff account acts for (issue 33): its grants, unless a test passes one. */
  scopes?: ScopeResolver;
}

/** The context once buildApp has filled in the defaults. */
export interface ReadyContext extends AppContext {
  clock: Clock;
  sms: SmsProvider;
  mail: MailProvider;
  live: LiveHub;
  jobs: JobQueue;
  scopes: ScopeResolver;
}

/** A route as the app registered it (read by the authorization matrix test). */
export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  roles: unknown;
  /** Whose rows it serves (read by the scope matrix test). */
  scope: ScopeKind;
  /** The contract schemas the route validates with (read by the NUL-byte fuzz test). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: ReadyContext;
    registeredRoutes: RegisteredRoute[];
  }
}

export type App = FastifyInstance;

/** Builds the whole HTTP application; main.ts listens on it and tests inject into it. */
export async function buildApp(ctx: AppContext): Promise<App> {
  const { config } = ctx;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens, cookies and OTPs never reach the log (developers' guide: secrets never in logs).
      redact: {
        paths: [
          "req.headers.authorization",
          'req.headers["auth-token"]',
          "req.headers.cookie",
          'res.headers["set-cookie"]',
        ],
        censor: "[redacted]",
      },
    },
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();

  // Batches of the surge path wait while connections are still coming in (docs/decisions/192).
  app.server.on("connection", () => noteConnection());
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(serializerCompiler);
  ctx.clock ??= systemClock;
  if (config.redisUrl && !ctx.redis) {
    const redis = await openRedis(config.redisUrl, config.redisKeyPrefix, app.log);
    ctx.redis = redis;
    // Closed last (hooks run in reverse order of adding), after the live hub let go of it.
    app.addHook("onClose", async () => closeRedis(redis));
  }
  ctx.sms ??= createSmsProvider(config, app.log);
  ctx.mail ??= createMailProvider(config, app.log);
  const mail = ctx.mail;
  if (mail instanceof SmtpMailProvider) app.addHook("onClose", async () => mail.close());
  ctx.scopes ??= grantScopes(() => ctx.database.db);
  // Its onClose runs before the live hub's and Redis' (hooks run in reverse): jobs in flight
  // finish with everything they may use still open (docs/decisions/156, 158).
  ctx.jobs ??= new JobQueue(ctx.database, app.log, { schedule: config.env !== "test" });
  const jobs = ctx.jobs;
  defineSmsJob(jobs, () => (ctx as ReadyContext).sms, smsJobKind(config.sms.retryDelaySeconds));
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop(config.jobsStopSeconds * 1000));
  ctx.live ??= await createLiveHub(config, ctx.database, app.log, ctx.fanOut, ctx.redis);
  const live = ctx.live;
  app.addHook("onClose", async () => live.close());
  defineStaffNoticeJob(ctx as ReadyContext);
  defineReplyMailJobs(
    ctx as ReadyContext,
    mailJobKind(config.mail.retryLimit, config.mail.retryDelaySeconds),
  );
  app.decorate("ctx", ctx as ReadyContext);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    const config = (route.config ?? {}) as { public?: boolean; roles?: unknown; scope?: unknown };
    const scope = config.scope ?? (config.public === true ? "public" : undefined);
    // Every API route says whose rows it serves, as it says its roles (issue 33): one without
    // a scope kind does not register, so the scope matrix cannot miss it.
    if (route.url.startsWith("/api") && !SCOPE_KINDS.includes(scope as ScopeKind)) {
      throw new Error(`${[route.method].flat().join(",")} ${route.url} declares no scope kind`);
    }
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method,
        url: route.url,
        public: config.public === true,
        roles: config.roles,
        scope: (scope ?? "public") as ScopeKind,
        schema: route.schema ?? {},
      });
    }
  });
  // A callback hook, not an async one: no promise per answer (docs/decisions/168).
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: csp(config) } });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // The live channel's WebSocket support (docs/decisions/100); its one route is modules/live.
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_FRAME_BYTES } });
  await app.register(swagger, {
    openapi: { info: { title: "Sannidhi API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      await registerApiCeiling(api, config);
      for (const module of apiModules) await api.register(module);
    },
    { prefix: "/api" },
  );

  await registerMediaStatic(app, config);
  // The public site's pages, rendered here whole at their own addresses (issue 36, decisions
  // 163–165). Public reads, so from the read replica when there is one (decision 153); the
  // search answers from the API's own cached search (decision 164).
  await registerPublicPages(app, {
    webDist: config.webDist,
    publicUrl: config.publicUrl,
    db: () => app.ctx.database.readDb,
    searchTemples: () =>
      searchOf(app.ctx.database.readDb, app.ctx.redis, { answers: config.searchAnswerCache }),
  });
  // Every other page is the web app's.
  await registerSpa(app, config.webDist);
  return app;
}

const RAZORPAY_CHECKOUT = "https://checkout.razorpay.com";
const RAZORPAY_API = "https://api.razorpay.com";

/** A real Content-Security-Policy: everything from our own origin, nothing inline but styles. */
function csp(config: Config): Record<string, string[] | null> {
  const extraImg = [config.mediaPublicBase, config.mapTileUrl]
    .filter((u) => /^https?:\/\//.test(u))
    // A tile template's subdomain placeholder (`https://{s}.tile.example/…`) becomes a wildcard.
    .map((u) => new URL(u).origin.replace("{s}", "*"));
  // Razorpay Checkout is a script from their origin that opens their page in a frame; it is
  // trusted only when that provider is configured (docs/decisions/084).
  const razorpay = config.payments.provider === "razorpay";
  return {
    defaultSrc: ["'self'"],
    // The light public pages' one inline line: the text size, set before the first paint.
    scriptSrc: ["'self'", TEXT_SIZE_SCRIPT_HASH, ...(razorpay ? [RAZORPAY_CHECKOUT] : [])],
    // Without it, frames fall back to default-src 'self' as before.
    frameSrc: razorpay ? ["'self'", RAZORPAY_CHECKOUT, RAZORPAY_API] : null,
    // Material UI's emotion engine writes <style> tags at run time (docs/decisions/003).
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...extraImg],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    // Only behind HTTPS: on http://localhost it would break every asset request.
    upgradeInsecureRequests: config.isProduction ? [] : null,
  };
}
