import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { apiModules } from "./modules/index.js";
import { registerErrorHandler } from "./plugins/errors.js";
import { registerMediaStatic } from "./plugins/media-static.js";
import { registerSpa } from "./plugins/spa.js";
import { DevMailProvider, type MailProvider } from "./providers/mail/mail-provider.js";
import { createSmsProvider, type SmsProvider } from "./providers/sms/index.js";

export interface AppContext {
  config: Config;
  database: Database;
  /** Filled by buildApp when not given: tests inject a ManualClock or a fake gateway. */
  clock?: Clock;
  sms?: SmsProvider;
  mail?: MailProvider;
}

/** The context once buildApp has filled in the defaults. */
export interface ReadyContext extends AppContext {
  clock: Clock;
  sms: SmsProvider;
  mail: MailProvider;
}

/** A route as the app registered it (read by the authorization matrix test). */
export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  roles: unknown;
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
    trustProxy: config.isProduction,
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  ctx.clock ??= systemClock;
  ctx.sms ??= createSmsProvider(config, app.log);
  ctx.mail ??= new DevMailProvider(app.log, config.isProduction);
  app.decorate("ctx", ctx as ReadyContext);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    const config = (route.config ?? {}) as { public?: boolean; roles?: unknown };
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method,
        url: route.url,
        public: config.public === true,
        roles: config.roles,
      });
    }
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandler(app);
  await app.register(helmet, { contentSecurityPolicy: { directives: csp(config) } });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: "Sannidhi API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: "/api" },
  );

  await registerMediaStatic(app, config);
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
    scriptSrc: ["'self'", ...(razorpay ? [RAZORPAY_CHECKOUT] : [])],
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
