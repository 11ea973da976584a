import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMoney } from "./format";

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
  it("groups in lakhs and crores in every language, in Latin digits", async () => {
    const { formatCount } = await import("./format");
    expect(formatCount(1_00_000, "en")).toBe("1,00,000");
    for (const lang of ["hi", "ta", "te", "kn", "ml"]) {
      expect(formatCount(12_34_567, lang)).toBe("12,34,567");
    }
  });

  it("formats the search page's count through i18next", async () => {
    const { i18n, i18nReady } = await import("./i18n");
    await i18nReady;
    await i18n.changeLanguage("en");
    await i18n.loadNamespaces("discovery");
    expect(i18n.t("discovery:search.results", { count: 10_000 })).toBe("10,000 temples found");
  });
});
