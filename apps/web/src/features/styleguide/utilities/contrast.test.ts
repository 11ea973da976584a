import { describe, expect, it } from "vitest";
import { contrast, meetsAA } from "./contrast";

describe("WCAG contrast", () => {
  it("matches the WCAG 2.1 formula on known pairs", () => {
    expect(contrast("#000", "#fff")).toBe(21);
    expect(contrast("#fff", "#fff")).toBe(1);
    // The blue theme's primary under white text.
    expect(contrast("#fff", "#1e40af")).toBe(8.72);
    // The order of the two colours does not matter.
    expect(contrast("#1e40af", "#fff")).toBe(8.72);
    expect(contrast("rgb(255, 255, 255)", "hsl(0, 0%, 46%)")).toBe(4.6);
  });

  it("holds text to 4.5:1, and 4.49 is not enough", () => {
    expect(meetsAA(4.5)).toBe(true);
    expect(meetsAA(4.49)).toBe(false);
    // #767676 is the lightest grey that passes on white; #777777 fails.
    expect(meetsAA(contrast("#767676", "#fff"))).toBe(true);
    expect(meetsAA(contrast("#777777", "#fff"))).toBe(false);
  });
});
