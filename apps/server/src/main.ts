import { buildApp } from "./app.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import { type Database, DatabaseUnreachableError, openDatabase } from "./db/client.js";
import { seedIfEmpty } from "./db/seed/seed.js";
import { warmUp, warmUpLogLine } from "./warm-up.js";

/** Start-up problems a person can fix print one clear line, not a stack trace. */
function fail(message: string): never {
  process.stderr.write(`sannidhi: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      databaseReadUrl: config.databaseReadUrl,
    });
  } catch (err) {
    if (err instanceof DatabaseUnreachableError) fail(err.message);
    throw err;
  }
  // Several processes starting together: one migrates and seeds, the others wait, then find
  // nothing left to do (docs/decisions/155).
  let seeded = null as Awaited<ReturnType<typeof seedIfEmpty>>;
  await database.migrate(async () => {
    if (config.seedDemoData) {
      seeded = await seedIfEmpty(database.db, {
        adminMobile: config.seedAdminMobile,
        panKey: config.donations.panKey,
      });
    }
  });

  const app = await buildApp({ config, database });
  // A staging deployment that keeps development providers says so on every start (issue 35).
  for (const setting of config.devProvidersInProduction) {
    const line = `${setting} in production (ALLOW_DEV_PROVIDERS=true): for staging only, never for real devotees`;
    process.stderr.write(`sannidhi: WARNING: ${line}\n`);
    app.log.warn(line);
  }
  if (seeded) app.log.info(seeded, "demo data seeded");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness answers 503 from now on; app.close() stops taking connections, lets requests in
    // flight finish, closes idle keep-alive connections and the live channel's sockets.
    app.ctx.draining = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests and jobs");
    const { shutdownDrainSeconds: drain, jobsStopSeconds } = config;
    const force = setTimeout(() => process.exit(1), (drain + jobsStopSeconds + 10) * 1000);
    force.unref();
    try {
      // A balancer that polls readiness every few seconds stops sending before the port closes.
      if (drain > 0) await new Promise((r) => setTimeout(r, drain * 1000));
      // Closes the port, waits for requests in flight, then lets running jobs finish (the job
      // queue's onClose, up to JOBS_STOP_SECONDS; any left are retried by another process).
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  // The first surge after a start meets compiled code: the request path is warmed on a private
  // listener before the port opens (docs/decisions/193). A warm-up that fails only costs speed.
  try {
    const warm = await warmUp(app, config.warmUpRequests);
    if (warm.requests) {
      const { level, message } = warmUpLogLine(warm);
      app.log[level](warm, message);
    }
  } catch (err) {
    app.log.warn({ err }, "warm-up failed; serving anyway");
  }

  try {
    // Node's default backlog (511) drops the connections of a surge beyond it while the event
    // loop is busy; their clients retry after 1, 3, 7 s (docs/decisions/142).
    await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "EADDRINUSE") fail(`Port ${config.port} is already in use: set PORT to another`);
    throw err;
  }
  // A parent that started us with an IPC channel (a supervisor's "wait ready", the browser
  // journeys' set-up) learns that the port is open without polling it.
  process.send?.("ready");
  const db = database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL";
  app.log.info(`Sannidhi is serving ${config.publicUrl} (database: ${db})`);
  if (!config.isProduction) {
    app.log.info(
      `Staff sign-in: mobile ${config.seedAdminMobile} (SA); the one-time password appears in ` +
        "the server log and at /api/dev/sms-outbox",
    );
  }
}

main().catch((err) => {
  process.stderr.write(`sannidhi: start-up failed: ${err instanceof Error ? err.message : err}\n`);
  process.exit(1);
});
