// The Node options every server process starts with, wherever it is started from: `npm start`,
// `npm run start:cluster` and the benches import them here; the Docker image's CMD and
// apps/server's own `start` script spell them out, and a test keeps all of them the same
// (apps/server/src/node-options.test.ts).
//
// `--max-semi-space-size=64` lets V8's young generation grow to 64 MB semi-spaces (Node 20's
// default ceiling is 16 MB) while a surge is on. With 2,000 devotees' requests in flight, every
// scavenge copies all of them, and at 16 MB one came every ~12 MB of allocation: 11-13 per burst,
// 70-120 ms of pauses, sometimes a full mark-compact on top. At 64 MB, 2-3. Idle, V8 keeps the
// young generation small, so it costs memory only while busy (docs/decisions/198).

/** V8's settings for a server process. */
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=64"];

/** The arguments before the entry script: the settings, then tsx for the TypeScript sources. */
export const SERVER_EXEC_ARGV = [...SERVER_NODE_OPTIONS, "--import", "tsx"];
