import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * `CHUNK_REPORT=/tmp/chunks.json npm run build` (issue 38): what each chunk holds and what each
 * module imports, for `node scripts/chunk-report.mjs` to answer "why is zod on this page?"
 * when `npm run bench:web -- --staff` shows a page over its budget. Off in a normal build.
 */
export function chunkReport(file: string): Plugin {
  return {
    name: "sannidhi-chunk-report",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === "chunk"
          ? [
              {
                file: c.fileName,
                isEntry: c.isEntry,
                raw: c.code.length,
                gzip: gzipSync(c.code).length,
                imports: c.imports,
                dynamicImports: c.dynamicImports,
                modules: Object.entries(c.modules)
                  .map(([id, m]) => ({ id, rendered: m.renderedLength }))
                  .sort((a, b) => b.rendered - a.rendered),
              },
            ]
          : [],
      );
      const graph: Record<string, { imports: readonly string[]; dynamic: readonly string[] }> = {};
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) graph[id] = { imports: info.importedIds, dynamic: info.dynamicallyImportedIds };
      }
      writeFileSync(file, JSON.stringify({ chunks, graph }));
    },
  };
}
