import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  server: { proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" } },
  build: {
    target: "es2020",
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    // MUI trees in jsdom take a few seconds on a busy machine; the default 5 s is too tight.
    testTimeout: 20_000,
  },
});
