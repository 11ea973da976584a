#!/usr/bin/env node
// What a chunk holds and why a module is on a page (issue 38), from the file a build writes with
// `CHUNK_REPORT=/tmp/chunks.json npm run build` (apps/web/chunk-report.ts):
//   node scripts/chunk-report.mjs /tmp/chunks.json chunks            the chunks, biggest first
//   node scripts/chunk-report.mjs /tmp/chunks.json chunk index-      a chunk's packages and modules
//   node scripts/chunk-report.mjs /tmp/chunks.json why staff-list.tsx zod/
//       the shortest chain of static imports from a module to another (both by a part of the
//       path): the import that brings a library to every page that loads the first module.
// Sizes of modules are Rollup's rendered lengths (before minification): for comparing, not KB
// on the wire, which `npm run bench:web` measures.
import { readFileSync } from "node:fs";

const [file, command, ...args] = process.argv.slice(2);
if (!file || !command) {
  console.log(
    readFileSync(new URL(import.meta.url), "utf8")
      .split("\n")
      .slice(1, 10)
      .join("\n"),
  );
  process.exit(0);
}
const { chunks, graph } = JSON.parse(readFileSync(file, "utf8"));
const short = (id) =>
  id
    .replace(/^\0/, "")
    .replace(/.*node_modules\//, "npm:")
    .replace(/.*\/(apps|packages)\//, "$1/");
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
/** The npm package of a module, or its folder in the repository. */
const group = (id) =>
  short(id)
    .replace(/^(npm:(@[^/]+\/)?[^/]+).*/, "$1")
    .replace(/^((apps|packages)\/.*)\/[^/]+$/, "$1");

if (command === "chunks") {
  for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip).slice(0, Number(args[0] ?? 40))) {
    console.log(`${kb(c.gzip)} KB gzip ${kb(c.raw)} KB  ${c.file}${c.isEntry ? "  (entry)" : ""}`);
  }
} else if (command === "chunk") {
  const c = chunks.find((x) => x.file.includes(args[0] ?? ""));
  if (!c) throw new Error(`no chunk named like ${args[0]}`);
  console.log(`${c.file}: ${kb(c.gzip)} KB gzip, ${kb(c.raw)} KB; imports ${c.imports.join(" ")}`);
  const sizes = new Map();
  for (const m of c.modules) sizes.set(group(m.id), (sizes.get(group(m.id)) ?? 0) + m.rendered);
  console.log("\nBy package or folder (rendered KB):");
  for (const [g, n] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${kb(n)}  ${g}`);
  }
  console.log("\nBiggest modules (rendered KB):");
  for (const m of c.modules.slice(0, 30)) console.log(`${kb(m.rendered)}  ${short(m.id)}`);
} else if (command === "why") {
  const [from, to] = args;
  const starts = Object.keys(graph).filter((id) => id.includes(from) && !/node_modules/.test(id));
  if (!starts.length) throw new Error(`no module of ours named like ${from}`);
  for (const start of starts) {
    const parent = new Map([[start, null]]);
    const queue = [start];
    let hit;
    while (queue.length && !hit) {
      const current = queue.shift();
      for (const next of graph[current]?.imports ?? []) {
        if (parent.has(next)) continue;
        parent.set(next, current);
        if (next.includes(to)) {
          hit = next;
          break;
        }
        queue.push(next);
      }
    }
    if (!hit) {
      console.log(`${short(start)}: no static import chain to ${to}`);
      continue;
    }
    const chain = [];
    for (let id = hit; id; id = parent.get(id)) chain.unshift(short(id));
    console.log(chain.join("\n  → "));
  }
} else {
  throw new Error(`unknown command ${command}: chunks, chunk or why`);
}
