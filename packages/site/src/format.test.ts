import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatDistance,
  formatMoney,
} from "./format.js";

describe("formatMoney", () => {
  it("writes rupees with ₹ and lakh grouping", () => {
    expect(formatMoney(12_345_678_90, "en")).toBe("₹1,23,45,678.90");
    expect(formatMoney(150_000_00, "en")).toBe("₹1,50,000.00");
  });

  it("keeps the ₹ sign and Indian grouping in every language", () => {
    for (const lng of ["hi", "ta", "te", "kn", "ml"]) {
      const text = formatMoney(150_000_00, lng);
      expect(text, lng).toContain("₹");
      expect(text, lng).toContain("1,50,000");
    }
  });
});

describe("formatDate", () => {
  const date = new Date("2026-01-26T04:30:00Z");

  it("writes day, month and year in India's time zone", () => {
    expect(formatDate(date, "en")).toBe("26 Jan 2026");
    // 23:00 UTC is already the next day in India.
    expect(formatDate("2026-01-25T23:00:00Z", "en")).toBe("26 Jan 2026");
  });

  it("names the month in the devotee's language", () => {
    expect(formatDate(date, "hi")).toContain("जन॰");
    expect(formatDate(date, "ta")).toMatch(/ஜன/);
  });

  it("adds the time of day", () => {
    expect(formatDateTime(date, "en")).toMatch(/10:00/);
  });
});

describe("counts (issue 19)", () => {
  it("groups in lakhs and crores in every language, in Latin digits", () => {
    expect(formatCount(1_00_000, "en")).toBe("1,00,000");
    for (const lang of ["hi", "ta", "te", "kn", "ml"]) {
      expect(formatCount(12_34_567, lang)).toBe("12,34,567");
    }
  });
});

describe("days and distances", () => {
  it("writes a day in India with its weekday, whatever the machine's time zone", () => {
    // ICU puts a comma before the year in some versions ("Sat, 28 Nov, 2026"), not in others.
    expect(formatDay("2026-11-28", "en")).toMatch(/^Sat, 28 Nov,? 2026$/);
  });

  it("gives one decimal below 10 km and whole kilometres beyond, in Latin digits", () => {
    expect(formatDistance(0.84, "en")).toBe("0.8");
    expect(formatDistance(12.4, "ta")).toBe("12");
    expect(formatDistance(1204.2, "hi")).toBe("1,204");
  });
});
