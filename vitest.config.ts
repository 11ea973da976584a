import { defineConfig } from "vitest/config";

/** Server and contract tests in Node, web component tests in jsdom; e2e has its own config. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          // Worker threads, not processes: the same files took a tenth less time and a sixth
          // less CPU when compared in one run (docs/testing.md).
          pool: "threads",
          include: [
            "apps/server/**/*.test.ts",
            "packages/contracts/**/*.test.ts",
            "packages/site/**/*.test.ts",
          ],
          globalSetup: ["apps/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
