import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`@fontsource/noto-sans/files/${file}`);
// Noto Sans ships in subsets: Latin for the text, Latin Extended for the rupee sign (U+20B9).
const FONTS = {
  text: font("noto-sans-latin-400-normal.woff"),
  bold: font("noto-sans-latin-700-normal.woff"),
  rupee: font("noto-sans-latin-ext-400-normal.woff"),
};

/** "1,234.50": Indian digit grouping with paise. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}${rupees.toLocaleString("en-IN")}.${rest}`;
}

/**
 * An A4 document with the shipped fonts registered (`text`, `bold`, `rupee`: nothing is fetched
 * at run time) and a promise of its bytes once `doc.end()` is called.
 */
export function newPdf(title: string) {
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: title } });
  doc.registerFont("text", FONTS.text);
  doc.registerFont("bold", FONTS.bold);
  doc.registerFont("rupee", FONTS.rupee);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );
  return { doc, bytes };
}
