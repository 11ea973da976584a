import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../config.js";
import { DatabaseUnreachableError, openDatabase } from "../db/client.js";
import { users } from "../db/schema/users.js";

/**
 * `npm run create-admin -- --mobile <number>`: makes (or promotes) a super admin. The way to get
 * the first SA in production, where the demo seed never runs (issue 2, item 3).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { mobile: { type: "string" }, name: { type: "string" } },
  });
  const digits = (values.mobile ?? "").replace(/[\s-]/g, "").replace(/^(\+91|91|0)(?=\d{10}$)/, "");
  if (!/^[6-9]\d{9}$/.test(digits)) {
    throw new ConfigError(
      "--mobile must be a 10-digit Indian mobile number, e.g. --mobile 9876543210",
    );
  }
  const mobile = `+91${digits}`;
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await database.migrate();
    const [existing] = await database.db.select().from(users).where(eq(users.mobile, mobile));
    if (existing) {
      await database.db
        .update(users)
        // A role change ends the account's sessions at once (issue 3).
        .set({ role: "SA", isActive: true, sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, existing.id));
      console.log(`sannidhi: ${mobile} is now a super admin (SA).`);
    } else {
      await database.db.insert(users).values({
        role: "SA",
        mobile,
        name: values.name ?? "Administrator",
        mobileVerifiedAt: new Date(),
      });
      console.log(
        `sannidhi: created super admin (SA) ${mobile}. Sign in at /signin with this number.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  const known = err instanceof ConfigError || err instanceof DatabaseUnreachableError;
  process.stderr.write(`sannidhi: ${known ? err.message : `create-admin failed: ${err}`}\n`);
  process.exit(1);
});
