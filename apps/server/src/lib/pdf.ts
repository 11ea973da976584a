import type { LanguageCode } from "@sannidhi/contracts/languages";
import PDFDocument from "pdfkit";
import { faces } from "./pdf/faces.js";
import { runs } from "./pdf/shape.js";
import { type EmbeddedFont, shapeWithHarfBuzz } from "./pdf/shaped-font.js";

/** "1,234.50": Indian digit grouping with paise. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}${rupees.toLocaleString("en-IN")}.${rest}`;
}

export interface PdfTextOptions extends PDFKit.Mixins.TextOptions {
  bold?: boolean;
  size?: number;
  color?: string;
  /** Where the text starts; without them it follows the text before. */
  x?: number;
  y?: number;
}

export type PdfText = (text: string, options?: PdfTextOptions) => void;

/**
 * An A4 document in `lang`, with `text()` that prints any of our six languages: the string is
 * cut into runs of one face (the shipped Noto fonts, nothing fetched at run time), each run is
 * shaped by HarfBuzz and drawn with its glyphs, and pdfkit wraps the lines and embeds a subset
 * of each face used (decision 222). `bytes` resolves once `doc.end()` is called.
 */
export function newPdf(title: string, lang: LanguageCode = "en") {
  const doc = new PDFDocument({ size: "A4", margin: 56, lang, info: { Title: title } });
  for (const face of [...faces(400), ...faces(700)]) doc.registerFont(face.name, face.bytes);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );

  const text: PdfText = (value, options = {}) => {
    const { bold, size, color, x, y, ...rest } = options;
    if (size) doc.fontSize(size);
    doc.fillColor(color ?? "black");
    const parts = runs(value || " ", bold ? 700 : 400);
    parts.forEach((run, i) => {
      doc.font(run.face.name);
      shapeWithHarfBuzz((doc as unknown as { _font: EmbeddedFont })._font, run.face);
      const opts = { ...rest, continued: i < parts.length - 1 ? true : rest.continued };
      // The run's text as written, for readers that take it from here (Acrobat, pdfium,
      // poppler) rather than from each glyph's ToUnicode entry (pdf.js).
      const marked = !run.face.name.startsWith("latin");
      if (marked) doc.markContent("Span", { actual: run.text });
      if (i === 0 && x !== undefined) doc.text(run.text, x, y, opts);
      else doc.text(run.text, opts);
      if (marked) doc.endMarkedContent();
    });
  };
  return { doc, text, bytes };
}
