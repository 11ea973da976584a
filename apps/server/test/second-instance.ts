import { afterAll } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { openDatabase } from "../src/db/client.js";
import type { TestContext } from "./helpers.js";

/**
 * A second server process's app on the same PostgreSQL database as `ctx` (its own pool, its own
 * live hub and listening connection), as when several processes run behind a load balancer.
 */
export async function secondInstance(ctx: TestContext): Promise<App> {
  if (!ctx.config.databaseUrl) throw new Error("a second instance needs DATABASE_URL");
  const database = await openDatabase({
    databaseUrl: ctx.config.databaseUrl,
    dataDir: ctx.config.dataDir,
    poolSize: 3,
  });
  const app = await buildApp({ config: ctx.config, database });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
}
