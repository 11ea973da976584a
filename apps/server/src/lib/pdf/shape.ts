import * as hb from "harfbuzzjs";
import { type Face, faces, type Weight } from "./faces.js";

/** A stretch of text that one face prints. */
export interface Run {
  face: Face;
  text: string;
}

/** One glyph as HarfBuzz placed it, in font units; `cluster` is a UTF-16 offset into the run. */
export interface ShapedGlyph {
  id: number;
  cluster: number;
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

// Marks and joiners belong to the letter before them, whatever face would have them alone.
const CLINGS = /[\p{M}\u200c\u200d]/u;
// Spaces, digits, punctuation and signs stay in the run they are in when its face has them, so a
// Tamil name with a space is one run, shaped (and wrapped) as a whole.
const COMMON = /[\p{Z}\p{N}\p{P}\p{S}]/u;

/**
 * `text` cut where the face changes: each character goes to the first face that has it
 * (Latin, Latin Extended, then the Indian scripts), a mark or a common character stays with the
 * run before it when that face has it. A character no face has is printed as the first face's
 * missing glyph, visibly, rather than dropped.
 */
export function runs(text: string, weight: Weight = 400): Run[] {
  const list = faces(weight);
  const out: Run[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const last = out.at(-1);
    if (last && (CLINGS.test(ch) || (COMMON.test(ch) && last.face.covers.has(cp)))) {
      last.text += ch;
      continue;
    }
    const face = list.find((f) => f.covers.has(cp)) ?? list[0]!;
    if (last?.face === face) last.text += ch;
    else out.push({ face, text: ch });
  }
  return out;
}

// One buffer for the process, emptied before each run: shaping is synchronous, and a buffer per
// call would leave its WebAssembly memory to the garbage collector's finalizers.
let shared: hb.Buffer | undefined;

/** HarfBuzz's glyphs for one run of one face: what the PDF draws, glyph for glyph. */
export function shape(face: Face, text: string): ShapedGlyph[] {
  shared ??= new hb.Buffer();
  const buffer = shared;
  buffer.reset();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(face.hb, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((g, i) => ({
    id: g.codepoint,
    cluster: g.cluster,
    ...positions[i]!,
  }));
}
