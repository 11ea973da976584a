import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "./chromium.js";

const root = new URL("../..", import.meta.url).pathname;

/** Starts the built app once for all browser journeys, on a free port with a temporary DATA_DIR. */
export default async function setup(project: TestProject) {
  chromiumPath(); // fail at once, with a clear message, when the browser is missing
  if (!existsSync(join(root, "apps/web/dist/index.html"))) {
    throw new Error("The web app is not built: run `npm run build` before the browser tests.");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "sannidhi-e2e-"));
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: join(root, "apps/server"),
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The browser journeys always use the embedded database, even when CI sets DATABASE_URL.
      DATABASE_URL: "",
      // Every journey signs in from 127.0.0.1: the per-IP SMS quota (20 an hour) would stop the
      // suite. The per-number limits stay as in production (support/auth.ts uses fresh numbers).
      OTP_SENDS_PER_IP_PER_HOUR: "100000",
      // Likewise the API ceiling per client (600 a minute), which a browser suite from one
      // address would reach; the ceiling itself is tested in apps/server.
      API_RATE_LIMIT_PER_MINUTE: "1000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide("baseUrl", baseUrl);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000; // a shared machine under load starts slowly
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The server did not become healthy within 180 s");
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
