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
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForReady(server);
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

/**
 * Waits for the server's "ready" message (sent once its port is open, over the IPC channel it
 * was started with), then closes the channel so that the server's own shutdown is not held.
 */
async function waitForReady(server: ChildProcess): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    // A shared machine under load starts slowly; a server that never says so fails the run.
    const late = setTimeout(
      () => reject(new Error("The server was not ready within 180 s")),
      180_000,
    );
    const exited = (code: number | null) => {
      clearTimeout(late);
      reject(new Error(`The server exited with code ${code} before it was ready`));
    };
    server.once("exit", exited);
    server.on("message", (m) => {
      if (m !== "ready") return;
      clearTimeout(late);
      server.off("exit", exited);
      server.disconnect();
      resolve();
    });
  });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
