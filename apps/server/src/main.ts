import { buildApp } from "./app.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import { type Database, DatabaseUnreachableError, openDatabase } from "./db/client.js";
import { seedIfEmpty } from "./db/seed/seed.js";

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
    });
  } catch (err) {
    if (err instanceof DatabaseUnreachableError) fail(err.message);
    throw err;
  }
  await database.migrate();

  const app = await buildApp({ config, database });
  if (config.seedDemoData) {
    const seeded = await seedIfEmpty(database.db, { adminMobile: config.seedAdminMobile });
    if (seeded) app.log.info(seeded, "demo data seeded");
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
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

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "EADDRINUSE") fail(`Port ${config.port} is already in use: set PORT to another`);
    throw err;
  }
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
