import { describe, expect, it } from "vitest";
import {
  GST_STATE_CODES,
  gstDocumentOf,
  gstinCheckCharacter,
  gstinOf,
  gstinProblem,
  gstOfLine,
  HSN_PATTERN,
} from "./gst-rules.js";

describe("GSTIN (issue 38)", () => {
  it("accepts real-format GSTINs whose check character is right", () => {
    // A sample GSTIN of the GST e-invoice examples, and another real-format one.
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinProblem("29AAGCB7383J1Z4")).toBeNull();
    expect(gstinProblem(gstinOf("33", "AAATM1234A"))).toBeNull();
  });

  it("refuses a wrong check character, saying which one it should be", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe(
      "The GSTIN's check character is wrong (it should end in V): check for a mistyped character",
    );
    // One mistyped digit of the PAN is caught by the check too.
    expect(gstinProblem("27AAPFU0989F1ZV")).toMatch(/check character is wrong/);
  });

  it("refuses a wrong length, shape or state code", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("A GSTIN has 15 characters");
    expect(gstinProblem("27AAPFU0939F1XV")).toMatch(/2-digit state code, the 10-character PAN/);
    expect(gstinProblem("2AAAPFU0939F1ZV")).toMatch(/2-digit state code/);
    expect(gstinProblem("27aapfu0939f1zv")).toMatch(/2-digit state code/);
    expect(gstinProblem(gstinOf("25", "AAATM1234A"))).toBe("25 is not a GST state code");
  });

  it("knows every state's code once", () => {
    const codes = Object.values(GST_STATE_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    expect(GST_STATE_CODES.TN).toBe("33");
    expect(GST_STATE_CODES.KA).toBe("29");
  });
});

describe("HSN codes", () => {
  it("take 4, 6 or 8 digits", () => {
    for (const ok of ["7418", "330410", "74181022"]) expect(HSN_PATTERN.test(ok)).toBe(true);
    for (const bad of ["741", "74181", "7418102", "741810221", "74a8", ""]) {
      expect(HSN_PATTERN.test(bad)).toBe(false);
    }
  });
});

describe("the tax in a GST-inclusive price", () => {
  const intra = { registered: true, interState: false };
  const inter = { registered: true, interState: true };

  it("inside one state: CGST and SGST at half the rate each", () => {
    // ₹1,180 at 18 %: ₹1,000 taxable, ₹90 + ₹90.
    expect(gstOfLine(1_18_000, 18, intra)).toEqual({
      taxablePaise: 1_00_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
    });
  });

  it("across states: IGST at the whole rate", () => {
    expect(gstOfLine(1_18_000, 18, inter)).toEqual({
      taxablePaise: 1_00_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
    });
  });

  it("rounds each tax to the paisa and leaves taxable value + tax equal to the price", () => {
    // ₹45 at 5 %: 214.28… paise of tax; halves of 107.14… → 107 each.
    const l = gstOfLine(4_500, 5, intra);
    expect(l).toEqual({ taxablePaise: 4_286, cgstPaise: 107, sgstPaise: 107, igstPaise: 0 });
    for (const gross of [1, 99, 4_500, 12_345, 99_999]) {
      for (const rate of [3, 5, 18, 40]) {
        for (const s of [intra, inter]) {
          const x = gstOfLine(gross, rate, s);
          expect(x.taxablePaise + x.cgstPaise + x.sgstPaise + x.igstPaise).toBe(gross);
          expect(x.cgstPaise).toBe(x.sgstPaise);
        }
      }
    }
  });

  it("exempt lines and an unregistered seller carry no tax", () => {
    expect(gstOfLine(20_000, 0, intra).taxablePaise).toBe(20_000);
    expect(gstOfLine(1_18_000, 18, { registered: false, interState: true })).toEqual({
      taxablePaise: 1_18_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
  });

  it("names the document the sale needs", () => {
    expect(gstDocumentOf([18, 5], true)).toBe("tax_invoice");
    expect(gstDocumentOf([0, 0], true)).toBe("bill_of_supply");
    expect(gstDocumentOf([0, 18], true)).toBe("invoice_cum_bill");
    expect(gstDocumentOf([18], false)).toBe("bill_of_supply");
  });
});
