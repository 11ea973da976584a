import { describe, expect, it } from "vitest";
import {
  beforeCutoff,
  closedDaysAhead,
  dayClosedReason,
  istToday,
  openAt,
  slotStart,
} from "./calendar.js";

const rules = { weekdays: [1, 3], bookingWindowDays: 30, cutoffHours: 12 };

describe("temple-local calendar (Asia/Kolkata)", () => {
  it("rolls over to the next day at 18:30 UTC, midnight at the temple", () => {
    expect(istToday(new Date("2026-03-01T18:29:00Z"))).toBe("2026-03-01");
    expect(istToday(new Date("2026-03-01T18:30:00Z"))).toBe("2026-03-02");
  });

  it("closes days outside the window, on other weekdays and on closures", () => {
    const now = new Date("2026-03-02T04:00:00Z"); // Monday
    expect(dayClosedReason(rules, "2026-03-01", now, false)).toBe("window");
    expect(dayClosedReason(rules, "2026-04-06", now, false)).toBe("window");
    expect(dayClosedReason(rules, "2026-03-03", now, false)).toBe("weekday");
    expect(dayClosedReason(rules, "2026-03-04", now, true)).toBe("closure");
    expect(dayClosedReason(rules, "2026-03-04", now, false)).toBeNull();
  });

  it("stops booking a slot cutoffHours before it starts, temple-local", () => {
    expect(slotStart("2026-03-04", "06:00").toISOString()).toBe("2026-03-04T00:30:00.000Z");
    expect(beforeCutoff(rules, "2026-03-04", "06:00", new Date("2026-03-03T12:29:00Z"))).toBe(true);
    expect(beforeCutoff(rules, "2026-03-04", "06:00", new Date("2026-03-03T12:30:00Z"))).toBe(
      false,
    );
  });

  it("says open now from the weekly timings", () => {
    const timings = [[], [{ open: "06:00", close: "12:00" }], [], [], [], [], []];
    expect(openAt(timings, new Date("2026-03-02T01:00:00Z"))).toBe(true); // Mon 06:30 IST
    expect(openAt(timings, new Date("2026-03-02T07:00:00Z"))).toBe(false); // Mon 12:30 IST
    expect(openAt(timings, new Date("2026-03-01T01:00:00Z"))).toBe(false); // Sunday
  });

  it("tells of a closure only the days still ahead, and nothing for other events or past ones", () => {
    const now = new Date("2026-03-04T06:00:00Z"); // 11:30 IST on the 4th
    const closure = {
      kind: "closure",
      templeId: "t1",
      start: "2026-03-02T18:30:00Z", // 00:00 IST on the 3rd
      end: "2026-03-06T18:30:00Z", // 00:00 IST on the 7th: the 6th is the last closed day
    };
    expect(closedDaysAhead(closure, now)).toEqual({
      templeId: "t1",
      from: "2026-03-04",
      last: "2026-03-06",
    });
    expect(closedDaysAhead({ ...closure, kind: "festival" }, now)).toBeNull();
    expect(closedDaysAhead({ ...closure, templeId: undefined }, now)).toBeNull();
    expect(closedDaysAhead({ ...closure, end: "2026-03-03T18:30:00Z" }, now)).toBeNull();
  });
});
