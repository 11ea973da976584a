import { defineConfig } from "vitest/config";

/** Browser journeys: one built app on a free port, real Chromium, files run one at a time. */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["**/*.e2e.ts"],
    globalSetup: ["./support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
