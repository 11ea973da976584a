import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

/** Thrown for any bad environment variable; main.ts prints its one-line message and exits. */
export class ConfigError extends Error {}

const port = z.coerce
  .number({ message: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be 0-65535")
  .max(65535, "must be 0-65535");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  // Connections each server process keeps to PostgreSQL (docs/decisions/065).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PUBLIC_URL: z.url({ message: "must be a URL such as https://sannidhi.example" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  SEED_ADMIN_MOBILE: z
    .string()
    .regex(/^[6-9]\d{9}$/, "must be a 10-digit Indian mobile number")
    .default("9000000001"),
  SEED_DEMO_DATA: z.enum(["true", "false"]).default("true"),
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
  MAIL_PROVIDER: z.enum(["dev"]).default("dev"),
  MAIL_FROM: z.string().min(3).default("Sannidhi <no-reply@sannidhi.local>"),
  /** SMS costs money: at most this many OTP sends per client IP per hour (issue 3: 20). */
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool size per process (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  jwtSecret: string;
  publicUrl: string;
  logLevel: NonNullable<Env["LOG_LEVEL"]>;
  seedAdminMobile: string;
  seedDemoData: boolean;
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
  mail: { provider: "dev"; from: string };
  otpSendsPerIpPerHour: number;
}

export interface SmsConfig {
  provider: "dev" | "msg91";
  apiUrl?: string | undefined;
  apiKey?: string | undefined;
  sender?: string | undefined;
  templateId?: string | undefined;
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
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    jwtSecret: env.JWT_SECRET ?? localSecret(dataDir),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    seedAdminMobile: env.SEED_ADMIN_MOBILE,
    seedDemoData: env.SEED_DEMO_DATA === "true" && !isProduction,
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
    },
    mail: { provider: env.MAIL_PROVIDER, from: env.MAIL_FROM },
    otpSendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
    storage: storageConfig(env, dataDir, mediaPublicBase),
  };
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
