import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");
const sharedPath = new URL("scripts/server-node-options.mjs", root).href;
const { SERVER_NODE_OPTIONS } = (await import(sharedPath)) as { SERVER_NODE_OPTIONS: string[] };

/**
 * `npm start`, `npm run start:cluster` and the benches take the server's Node options from
 * scripts/server-node-options.mjs; the Docker image and apps/server's `start` script spell them
 * out. A surge must meet the same server whichever way it was started (docs/decisions/198).
 */
describe("how a server process is started", () => {
  it("gives V8 a larger young generation for surges", () => {
    expect(SERVER_NODE_OPTIONS).toContainEqual(
      expect.stringMatching(/^--max-semi-space-size=\d+$/),
    );
  });

  it("with the same Node options in the Docker image and in apps/server's start script", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read("deploy/Dockerfile"))?.[1];
    expect(JSON.parse(cmd ?? "null")).toEqual([
      "node",
      ...SERVER_NODE_OPTIONS,
      "--import",
      "tsx",
      "src/main.ts",
    ]);
    const scripts = JSON.parse(read("apps/server/package.json")).scripts as Record<string, string>;
    expect(scripts.start).toBe(`node ${SERVER_NODE_OPTIONS.join(" ")} --import tsx src/main.ts`);
  });

  it("with options this Node accepts (an unknown one would stop every start)", () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_OPTIONS, "-e", ""], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
