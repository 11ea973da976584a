import { createRequire } from "node:module";
import type { Booking } from "@sannidhi/contracts";
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
  const rupees = Math.floor(paise / 100);
  const rest = String(paise % 100).padStart(2, "0");
  return `${rupees.toLocaleString("en-IN")}.${rest}`;
}

/** The printable receipt of one booking (issue 6, "Confirmation"). */
export async function receiptPdf(b: Booking): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `Receipt ${b.receiptNumber}` },
  });
  doc.registerFont("text", FONTS.text);
  doc.registerFont("bold", FONTS.bold);
  doc.registerFont("rupee", FONTS.rupee);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );

  doc.font("bold").fontSize(20).text("Sannidhi — Booking receipt");
  doc.moveDown(0.5).font("text").fontSize(11);
  const line = (label: string, value: string) =>
    doc.font("bold").text(`${label}: `, { continued: true }).font("text").text(value);
  line("Receipt number", b.receiptNumber);
  line("Status", b.status.replace("_", " "));
  line("Temple", `${b.temple.name}, ${b.temple.town}`);
  line("Pooja", `${b.pooja.name} (${b.pooja.kind})`);
  line("Date and time", `${b.date} at ${b.slot} (India time)`);
  doc.font("bold").text("Amount: ", { continued: true });
  doc.font("rupee").text("₹", { continued: true });
  doc.font("text").text(` ${formatRupees(b.amountPaise)}`);
  if (b.refund) {
    doc
      .font("bold")
      .text("Refund: ", { continued: true })
      .font("rupee")
      .text("₹", { continued: true });
    doc.font("text").text(` ${formatRupees(b.refund.amountPaise)} (${b.refund.status})`);
  }
  line("Booked at", b.createdAt);
  doc.moveDown().font("bold").fontSize(13).text("Participants (sankalpam)");
  doc.font("text").fontSize(11);
  b.participants.forEach((p, i) => {
    const extra = [
      p.gotra && `gotra ${p.gotra}`,
      p.nakshatra && `nakshatra ${p.nakshatra}`,
      p.rasi && `rasi ${p.rasi}`,
    ]
      .filter(Boolean)
      .join(", ");
    doc.text(`${i + 1}. ${p.name}${extra ? ` — ${extra}` : ""}`);
  });
  if (b.wish) doc.moveDown(0.5).text(`Wish: ${b.wish}`);
  doc.end();
  return done;
}
