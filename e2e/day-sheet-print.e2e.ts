import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sessionFor, signInWithToken } from "./support/auth.js";
import { paidBooking } from "./support/bookings.js";
import { useBrowser } from "./support/browser.js";
import { pdfPages } from "./support/pdf.js";

const b = useBrowser();

/** The day sheet's column headings, in the order they print (English, as the SA reads them). */
const HEADINGS = [
  "Receipt no.",
  "Name",
  "Gotra",
  "Nakshatra (birth star)",
  "Rasi (moon sign)",
  "Wish",
  "Priest",
  "Status",
];

describe("the printed day sheet (issue 38, item 3)", () => {
  it("prints on A4 portrait from the page's left edge with every column, Rasi to Status included", async () => {
    const participant = `E2E Kamakshi ${randomInt(100_000, 999_999)}`;
    const { booking, where } = await paidBooking(b.baseUrl, participant);
    const sa = await sessionFor(b.baseUrl, "SA");
    // The office's laptop, where the sheet is printed from.
    const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
    await signInWithToken(page, sa.token);
    await page.goto(`/bookings/day-sheet?temple=${where.templeId}&date=${where.date}`);
    const table = page.getByRole("table", { name: `${where.slot} ${where.poojaName}` });
    await table.getByRole("row").filter({ hasText: participant }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    // A4, and the page's own @page rule decides the orientation (as Chrome's print dialog does).
    const pages = await pdfPages(await page.pdf({ format: "A4", preferCSSPageSize: true }));
    // A4 portrait: 210 × 297 mm, 595 × 842 points (Chromium rounds to whole pixels).
    for (const p of pages) {
      expect(Math.abs(p.width - 595)).toBeLessThan(2);
      expect(Math.abs(p.height - 842)).toBeLessThan(2);
    }
    const sheet = pages.find((p) => p.text.includes(participant));
    expect(sheet, "the booking is on the printed sheet").toBeDefined();
    for (const heading of HEADINGS) expect(sheet!.text).toContain(heading);
    for (const cell of [
      booking.receiptNumber,
      "Kashyapa",
      "Rohini",
      "Simha (Leo)",
      "Good health for the family",
      "Confirmed",
    ]) {
      expect(sheet!.text).toContain(cell);
    }
    // The sheet starts at the paper's left margin, not a sidebar's width across the page.
    const receipt = sheet!.runs.find((r) => r.str.startsWith("Receipt"));
    expect(receipt!.x).toBeLessThan(sheet!.width / 10);
    // Nothing of the screen's shell or controls is printed.
    expect(sheet!.text).not.toContain("Mark performed");
    expect(sheet!.text).not.toContain("Print");
  });
});
