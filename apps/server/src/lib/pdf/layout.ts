import type { LanguageCode } from "@sannidhi/contracts/languages";
import { formatDateTime } from "@sannidhi/site/format";
import { type Translate, translator } from "@sannidhi/site/translate";
import { newPdf, type PdfText } from "../pdf.js";

const LEFT = 56;
const LABEL_WIDTH = 170;
const GREY = "#555555";

/** Who issues the document: the first lines of every page a devotee gets. */
export interface Letterhead {
  name: string;
  address: string;
  phone: string | null;
}

/** An address that names its town once: many addresses end with it already ("…, Madurai"). */
export function withTown(address: string, town: string): string {
  if (!address) return town;
  return address.toLowerCase().includes(town.toLowerCase()) ? address : `${address}, ${town}`;
}

/** One labelled fact; `english` is the label again in English, beside it on tax documents. */
export interface Fact {
  label: string;
  english?: string | undefined;
  value: string;
}

/**
 * A document a devotee gets, in their language (decision 222): a letterhead (the temple or
 * trust, its address and phone), a title, then blocks of labelled facts. `label(key)` gives a
 * fact's label from `documents.json`; on a tax document (`bilingual`) it also carries the
 * English label, as the receipt must be read by an assessing officer too.
 */
export function devoteeDocument(title: string, lang: LanguageCode, bilingual = false) {
  const pdf = newPdf(title, lang);
  const { doc, text } = pdf;
  const t: Translate = translator(lang);
  const en: Translate = translator("en");
  const width = () => doc.page.width - 2 * LEFT;

  const label = (key: string, value: string, values?: Record<string, string>): Fact => ({
    label: t(key, values),
    english: bilingual && lang !== "en" ? en(key, values) : undefined,
    value,
  });
  /** "1 Dec 2026, 9:24 pm IST", in the language's own words for India time. */
  const time = (at: Date | string) => t("documents:time", { time: formatDateTime(at, lang) });

  const letterhead = (head: Letterhead, heading: string, english?: string) => {
    text(head.name, { bold: true, size: 18 });
    if (head.address) text(head.address, { size: 10, color: GREY });
    if (head.phone) text(t("documents:phone", { phone: head.phone }), { size: 10, color: GREY });
    const y = doc.y + 8;
    doc
      .moveTo(LEFT, y)
      .lineTo(doc.page.width - LEFT, y)
      .lineWidth(0.5)
      .stroke("#999999");
    text(heading, { bold: true, size: 15, x: LEFT, y: y + 10 });
    if (english && english !== heading) text(english, { size: 10, color: GREY });
    doc.moveDown(0.6);
  };

  /** A new page unless `height` points still fit on this one: a row is never cut in two. */
  const room = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    return doc.y;
  };

  const facts = (rows: Fact[]) => {
    for (const row of rows) {
      const top = room(36);
      const page = doc.page;
      text(row.label, { size: 10, color: GREY, x: LEFT, y: top, width: LABEL_WIDTH - 10 });
      if (row.english) text(row.english, { size: 8, color: GREY, width: LABEL_WIDTH - 10 });
      const afterLabel = doc.y;
      text(row.value, { size: 11, x: LEFT + LABEL_WIDTH, y: top, width: width() - LABEL_WIDTH });
      doc.x = LEFT;
      // A long value may have run onto the next page: then it decides where the next row goes.
      doc.y = (doc.page === page ? Math.max(afterLabel, doc.y) : doc.y) + 5;
    }
  };

  const section = (heading: string, english?: string) => {
    doc.moveDown(0.5);
    room(60);
    text(heading, { bold: true, size: 12, x: LEFT });
    if (english && english !== heading) text(english, { size: 8, color: GREY });
    doc.moveDown(0.2);
  };

  const paragraph: PdfText = (value, options) =>
    text(value, { size: 9, x: LEFT, width: width(), ...options });

  const footer = (printedAt: Date) => {
    doc.moveDown(1.5);
    paragraph(t("documents:footer"), { color: GREY });
    if (bilingual && lang !== "en") paragraph(en("documents:footer"), { color: GREY });
    paragraph(t("documents:printed", { time: time(printedAt) }), { color: GREY });
  };

  return { ...pdf, t, en, label, time, letterhead, room, facts, section, paragraph, footer };
}
