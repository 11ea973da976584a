import { INVOICE_NUMBER_MAX } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { financialYearOf, invoiceNumber } from "./invoice-number.js";

describe("GST invoice numbers", () => {
  it("run per financial year, April to March, in India's time", () => {
    expect(financialYearOf(new Date("2026-03-31T18:29:59Z"))).toBe("2526"); // 23:59 IST, 31 March
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("2627"); // 00:00 IST, 1 April
    expect(financialYearOf(new Date("2026-01-15T06:00:00Z"))).toBe("2526");
    expect(financialYearOf(new Date("2099-12-01T06:00:00Z"))).toBe("9900");
  });

  it("are at most 16 characters of letters, digits and slashes", () => {
    for (const [series, n] of [
      ["INV", 1],
      ["CN", 42],
      ["INV", 9_999_999],
      ["DR", 9_999_999],
    ] as const) {
      const number = invoiceNumber(series, "2526", n);
      expect(number.length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX);
      expect(number).toMatch(/^[A-Z0-9/-]+$/);
    }
    expect(invoiceNumber("INV", "2526", 42)).toBe("INV/2526/000042");
    expect(invoiceNumber("DR", "2526", 42)).toBe("DR/2526/000042");
    expect(() => invoiceNumber("INV", "2526", 10_000_000)).toThrow();
    expect(() => invoiceNumber("INV", "2526", 0)).toThrow();
  });
});
