import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import * as hb from "harfbuzzjs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { woffToSfnt } from "../src/lib/pdf/woff.js";

const require = createRequire(import.meta.url);

/** The text of every page as pdf.js extracts it (what copying from a viewer gives). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let out = "";
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) {
      if ("str" in item) out += item.str + (item.hasEOL ? "\n" : "");
    }
  }
  await pdf.destroy();
  return out;
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** The indirect objects of an uncrypted PDF, streams inflated: enough to read pdfkit's output. */
function objects(bytes: Buffer): Map<number, PdfObject> {
  const text = bytes.toString("latin1");
  const out = new Map<number, PdfObject>();
  for (const m of text.matchAll(/(\d+) 0 obj\b/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf("endobj", start);
    const body = text.slice(start, end);
    const at = body.indexOf("stream\n");
    if (at < 0) {
      out.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const length = Number(dict.match(/\/Length (\d+)/)?.[1]);
    const raw = bytes.subarray(start + at + 7, start + at + 7 + length);
    out.set(Number(m[1]), { dict, stream: dict.includes("FlateDecode") ? inflateSync(raw) : raw });
  }
  return out;
}

const ref = (dict: string, key: string) =>
  Number(dict.match(new RegExp(`/${key} (\\d+) 0 R`))?.[1]);

/**
 * What page 1 draws in the font whose name contains `fontName` (e.g. `NotoSansTamil-Bold`), read
 * from the PDF itself: the glyph codes of its text operators, each resolved through the embedded
 * font program to the glyph's outline (an SVG path). Outlines, not numbers: the embedded subset
 * renumbers glyphs, and an outline is what a reader sees.
 */
export function drawnOutlines(bytes: Buffer, fontName: string): string[] {
  const objs = objects(bytes);
  const page = [...objs.values()].find((o) => /\/Type \/Page\b/.test(o.dict))!;
  const resources = objs.get(ref(page.dict, "Resources"))!.dict;
  const fonts = new Map<string, number>();
  for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g))
    fonts.set(name!, Number(id));
  const [resource, fontId] = [...fonts].find(([, id]) => objs.get(id)!.dict.includes(fontName))!;
  const cid = objs.get(Number(objs.get(fontId)!.dict.match(/DescendantFonts \[(\d+) 0 R/)?.[1]))!;
  const descriptor = objs.get(ref(cid.dict, "FontDescriptor"))!;
  const program = objs.get(ref(descriptor.dict, "FontFile2"))!.stream!;
  const font = new hb.Font(new hb.Face(new hb.Blob(program)));

  const content = objs.get(ref(page.dict, "Contents"))!.stream!.toString("latin1");
  const drawn: string[] = [];
  let current = "";
  // Tokens: a font selection, or a text-showing operator's array or string.
  for (const m of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/g)) {
    if (m[1]) current = m[1];
    else if (current === resource) {
      for (const [, hex] of (m[2] ?? `<${m[3]}>`).matchAll(/<([0-9a-f]*)>/g)) {
        for (let i = 0; i < hex!.length; i += 4) {
          drawn.push(font.glyphToPath(Number.parseInt(hex!.slice(i, i + 4), 16)));
        }
      }
    }
  }
  return drawn;
}

/**
 * HarfBuzz's glyphs for `text` in a shipped Noto Sans Tamil file, shaped here on their own (not
 * through lib/pdf), as outlines to compare with `drawnOutlines`.
 */
export function harfBuzzTamilOutlines(text: string, weight: 400 | 700): string[] {
  const file = `@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-${weight}-normal.woff`;
  const face = new hb.Face(new hb.Blob(woffToSfnt(readFileSync(require.resolve(file)))));
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfos().map((g) => font.glyphToPath(g.codepoint));
}

/** Whether `part` occurs in `all` as a run of consecutive items. */
export const containsRun = (all: string[], part: string[]) =>
  part.length > 0 && all.some((_, i) => part.every((p, j) => all[i + j] === p));
