import type { Booking } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { containsRun, drawnOutlines, harfBuzzTamilOutlines, pdfText } from "../../../test/pdf.js";
import { receiptPdf } from "./receipt-pdf.js";

const booking: Booking = {
  id: "00000000-0000-4000-8000-000000000001",
  receiptNumber: "SN-2026-000123",
  status: "confirmed",
  amountPaise: 125_000,
  pooja: {
    id: "00000000-0000-4000-8000-000000000002",
    name: "Sahasranama Archanai",
    kind: "archanai",
  },
  temple: {
    id: "00000000-0000-4000-8000-000000000003",
    name: "Arulmigu Meenakshi Sundareswarar Temple",
    slug: "meenakshi",
    town: "Madurai",
  },
  date: "2026-12-05",
  slot: "06:30",
  participants: [{ name: "பொன்னம்மாள் கௌரி", gotra: "Kashyapa", nakshatra: "krittika", rasi: "mesha" }],
  wish: null,
  createdAt: "2026-12-01T15:54:11.166Z",
  holdExpiresAt: null,
  confirmedAt: "2026-12-01T15:55:02.000Z",
  cancelledAt: null,
  refund: null,
  performedAt: null,
  proofPhotoUrl: null,
};
const facts = {
  temple: {
    name: booking.temple.name,
    address: "West Chithirai Street, Madurai 625001",
    phone: "+91 452 234 4360",
  },
  paymentReference: "pay_QX81kd92LmN3zA",
};
const now = new Date("2026-12-01T15:56:00Z");

describe("booking receipt PDF (issue 37)", () => {
  it("reads in Tamil: labels, status and birth star in words, India time, address, payment", async () => {
    const pdf = await receiptPdf(booking, facts, "ta", now);
    const text = await pdfText(pdf);
    expect(text).toContain("முன்பதிவு ரசீது"); // "Booking receipt"
    expect(text).toContain("உறுதிசெய்யப்பட்டது"); // confirmed
    expect(text).toContain("கார்த்திகை"); // Krittika
    expect(text).toContain("மேஷம்"); // Mesha
    expect(text).toContain("பொன்னம்மாள் கௌரி");
    expect(text).toContain("West Chithirai Street, Madurai 625001");
    expect(text).toContain("+91 452 234 4360");
    expect(text).toContain("pay_QX81kd92LmN3zA");
    expect(text).toContain("₹1,250.00");
    // Booked at 15:54 UTC: 9:24 pm in India, said as India time; the pooja at 6:30 am.
    // (pdf.js may see a space where the Tamil face hands over to the Latin one: "டிச .")
    expect(text).toMatch(/1 டிச ?\., 2026, 9:24 PM இந்திய நேரம்/);
    expect(text).toMatch(/5 டிச ?\., 2026, 6:30 AM இந்திய நேரம்/);
    expect(text).not.toContain("2026-12-01T");
    expect(text).not.toContain("krittika");
    // The participant's name (in bold) is drawn with exactly HarfBuzz's glyphs for it.
    const glyphs = harfBuzzTamilOutlines("பொன்னம்மாள் கௌரி", 700);
    expect(containsRun(drawnOutlines(pdf, "NotoSansTamil-Bold"), glyphs)).toBe(true);
  });

  it("lists a family of thirty over pages, each participant whole", async () => {
    const family = Array.from({ length: 30 }, (_, i) => ({
      name: `பொன்னம்மாள் கௌரி ${i + 1}`,
      gotra: "Kashyapa",
      nakshatra: "krittika" as const,
      rasi: "mesha" as const,
    }));
    const pdf = await receiptPdf({ ...booking, participants: family }, facts, "ta", now);
    const text = await pdfText(pdf);
    for (let n = 1; n <= 30; n++) expect(text).toContain(`பொன்னம்மாள் கௌரி ${n}\n`);
    // Four lines a participant, some fifty lines a page: five pages, not a page per row.
    const pages = pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeLessThanOrEqual(5);
  });

  it("reads in English with IST for an English-speaking devotee", async () => {
    const text = await pdfText(await receiptPdf(booking, facts, "en", now));
    expect(text).toContain("Booking receipt");
    expect(text).toContain("Confirmed");
    expect(text).toContain("1 Dec 2026, 9:24 pm IST");
    expect(text).toContain("Krittika");
  });
});
