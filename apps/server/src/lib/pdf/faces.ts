import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { SCRIPT_FACES } from "@sannidhi/site/fonts";
import * as hb from "harfbuzzjs";
import { woffToSfnt } from "./woff.js";

const require = createRequire(import.meta.url);

/** One shipped font file, ready for both engines: sfnt bytes for pdfkit, a HarfBuzz font. */
export interface Face {
  /** The name pdfkit registers it under, e.g. `tamil-700`. */
  name: string;
  bytes: Buffer;
  hb: hb.Font;
  covers: Set<number>;
}

export type Weight = 400 | 700;

/**
 * The faces a document may print, in the order a character looks for one that has it: Noto Sans
 * (Latin, then Latin Extended, which has the rupee sign), then the Noto Sans face of each Indian
 * script the web app ships (`SCRIPT_FACES`, decision 184). The Fontsource files are split by
 * Unicode range, so a face here is one file of one range.
 */
const FILES = [
  { name: "latin", pkg: "noto-sans", file: "noto-sans-latin" },
  { name: "latin-ext", pkg: "noto-sans", file: "noto-sans-latin-ext" },
  ...SCRIPT_FACES.map((f) => ({
    name: f.file,
    pkg: `noto-sans-${f.file}`,
    file: `noto-sans-${f.file}-${f.file}`,
  })),
];

const loaded = new Map<string, Face>();

function load(name: string, path: string): Face {
  let face = loaded.get(name);
  if (!face) {
    const bytes = woffToSfnt(readFileSync(require.resolve(path)));
    const hbFace = new hb.Face(new hb.Blob(bytes));
    face = { name, bytes, hb: new hb.Font(hbFace), covers: new Set(hbFace.collectUnicodes()) };
    loaded.set(name, face);
  }
  return face;
}

/** Every face at one weight, loaded on first use (a few ms each) and kept for the process. */
export function faces(weight: Weight): Face[] {
  return FILES.map((f) =>
    load(`${f.name}-${weight}`, `@fontsource/${f.pkg}/files/${f.file}-${weight}-normal.woff`),
  );
}
