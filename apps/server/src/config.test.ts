import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "sannidhi-config-"));

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
      RAZORPAY_KEY_ID: "rzp_live_x",
      RAZORPAY_KEY_SECRET: "s",
      RAZORPAY_WEBHOOK_SECRET: "w",
    });
    expect(prod.seedDemoData).toBe(false);
  });

  it("takes payments through Razorpay in production, never the local provider", () => {
    const base = { NODE_ENV: "production", DATA_DIR: dataDir(), JWT_SECRET: "x".repeat(40) };
    expect(loadConfig(base).payments).toEqual({ provider: "razorpay", razorpay: null });
    expect(loadConfig({ DATA_DIR: dataDir() }).payments.provider).toBe("local");
  });
});
