import { describe, expect, it } from "vitest";
import { indianWords, rupeesInWords } from "./amount-words.js";

describe("amounts in words on receipts", () => {
  it("says rupees in the Indian system", () => {
    expect(rupeesInWords(50_100)).toBe("Rupees Five Hundred One Only");
    expect(rupeesInWords(100)).toBe("Rupees One Only");
    expect(rupeesInWords(1_105_050)).toBe("Rupees Eleven Thousand Fifty and Fifty Paise Only");
    expect(indianWords(12_345_678)).toBe(
      "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight",
    );
    expect(indianWords(100_000)).toBe("One Lakh");
    expect(indianWords(2_000)).toBe("Two Thousand");
  });
});
