import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { chunkReport } from "./chunk-report";

// `CHUNK_REPORT=<file> npm run build`: also write what each chunk holds (chunk-report.ts).
const reportFile = process.env.CHUNK_REPORT;

export default defineConfig({
  plugins: [react(), ...(reportFile ? [chunkReport(reportFile)] : [])],
  server: {
    // `ws`: the staff workspace's live channel (/api/live) is a WebSocket.
    proxy: {
      "/api": { target: "http://localhost:3000", ws: true },
      "/media": "http://localhost:3000",
    },
  },
  build: {
    target: "es2020",
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Two pages: the web app, and the light public pages' template (issue 17, decision 163).
    // Without this, Vite's preload polyfill becomes a chunk both share: one more request on
    // every page. A browser without modulepreload (Safari before 17) loads the chunks when
    // they are imported instead: a hint lost, nothing broken.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL("./index.html", import.meta.url)),
        "public-page": fileURLToPath(new URL("./public-page.html", import.meta.url)),
      },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    deps: { optimizer: { web: { enabled: true } } },
    // MUI trees in jsdom take a few seconds on a busy machine; the default 5 s is too tight.
    testTimeout: 20_000,
  },
});
