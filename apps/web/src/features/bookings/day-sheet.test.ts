import { describe, expect, it } from "vitest";
import { DAY_SHEET_COLUMNS, PORTRAIT_COLUMNS, paperFor } from "./day-sheet";

describe("the day sheet's paper (issue 38, item 3; decision 234)", () => {
  it("prints today's sheet on A4 portrait, and a sheet with more columns than portrait holds on landscape", () => {
    expect(paperFor(DAY_SHEET_COLUMNS.length)).toBe("A4 portrait");
    expect(paperFor(PORTRAIT_COLUMNS)).toBe("A4 portrait");
    expect(paperFor(PORTRAIT_COLUMNS + 1)).toBe("A4 landscape");
  });
});
