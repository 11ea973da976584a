import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** One printed page: its size in points, and its text as pdf.js reads it, with where each run starts. */
export interface PdfPage {
  width: number;
  height: number;
  /** The page's text; a line's end reads as a space, so a heading wrapped over two lines reads as one. */
  text: string;
  runs: { str: string; x: number }[];
}

/** The pages of a PDF (what a viewer shows and what copying from it gives). */
export async function pdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    const runs: PdfPage["runs"] = [];
    let text = "";
    for (const item of (await page.getTextContent()).items) {
      if (!("str" in item)) continue;
      text += item.str + (item.hasEOL ? " " : "");
      if (item.str.trim()) runs.push({ str: item.str, x: item.transform[4] - x0 });
    }
    text = text.replace(/\s+/g, " ");
    pages.push({ width: x1 - x0, height: y1 - y0, text, runs });
  }
  await pdf.destroy();
  return pages;
}
