import type { Face } from "./faces.js";
import { shape } from "./shape.js";

/** pdfkit's position of a glyph, in thousandths of the font size. */
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  /** The width the PDF's font dictionary gives the glyph; pdfkit adjusts by the difference. */
  advanceWidth: number;
}

/** The parts of pdfkit's EmbeddedFont this file replaces or fills (pdfkit 0.17, `js/pdfkit.js`). */
export interface EmbeddedFont {
  font: { getGlyph(id: number): { advanceWidth: number } };
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  scale: number;
  ascender: number;
  descender: number;
  lineGap: number;
  encode(text: string): [string[], Position[]];
  widthOfString(text: string, size: number): number;
}

const shaped = new WeakSet<EmbeddedFont>();

// Noto Sans' vertical metrics (hhea, in thousandths of the size). pdfkit puts a line's baseline
// at the font's ascender below its top: every face takes the Latin one's, so the runs of one
// line share a baseline and lines keep one height whatever their script.
const LINE = { ascender: 1069, descender: -293, lineGap: 0 };

/**
 * Makes a pdfkit font draw HarfBuzz's glyphs (decision 222): pdfkit keeps its line wrapping,
 * its text operators and its font subsetting, and asks this font for the glyphs and widths of a
 * string, which fontkit would otherwise shape. Each glyph's text for copying and extraction is
 * its cluster's text, on the first glyph of the cluster (the others map to nothing), so a
 * syllable whose vowel sign is drawn before its consonant still extracts in reading order.
 */
export function shapeWithHarfBuzz(font: EmbeddedFont, face: Face): void {
  if (shaped.has(font)) return;
  shaped.add(font);
  Object.assign(font, LINE);
  // The ToUnicode map gives one text per glyph index: a glyph printed for two texts (a vowel
  // sign that starts one cluster and follows in another) gets a second index into the subset,
  // a copy of the same outline, so that each index has one text.
  const indexOf = new Map<string, number>();
  const index = (glyph: number, text: string) => {
    const key = `${glyph}:${text}`;
    let cid = indexOf.get(key);
    if (cid === undefined) {
      if (font.subset.mapping[glyph] == null) cid = font.subset.includeGlyph(glyph);
      else cid = font.subset.glyphs.push(glyph) - 1;
      font.widths[cid] = font.font.getGlyph(glyph).advanceWidth * font.scale;
      font.unicode[cid] = [...text].map((c) => c.codePointAt(0) ?? 0);
      indexOf.set(key, cid);
    }
    return cid;
  };

  font.encode = (text) => {
    const glyphs = shape(face, text);
    const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
    const codes: string[] = [];
    const positions: Position[] = [];
    glyphs.forEach((g, i) => {
      const first = i === 0 || glyphs[i - 1]!.cluster !== g.cluster;
      const end = starts[starts.indexOf(g.cluster) + 1] ?? text.length;
      const cid = index(g.id, first ? text.slice(g.cluster, end) : "\u2060");
      codes.push(cid.toString(16).padStart(4, "0"));
      positions.push({
        xAdvance: g.xAdvance * font.scale,
        yAdvance: g.yAdvance * font.scale,
        xOffset: g.xOffset * font.scale,
        yOffset: g.yOffset * font.scale,
        advanceWidth: font.widths[cid]!,
      });
    });
    return [codes, positions];
  };
  font.widthOfString = (text, size) =>
    (shape(face, text).reduce((w, g) => w + g.xAdvance, 0) * font.scale * size) / 1000;
}
