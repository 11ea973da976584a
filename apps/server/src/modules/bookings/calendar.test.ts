import { describe, expect, it } from "vitest";
import { beforeCutoff, dayClosedReason, istToday, openAt, slotStart } from "./calendar.js";

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
});
