import { describe, expect, it } from "vitest";
import { containsRun, drawnOutlines, harfBuzzTamilOutlines, pdfText } from "../../../test/pdf.js";
import { newPdf } from "../pdf.js";

const NAME = "பொன்னம்மாள் கௌரி";

describe("PDF text (decision 222)", () => {
  const print = async (write: (text: ReturnType<typeof newPdf>["text"]) => void) => {
    const { doc, text, bytes } = newPdf("Test", "ta");
    write(text);
    doc.end();
    return bytes;
  };

  it("gives back a Tamil name exactly, drawn with the glyphs HarfBuzz gives", async () => {
    // Split vowels (கொ, கௌ) are drawn before their consonant: the hard case for extraction.
    const pdf = await print((text) => text(`பக்தர் / Devotee: ${NAME}, ₹1,250.00`));
    expect(await pdfText(pdf)).toContain(NAME);
    const expected = harfBuzzTamilOutlines(NAME, 400);
    expect(expected.length).toBeGreaterThan(10);
    expect(containsRun(drawnOutlines(pdf, "NotoSansTamil-Regular"), expected)).toBe(true);
  });

  it("prints the other scripts shaped, each in its own face, and wraps long lines", async () => {
    const long = `${NAME} `.repeat(12);
    const pdf = await print((text) => {
      text("श्रीमती क्षमा त्रिपाठी", { bold: true });
      text("ప్రసాద్ · ಲಕ್ಷ್ಮಿ · ക്ഷേത്രം");
      text(long, { width: 300 });
    });
    const extracted = await pdfText(pdf);
    for (const word of ["श्री", "ప్రసాద్", "ಲಕ್ಷ್ಮಿ", "ക്ഷേത്രം"]) expect(extracted).toContain(word);
    const raw = pdf.toString("latin1");
    for (const face of ["NotoSansDevanagari-Bold", "NotoSansTelugu", "NotoSansKannada"]) {
      expect(raw).toContain(face);
    }
    // Wrapped: the twelve names take several lines.
    expect(extracted.split("\n").filter((l) => l.includes("பொன்னம்மாள்")).length).toBeGreaterThan(2);
  });
});
