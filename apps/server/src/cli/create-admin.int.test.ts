import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.js";
import { users } from "../db/schema/users.js";

const serverDir = new URL("../..", import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), "sannidhi-create-admin-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run create-admin -- …` the way an operator would, on an embedded database. */
function createAdmin(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "src/cli/create-admin.ts", ...args],
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        JWT_SECRET: "s".repeat(40),
        // No SMS, mail or payments needed to make an SA; production refuses the dev ones.
        ALLOW_DEV_PROVIDERS: "true",
      },
      encoding: "utf8",
      // A fresh embedded database migrates from scratch: minutes on a busy 2-core machine.
      timeout: 150_000,
    },
  );
  return { code: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

describe("npm run create-admin (the first SA in production)", () => {
  it("refuses a number that is not an Indian mobile with one clear line", () => {
    const { code, stderr } = createAdmin("--mobile", "12345");
    expect(code).toBe(1);
    expect(stderr).toBe(
      "sannidhi: --mobile must be a 10-digit Indian mobile number, e.g. --mobile 9876543210",
    );
  });

  it("creates a super admin who can then sign in, and promotes an existing account", async () => {
    const first = createAdmin("--mobile", "+91 98765 43210");
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain("created super admin (SA) +919876543210");
    const again = createAdmin("--mobile", "9876543210");
    expect(again.stdout).toContain("+919876543210 is now a super admin (SA)");

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(users).where(eq(users.mobile, "+919876543210"));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.role).toBe("SA");
      // Production never seeds demo data: the only account is the one just made.
      expect(await database.db.select({ id: users.id }).from(users)).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 330_000);
});
