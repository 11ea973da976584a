import { describe, expect, it } from "vitest";
import { templeFestivals } from "./festivals.js";
import {
  NAKSHATRA,
  nakshatraDays,
  SIGN,
  sankrantis,
  signOn,
  TITHI,
  tithiDays,
} from "./panchang.js";

/**
 * The demo festivals fall on their real dates (issue 19): the calendar arithmetic is checked
 * against dates the temples themselves published.
 */
describe("the panchang behind the demo festivals", () => {
  it("finds the full and new moons", () => {
    expect(tithiDays(TITHI.pournami, "2026-11-01", "2026-12-01", "18:00")).toEqual(["2026-11-24"]);
    // Deepavali 2025 (Amavasya at night, in the solar month of Aippasi).
    expect(tithiDays(TITHI.amavasya, "2025-10-15", "2025-10-25", "21:00")).toEqual(["2025-10-20"]);
    expect(signOn("2025-10-20")).toBe(SIGN.tula);
  });

  it("keeps a tithi that falls between two sunrises on the day it begins (Vaikunta Ekadashi 2025)", () => {
    expect(tithiDays(TITHI.shuklaEkadashi, "2025-12-25", "2026-01-05")).toEqual(["2025-12-30"]);
    expect(signOn("2025-12-30")).toBe(SIGN.dhanu);
  });

  it("finds the evening star of Karthigai Deepam 2025 and the night of Maha Shivaratri 2026", () => {
    const deepam = nakshatraDays(NAKSHATRA.krittika, "2025-11-25", "2025-12-20", "18:00");
    expect(deepam.filter((d) => signOn(d) === SIGN.vrischika)).toEqual(["2025-12-03"]);
    expect(tithiDays(TITHI.krishnaChaturdashi, "2026-02-01", "2026-03-01", "23:30")).toEqual([
      "2026-02-15",
    ]);
  });

  it("finds the sun's entry into Makara (Pongal, Makaravilakku)", () => {
    expect(sankrantis("2026-01-01", "2026-01-31")).toEqual([
      { day: "2026-01-14", sign: SIGN.makara },
    ]);
  });

  it("gives each temple the observances of its deity, a festival replacing that day's monthly one", () => {
    const shiva = templeFestivals(
      { deity: "Shiva", mainForm: "Arunachaleswarar", state: "Tamil Nadu" },
      "2025-11-25",
      "2025-12-20",
    );
    const keys = shiva.map((f) => `${f.key} ${f.day}`);
    expect(keys).toContain("deepam 2025-12-03");
    expect(keys).toContain("girivalam 2025-12-04");
    expect(shiva.some((f) => f.key === "pradosham")).toBe(true);
    const vishnu = templeFestivals(
      { deity: "Vishnu", mainForm: "Ranganatha", state: "Tamil Nadu" },
      "2025-12-25",
      "2026-01-05",
    );
    expect(vishnu.map((f) => `${f.key} ${f.day}`)).toEqual(["vaikunta 2025-12-30"]);
  });
});
