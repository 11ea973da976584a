import { hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { LANGUAGE_CODES } from "@sannidhi/contracts/languages";
import { z } from "zod";
import { type TrustProxy, TrustProxySchema } from "./lib/trust-proxy.js";

/** Thrown for any bad environment variable; main.ts prints its one-line message and exits. */
export class ConfigError extends Error {}

const port = z.coerce
  .number({ message: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be 0-65535")
  .max(65535, "must be 0-65535");

/** The kinds of devotee SMS with their own DLT template (issue 18's notices, issue 37's others). */
const SMS_TEMPLATE_KINDS = [
  "refunded",
  "closed",
  "performed",
  "hold_expiring",
  "reminder",
  "otp",
  "booking_confirmed",
  "donation_thanks",
  "order_dispatched",
  "release_opens",
] as const;
const SMS_TEMPLATE_PAIR = `(${SMS_TEMPLATE_KINDS.join("|")})(\\.(${LANGUAGE_CODES.join("|")}))?=[\\w-]{1,64}`;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  /** Unset: 127.0.0.1 outside production, 0.0.0.0 in production (docs/decisions/091). */
  HOST: z.string().min(1).optional(),
  TRUST_PROXY: TrustProxySchema.default(false),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** A read replica for public discovery reads (docs/decisions/153); unset: DATABASE_URL. */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** Redis shared by every server process (docs/decisions/150); unset: nothing needs it. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /** Starts every Redis key and channel of this deployment, so deployments can share a Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, "must be 1-64 letters, digits, _ : . or -")
    .default("sannidhi:"),
  // Connections each server process keeps to PostgreSQL (docs/decisions/065).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Seconds a stopping process answers "not ready" before closing its port (decision 158). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /** Seconds a stopping process lets background jobs in flight finish (decision 158). */
  JOBS_STOP_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  /** Connections the kernel may queue before the server accepts them (docs/decisions/142). */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(4096),
  /** Requests the server sends itself before its port opens; unset: 2,000 in production (193). */
  WARM_UP_REQUESTS: z.coerce.number().int().min(0).max(100_000).optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PUBLIC_URL: z.url({ message: "must be a URL such as https://sannidhi.example" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  SEED_ADMIN_MOBILE: z
    .string()
    .regex(/^[6-9]\d{9}$/, "must be a 10-digit Indian mobile number")
    .default("9000000001"),
  SEED_DEMO_DATA: z.enum(["true", "false"]).default("true"),
  SEARCH_ANSWER_CACHE: z.enum(["true", "false"]).default("true"),
  WEB_DIST: z.string().optional(),
  MEDIA_PUBLIC_BASE: z.string().default("/media"),
  MAP_TILE_URL: z.string().default(""),
  /** Contact messages one client address may send per window (docs/decisions/030). */
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(5),
  STORAGE_PROVIDER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z
    .url({ message: "must be a URL such as https://s3.ap-south-1.amazonaws.com" })
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("auto"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_BASE: z.url({ message: "must be the public URL of the bucket" }).optional(),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  BOOKING_MAX_PARTICIPANTS: z.coerce.number().int().min(1).max(50).default(8),
  BOOKING_MAX_PER_POOJA_PER_DAY: z.coerce.number().int().min(1).max(100).default(3),
  PAYMENT_PROVIDER: z.enum(["local", "razorpay"]).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_BASE: z.url({ message: "must be a URL" }).default("https://api.razorpay.com"),
  // SMS (issue 3): `dev` keeps an outbox; `msg91` posts to an MSG91-style flow API.
  SMS_PROVIDER: z.enum(["dev", "msg91"]).default("dev"),
  SMS_API_URL: z.url({ message: "must be a URL" }).optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(11).optional(),
  SMS_TEMPLATE_ID: z.string().min(1).optional(),
  /** First retry delay of a refused devotee SMS; it doubles per attempt (decision 158). */
  SMS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * Issue 18, 37: DLT template ids of the devotee's messages, `kind=id` for English and
   * `kind.lang=id` for another language (a language without its id goes out in English).
   */
  SMS_NOTICE_TEMPLATES: z
    .string()
    .regex(
      new RegExp(`^(${SMS_TEMPLATE_PAIR})(,(${SMS_TEMPLATE_PAIR}))*$`),
      `must be kind=templateId or kind.language=templateId pairs separated by commas (kinds: ${SMS_TEMPLATE_KINDS.join(", ")}; languages: ${LANGUAGE_CODES.join(", ")})`,
    )
    .optional(),
  MAIL_PROVIDER: z.enum(["dev", "smtp"]).default("dev"),
  /** Issue 35: the mail service, `smtp://user:pass@host:587` or `smtps://user:pass@host:465`. */
  MAIL_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "must start with smtp:// or smtps://")
    .optional(),
  /**
   * Issue 35: production refuses the development providers (SMS, mail, payments); a staging
   * deployment may keep them with this set to `true`, and every start says so.
   */
  ALLOW_DEV_PROVIDERS: z.enum(["true", "false"]).default("false"),
  MAIL_FROM: z.string().min(3).default("Sannidhi <no-reply@sannidhi.local>"),
  /** A queued mail (the inbox's replies) is retried this many times (decision 158)… */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
  /** …first after this many seconds, doubled each time. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** SMS costs money: at most this many OTP sends per client IP per hour (issue 3: 20). */
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Issue 35: codes one number may be sent in a day from every source together (decision 210):
   * above 200 addresses × the per-source daily limit, so a stranger is stopped per source first.
   */
  OTP_SMS_PER_NUMBER_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(2500),
  /** Issue 18: the largest donation one payment may carry, in rupees (at most ₹1 crore). */
  DONATION_MAX_RUPEES: z.coerce.number().int().min(1).max(10_000_000).default(500_000),
  /**
   * Issue 18: the AES-256 key donors' PANs are encrypted with: 32 bytes as 64 hex digits or
   * base64. Unset: derived from JWT_SECRET, so set it before JWT_SECRET is ever rotated
   * (docs/decisions/172).
   */
  PAN_ENCRYPTION_KEY: z
    .string()
    .refine(
      (s) => /^[0-9a-fA-F]{64}$/.test(s) || Buffer.from(s, "base64").length === 32,
      "must be 32 bytes as 64 hex digits or base64",
    )
    .optional(),
  /** The API-wide ceiling per client (signed-in user, else address) (docs/decisions/095). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000_000).default(600),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  /** Fastify's trustProxy: which peers' X-Forwarded-For is believed (docs/decisions/090). */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL replica for read-only public discovery queries (DATABASE_READ_URL). */
  databaseReadUrl: string | undefined;
  /** Redis for rate limits, live fan-out and shared caches across processes (REDIS_URL). */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  /** PostgreSQL pool size per process (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** The listen backlog (LISTEN_BACKLOG); the kernel caps it at net.core.somaxconn. */
  listenBacklog: number;
  /** Requests the server sends its own request path before its port opens (WARM_UP_REQUESTS). */
  warmUpRequests: number;
  /** SIGTERM: seconds of "not ready" before the port closes (SHUTDOWN_DRAIN_SECONDS). */
  shutdownDrainSeconds: number;
  /** SIGTERM: seconds running jobs get to finish (JOBS_STOP_SECONDS). */
  jobsStopSeconds: number;
  jwtSecret: string;
  publicUrl: string;
  logLevel: NonNullable<Env["LOG_LEVEL"]>;
  seedAdminMobile: string;
  seedDemoData: boolean;
  /**
   * SEARCH_ANSWER_CACHE: keep temple search answers per catalogue version (decisions 064, 154,
   * 167). `false` asks the database for every answer (only each filter's total is still
   * counted once per catalogue version, decision 169): for measuring its own cost, not for
   * production.
   */
  searchAnswerCache: boolean;
  webDist: string;
  mediaPublicBase: string;
  mapTileUrl: string;
  contactRateLimitMax: number;
  /** Where uploaded images live (issue 4 "Media"): local disk under DATA_DIR, or S3-compatible. */
  storage:
    | { provider: "local"; dir: string }
    | {
        provider: "s3";
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicBase: string;
      };
  booking: { holdMinutes: number; maxParticipants: number; maxPerPoojaPerDay: number };
  payments: {
    provider: "local" | "razorpay";
    razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiBase: string } | null;
  };
  sms: SmsConfig;
  mail: {
    provider: "dev" | "smtp";
    /** MAIL_SMTP_URL, with MAIL_PROVIDER=smtp. */
    smtpUrl: string | undefined;
    from: string;
    retryLimit: number;
    retryDelaySeconds: number;
  };
  /**
   * The development providers a production start keeps because ALLOW_DEV_PROVIDERS=true (e.g.
   * `SMS_PROVIDER=dev`), said loudly at every start (main.ts); empty elsewhere.
   */
  devProvidersInProduction: string[];
  otpSendsPerIpPerHour: number;
  /** OTP_SMS_PER_NUMBER_PER_DAY: the daily SMS budget of one number (decision 210). */
  otpSmsPerNumberPerDay: number;
  apiRateLimitPerMinute: number;
  donations: { maxPaise: number; panKey: Buffer };
}

export interface SmsConfig {
  provider: "dev" | "msg91";
  apiUrl?: string | undefined;
  apiKey?: string | undefined;
  sender?: string | undefined;
  templateId?: string | undefined;
  /** DLT template id per kind of devotee message, `kind` or `kind.lang` (issues 18, 37). */
  noticeTemplates: Record<string, string>;
  /** SMS_RETRY_DELAY_SECONDS: the queued SMS's first retry delay, doubled each time. */
  retryDelaySeconds: number;
}

/**
 * Parses every environment variable once (CONVENTIONS.md habit 6). Nothing else in the server
 * reads process.env. Fails with one message that names the bad variable.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const value = source[name];
    throw new ConfigError(
      `Invalid ${name}${value === undefined ? "" : ` (${JSON.stringify(value)})`}: ${issue?.message}`,
    );
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    throw new ConfigError("DATABASE_READ_URL needs DATABASE_URL: a replica of what?");
  }
  const dataDir = resolve(env.DATA_DIR);
  if (isProduction && !env.JWT_SECRET) {
    throw new ConfigError("Missing JWT_SECRET: it is required when NODE_ENV=production");
  }
  const mediaPublicBase = env.MEDIA_PUBLIC_BASE.replace(/\/$/, "");
  const provider = env.PAYMENT_PROVIDER ?? (isProduction ? "razorpay" : "local");
  const razorpay =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
      ? {
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          apiBase: env.RAZORPAY_API_BASE.replace(/\/$/, ""),
        }
      : null;
  if (env.MAIL_PROVIDER === "smtp" && !env.MAIL_SMTP_URL) {
    throw new ConfigError("Missing MAIL_SMTP_URL: it is required when MAIL_PROVIDER=smtp");
  }
  const devProviders = isProduction ? devProvidersOf(env, provider) : [];
  if (devProviders.length && env.ALLOW_DEV_PROVIDERS !== "true") {
    throw new ConfigError(devProviders[0]!.refusal);
  }
  if (env.SMS_PROVIDER === "msg91") {
    for (const name of ["SMS_API_URL", "SMS_API_KEY", "SMS_TEMPLATE_ID"] as const) {
      if (!env[name])
        throw new ConfigError(`Missing ${name}: it is required when SMS_PROVIDER=msg91`);
    }
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1"),
    trustProxy: env.TRUST_PROXY,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_URL ? env.DATABASE_READ_URL : undefined,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    listenBacklog: env.LISTEN_BACKLOG,
    warmUpRequests: env.WARM_UP_REQUESTS ?? (env.NODE_ENV === "production" ? 2000 : 0),
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    jobsStopSeconds: env.JOBS_STOP_SECONDS,
    jwtSecret: env.JWT_SECRET ?? localSecret(dataDir),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    seedAdminMobile: env.SEED_ADMIN_MOBILE,
    seedDemoData: env.SEED_DEMO_DATA === "true" && !isProduction,
    searchAnswerCache: env.SEARCH_ANSWER_CACHE === "true",
    webDist: resolve(env.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
    mediaPublicBase,
    mapTileUrl: env.MAP_TILE_URL,
    contactRateLimitMax: env.CONTACT_RATE_LIMIT_MAX,
    booking: {
      holdMinutes: env.BOOKING_HOLD_MINUTES,
      maxParticipants: env.BOOKING_MAX_PARTICIPANTS,
      maxPerPoojaPerDay: env.BOOKING_MAX_PER_POOJA_PER_DAY,
    },
    payments: { provider, razorpay },
    sms: {
      provider: env.SMS_PROVIDER,
      apiUrl: env.SMS_API_URL,
      apiKey: env.SMS_API_KEY,
      sender: env.SMS_SENDER,
      templateId: env.SMS_TEMPLATE_ID,
      retryDelaySeconds: env.SMS_RETRY_DELAY_SECONDS,
      noticeTemplates: Object.fromEntries(
        (env.SMS_NOTICE_TEMPLATES ?? "")
          .split(",")
          .filter(Boolean)
          .map((pair) => pair.split("=") as [string, string]),
      ),
    },
    mail: {
      provider: env.MAIL_PROVIDER,
      smtpUrl: env.MAIL_SMTP_URL,
      from: env.MAIL_FROM,
      retryLimit: env.MAIL_RETRY_LIMIT,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    },
    devProvidersInProduction: devProviders.map((d) => d.setting),
    otpSendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
    otpSmsPerNumberPerDay: env.OTP_SMS_PER_NUMBER_PER_DAY,
    apiRateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
    donations: {
      maxPaise: env.DONATION_MAX_RUPEES * 100,
      panKey: panKeyOf(env.PAN_ENCRYPTION_KEY, env.JWT_SECRET ?? localSecret(dataDir)),
    },
    storage: storageConfig(env, dataDir, mediaPublicBase),
  };
}

/**
 * Issue 35, items 4 and 5: in production each development provider makes the deployment unsafe
 * or useless — the local checkout hands the browser the signature that confirms a payment
 * (bookings, orders and 80G receipts for free), the dev SMS and mail answer "sent" and deliver
 * nothing. Each with the one line that refuses it.
 */
function devProvidersOf(env: Env, payments: "local" | "razorpay") {
  const staging = "(or ALLOW_DEV_PROVIDERS=true for a staging deployment)";
  const found: { setting: string; refusal: string }[] = [];
  if (payments === "local") {
    found.push({
      setting: "PAYMENT_PROVIDER=local",
      refusal: `PAYMENT_PROVIDER=local cannot be used in production: its checkout lets anyone mark a payment as paid. Set PAYMENT_PROVIDER=razorpay ${staging}`,
    });
  }
  if (env.SMS_PROVIDER === "dev") {
    found.push({
      setting: "SMS_PROVIDER=dev",
      refusal: `SMS_PROVIDER=dev (the default) cannot be used in production: sign-in codes would be logged, never sent. Set SMS_PROVIDER=msg91 ${staging}`,
    });
  }
  if (env.MAIL_PROVIDER === "dev") {
    found.push({
      setting: "MAIL_PROVIDER=dev",
      refusal: `MAIL_PROVIDER=dev (the default) cannot be used in production: replies and reset links would never be sent. Set MAIL_PROVIDER=smtp and MAIL_SMTP_URL ${staging}`,
    });
  }
  return found;
}

function storageConfig(env: Env, dataDir: string, mediaPublicBase: string): Config["storage"] {
  if (env.STORAGE_PROVIDER === "local") return { provider: "local", dir: join(dataDir, "media") };
  const missing = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).find(
    (k) => !env[k],
  );
  if (missing) throw new ConfigError(`Missing ${missing}: it is required when STORAGE_PROVIDER=s3`);
  return {
    provider: "s3",
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicBase: (env.S3_PUBLIC_BASE ?? mediaPublicBase).replace(/\/$/, ""),
  };
}

/** The configured PAN key, else one derived from the JWT secret (development and tests). */
function panKeyOf(configured: string | undefined, jwtSecret: string): Buffer {
  if (configured)
    return /^[0-9a-fA-F]{64}$/.test(configured)
      ? Buffer.from(configured, "hex")
      : Buffer.from(configured, "base64");
  return Buffer.from(hkdfSync("sha256", jwtSecret, "sannidhi", "pan-encryption", 32));
}

/** Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
