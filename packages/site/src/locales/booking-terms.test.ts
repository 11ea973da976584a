import { BOOKING_STATUSES, NAKSHATRAS, POOJA_KINDS, RASIS } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { readLocale } from "../locale-files.js";

const en = readLocale("en", "booking-terms") as Record<string, Record<string, string>>;

// The lists a devotee picks from and the states they read come from the contracts; a star or a
// status added there without a name here would show a raw key on the page.
describe("booking terms", () => {
  it("name every nakshatra, rasi, booking status and pooja kind of the contracts", () => {
    expect(Object.keys(en.nakshatra ?? {})).toEqual([...NAKSHATRAS]);
    expect(Object.keys(en.rasi ?? {})).toEqual([...RASIS]);
    expect(Object.keys(en.status ?? {})).toEqual([...BOOKING_STATUSES]);
    expect(Object.keys(en.kind ?? {})).toEqual([...POOJA_KINDS]);
  });
});
