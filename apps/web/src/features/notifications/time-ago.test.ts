import { LANGUAGES } from "@sannidhi/site/languages";
import { describe, expect, it } from "vitest";
import { i18n, i18nReady } from "../../lib/i18n";
import { TIME_AGO_UNITS, timeAgo } from "./time-ago";

const now = Date.parse("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now - ms);

describe("time ago (spec section 9: sec, min, h, d, mon, y)", () => {
  it("picks the largest unit that fits", () => {
    expect(timeAgo(ago(0), now)).toEqual({ unit: "sec", count: 1 });
    expect(timeAgo(ago(59_000), now)).toEqual({ unit: "sec", count: 59 });
    expect(timeAgo(ago(60_000), now)).toEqual({ unit: "min", count: 1 });
    expect(timeAgo(ago(3 * 3600_000 + 5), now)).toEqual({ unit: "h", count: 3 });
    expect(timeAgo(ago(2 * 86_400_000), now)).toEqual({ unit: "d", count: 2 });
    expect(timeAgo(ago(45 * 86_400_000), now)).toEqual({ unit: "mon", count: 1 });
    expect(timeAgo(ago(800 * 86_400_000), now)).toEqual({ unit: "y", count: 2 });
    expect(timeAgo(new Date(now + 5_000), now)).toEqual({ unit: "sec", count: 1 });
  });

  it("says every unit in all six languages, with the number", async () => {
    await i18nReady;
    for (const { code } of LANGUAGES) {
      await i18n.changeLanguage(code);
      await i18n.loadNamespaces("notifications");
      const t = i18n.getFixedT(code, "notifications");
      const said = TIME_AGO_UNITS.map((u) => t(`timeAgo.${u}`, { count: 3 }));
      for (const s of said) expect(s, code).toContain("3");
      expect(new Set(said).size, code).toBe(TIME_AGO_UNITS.length);
    }
    await i18n.changeLanguage("en");
    expect(i18n.getFixedT("en", "notifications")("timeAgo.min", { count: 1 })).toBe("1 min ago");
  });
});
