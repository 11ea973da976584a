import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "sannidhi-config-"));
/** A production deployment's real providers (production refuses the development ones). */
const REAL_PROVIDERS = {
  SMS_PROVIDER: "msg91",
  SMS_API_URL: "https://sms.example/flow",
  SMS_API_KEY: "k",
  SMS_TEMPLATE_ID: "t",
  MAIL_PROVIDER: "smtp",
  MAIL_SMTP_URL: "smtp://user:pass@mail.example:587",
};

describe("configuration", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedAdminMobile).toBe("9000000001");
  });

  it("names the variable when PORT is not a number", () => {
    expect(() => loadConfig({ PORT: "eighty", DATA_DIR: dataDir() })).toThrow(
      /^Invalid PORT \("eighty"\)/,
    );
  });

  it("refuses a DATABASE_URL that is not a PostgreSQL URL", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://x", DATA_DIR: dataDir() })).toThrow(
      ConfigError,
    );
  });

  it("takes REDIS_URL and DATABASE_READ_URL only when they can work (issue 16)", () => {
    const plain = loadConfig({ DATA_DIR: dataDir() });
    expect(plain.redisUrl).toBeUndefined();
    expect(plain.redisKeyPrefix).toBe("sannidhi:");
    expect(plain.databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: "127.0.0.1:6379", DATA_DIR: dataDir() })).toThrow(
      /^Invalid REDIS_URL \("127.0.0.1:6379"\): must start with redis:\/\/ or rediss:\/\//,
    );
    expect(() =>
      loadConfig({ DATABASE_READ_URL: "postgres://replica/sannidhi", DATA_DIR: dataDir() }),
    ).toThrow(/DATABASE_READ_URL needs DATABASE_URL/);
    const scaled = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: "postgres://primary/sannidhi",
      DATABASE_READ_URL: "postgres://replica/sannidhi",
      REDIS_URL: "redis://cache:6379",
    });
    expect(scaled.databaseReadUrl).toBe("postgres://replica/sannidhi");
    expect(scaled.redisUrl).toBe("redis://cache:6379");
  });

  it("reads a DLT template per kind and language, and names what it accepts when refusing (issue 37)", () => {
    const set = loadConfig({
      SMS_NOTICE_TEMPLATES: "booking_confirmed=1001,booking_confirmed.ta=1002,otp.hi=1003",
      DATA_DIR: dataDir(),
    });
    expect(set.sms.noticeTemplates).toEqual({
      booking_confirmed: "1001",
      "booking_confirmed.ta": "1002",
      "otp.hi": "1003",
    });
    expect(() =>
      loadConfig({ SMS_NOTICE_TEMPLATES: "refunded.fr=7", DATA_DIR: dataDir() }),
    ).toThrow(/^Invalid SMS_NOTICE_TEMPLATES.*languages: en, hi, ta, te, kn, ml/);
  });

  it("times a graceful stop and SMS retries as documented, and refuses nonsense (decision 158)", () => {
    const plain = loadConfig({ DATA_DIR: dataDir() });
    expect(plain.shutdownDrainSeconds).toBe(0);
    expect(plain.jobsStopSeconds).toBe(15);
    expect(plain.sms.retryDelaySeconds).toBe(5);
    const set = loadConfig({
      SHUTDOWN_DRAIN_SECONDS: "5",
      JOBS_STOP_SECONDS: "30",
      SMS_RETRY_DELAY_SECONDS: "2",
      DATA_DIR: dataDir(),
    });
    expect([set.shutdownDrainSeconds, set.jobsStopSeconds, set.sms.retryDelaySeconds]).toEqual([
      5, 30, 2,
    ]);
    expect(() => loadConfig({ JOBS_STOP_SECONDS: "0", DATA_DIR: dataDir() })).toThrow(
      /^Invalid JOBS_STOP_SECONDS/,
    );
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: "-1", DATA_DIR: dataDir() })).toThrow(
      /^Invalid SHUTDOWN_DRAIN_SECONDS/,
    );
  });

  it("generates a JWT secret once outside production and keeps it in DATA_DIR", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, "jwt-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it("requires JWT_SECRET in production and never seeds demo data there", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/JWT_SECRET/);
    const prod = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      JWT_SECRET: "x".repeat(40),
      ...REAL_PROVIDERS,
      RAZORPAY_KEY_ID: "rzp_live_x",
      RAZORPAY_KEY_SECRET: "s",
      RAZORPAY_WEBHOOK_SECRET: "w",
    });
    expect(prod.seedDemoData).toBe(false);
  });

  it("takes payments through Razorpay in production, never the local provider", () => {
    const base = {
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      JWT_SECRET: "x".repeat(40),
      ...REAL_PROVIDERS,
    };
    expect(loadConfig(base).payments).toEqual({ provider: "razorpay", razorpay: null });
    expect(loadConfig({ DATA_DIR: dataDir() }).payments.provider).toBe("local");
  });
  /**
   * Issue 35, items 4 and 5: on the landed main `NODE_ENV=production PAYMENT_PROVIDER=local`
   * started (its checkout confirms any payment) and so did the dev SMS and mail providers
   * (sign-in "sent", nothing delivered).
   */
  it("refuses every development provider in production, naming it in one line", () => {
    const prod = { NODE_ENV: "production", DATA_DIR: dataDir(), JWT_SECRET: "x".repeat(40) };
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig({ ...prod, ...REAL_PROVIDERS, ...env });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      return null;
    };
    const local = refused({ PAYMENT_PROVIDER: "local" });
    expect(local).toMatch(/^PAYMENT_PROVIDER=local cannot be used in production/);
    expect(refused({ SMS_PROVIDER: "dev" })).toMatch(
      /^SMS_PROVIDER=dev .*cannot be used in production/,
    );
    expect(refused({ MAIL_PROVIDER: "dev" })).toMatch(
      /^MAIL_PROVIDER=dev .*cannot be used in production/,
    );
    // Unset means the dev provider: a production start with nothing configured is refused.
    expect(() => loadConfig(prod)).toThrow(/^SMS_PROVIDER=dev \(the default\)/);
    for (const message of [
      local,
      refused({ SMS_PROVIDER: "dev" }),
      refused({ MAIL_PROVIDER: "dev" }),
    ]) {
      expect(message?.split("\n")).toHaveLength(1);
      expect(message).toMatch(/ALLOW_DEV_PROVIDERS=true for a staging deployment/);
    }
    expect(refused({})).toBeNull();
    // Outside production the development providers are the defaults.
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      sms: { provider: "dev" },
      mail: { provider: "dev" },
      payments: { provider: "local" },
      devProvidersInProduction: [],
    });
  });

  it("lets a staging deployment keep the development providers with one override, and lists them", () => {
    const staging = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      JWT_SECRET: "x".repeat(40),
      PAYMENT_PROVIDER: "local",
      ALLOW_DEV_PROVIDERS: "true",
    });
    expect(staging.devProvidersInProduction).toEqual([
      "PAYMENT_PROVIDER=local",
      "SMS_PROVIDER=dev",
      "MAIL_PROVIDER=dev",
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ALLOW_DEV_PROVIDERS: "yes" })).toThrow(
      /^Invalid ALLOW_DEV_PROVIDERS/,
    );
  });

  it("sends mail over SMTP when told, and needs its URL", () => {
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        MAIL_PROVIDER: "smtp",
        MAIL_SMTP_URL: "smtps://u:p@mail.example:465",
      }).mail,
    ).toMatchObject({ provider: "smtp", smtpUrl: "smtps://u:p@mail.example:465" });
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_PROVIDER: "smtp" })).toThrow(
      /^Missing MAIL_SMTP_URL: it is required when MAIL_PROVIDER=smtp/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), MAIL_PROVIDER: "smtp", MAIL_SMTP_URL: "mail.example" }),
    ).toThrow(/^Invalid MAIL_SMTP_URL/);
  });

  it("warms the request path up before serving in production only, unless told (decision 193)", () => {
    const prod = {
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      JWT_SECRET: "x".repeat(40),
      ...REAL_PROVIDERS,
    };
    expect(loadConfig(prod).warmUpRequests).toBe(2000);
    expect(loadConfig({ ...prod, WARM_UP_REQUESTS: "0" }).warmUpRequests).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir() }).warmUpRequests).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), WARM_UP_REQUESTS: "300" }).warmUpRequests).toBe(300);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WARM_UP_REQUESTS: "-5" })).toThrow(
      /^Invalid WARM_UP_REQUESTS/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), WARM_UP_REQUESTS: "lots" })).toThrow(
      /^Invalid WARM_UP_REQUESTS/,
    );
  });

  it("listens on loopback outside production unless HOST says otherwise", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe("127.0.0.1");
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    const prod = {
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      JWT_SECRET: "x".repeat(40),
      ...REAL_PROVIDERS,
    };
    expect(loadConfig(prod).host).toBe("0.0.0.0");
  });

  it("trusts no proxy unless TRUST_PROXY names the hops or the proxies' addresses", () => {
    const trust = (TRUST_PROXY?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.5")).toEqual(["10.0.0.5"]);
    expect(trust("loopback, 10.0.0.0/8,2001:db8::/32")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "2001:db8::/32",
    ]);
    expect(() => trust("true")).toThrow(/^Invalid TRUST_PROXY \("true"\): true would trust any/);
    for (const bad of ["11", "yes", "10.0.0.0/33", "10.0.0.300", "proxy.example", "10.0.0.1/8/1"]) {
      expect(() => trust(bad), bad).toThrow(/^Invalid TRUST_PROXY/);
    }
  });
});
