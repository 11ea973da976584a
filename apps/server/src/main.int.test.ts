import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const serverDir = new URL("..", import.meta.url).pathname;

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: mkdtempSync(join(tmpdir(), "sannidhi-main-")),
      ...env,
    },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { code: result.status, stderr: result.stderr.trim() };
}

describe("start-up with bad configuration", () => {
  it("stops with one clear line for a non-numeric PORT", () => {
    const { code, stderr } = start({ PORT: "abc" });
    expect(code).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^sannidhi: Invalid PORT \("abc"\)/);
  });

  it("refuses to start production with the local payment provider, in one line (issue 35)", () => {
    const { code, stderr } = start({
      NODE_ENV: "production",
      JWT_SECRET: "p".repeat(40),
      PAYMENT_PROVIDER: "local",
    });
    expect(code).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^sannidhi: PAYMENT_PROVIDER=local cannot be used in production/);
  });

  it("stops with one clear line for an unreachable DATABASE_URL", () => {
    const { code, stderr } = start({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(code).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^sannidhi: Cannot connect to DATABASE_URL \(127\.0\.0\.1:1\/none\)/);
  });
});
