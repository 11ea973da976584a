import { describe, expect, it } from "vitest";
import { CATEGORIES, DEITIES, MAIN_FORMS } from "./deities.js";
import { POOJA_MATERIALS } from "./materials.js";
import { STATES } from "./states.js";
import { TEMPLES } from "./temples.js";
import type { SeedSession } from "./types.js";

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function minutes(time: string): number {
  const [hours, mins] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** First digit of a PIN code is the postal zone, which follows state lines. */
const POSTAL_ZONE: Record<string, string> = {
  Delhi: "1",
  Haryana: "1",
  Punjab: "1",
  "Himachal Pradesh": "1",
  "Jammu and Kashmir": "1",
  Ladakh: "1",
  Chandigarh: "1",
  "Uttar Pradesh": "2",
  Uttarakhand: "2",
  Rajasthan: "3",
  Gujarat: "3",
  "Dadra and Nagar Haveli and Daman and Diu": "3",
  Maharashtra: "4",
  "Madhya Pradesh": "4",
  Chhattisgarh: "4",
  Goa: "4",
  "Andhra Pradesh": "5",
  Telangana: "5",
  Karnataka: "5",
  "Tamil Nadu": "6",
  Kerala: "6",
  Puducherry: "6",
  Lakshadweep: "6",
  "West Bengal": "7",
  Odisha: "7",
  Assam: "7",
  "Arunachal Pradesh": "7",
  Manipur: "7",
  Meghalaya: "7",
  Mizoram: "7",
  Nagaland: "7",
  Sikkim: "7",
  Tripura: "7",
  "Andaman and Nicobar Islands": "7",
  Bihar: "8",
  Jharkhand: "8",
};

describe("states and districts", () => {
  it("has all 28 states and 8 union territories", () => {
    expect(STATES.filter((s) => s.kind === "state")).toHaveLength(28);
    expect(STATES.filter((s) => s.kind === "ut")).toHaveLength(8);
  });

  it("has unique names and two-letter ISO codes", () => {
    expect(duplicates(STATES.map((s) => s.name))).toEqual([]);
    expect(duplicates(STATES.map((s) => s.code))).toEqual([]);
    for (const state of STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
  });

  it("lists every state's districts once, with clean names", () => {
    for (const state of STATES) {
      expect(state.districts.length, state.name).toBeGreaterThan(0);
      expect(duplicates(state.districts), state.name).toEqual([]);
      for (const district of state.districts) {
        expect(district.trim(), state.name).toBe(district);
        expect(district.length, state.name).toBeGreaterThan(1);
      }
    }
    const total = STATES.reduce((sum, s) => sum + s.districts.length, 0);
    expect(total).toBeGreaterThanOrEqual(750);
  });

  it("knows the postal zone of every state", () => {
    expect(Object.keys(POSTAL_ZONE).sort()).toEqual(STATES.map((s) => s.name).sort());
  });
});

describe("deities, main forms and categories", () => {
  it("has unique, described deities, main forms and categories", () => {
    expect(DEITIES.length).toBeGreaterThanOrEqual(10);
    expect(MAIN_FORMS.length).toBeGreaterThanOrEqual(25);
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(8);
    for (const list of [DEITIES, MAIN_FORMS, CATEGORIES]) {
      expect(duplicates(list.map((x) => x.name))).toEqual([]);
      for (const item of list) expect(item.description.length, item.name).toBeGreaterThan(20);
    }
  });

  it("links every main form to a known deity", () => {
    const deities = new Set(DEITIES.map((d) => d.name));
    for (const form of MAIN_FORMS) expect(deities.has(form.deity), form.name).toBe(true);
  });

  it("has unique pooja materials", () => {
    expect(duplicates(POOJA_MATERIALS)).toEqual([]);
  });
});

describe("temples", () => {
  const states = new Map(STATES.map((s) => [s.name, s]));
  const mainForms = new Set(MAIN_FORMS.map((f) => f.name));
  const categories = new Set(CATEGORIES.map((c) => c.name));

  it("covers at least 30 temples across at least 12 states", () => {
    expect(TEMPLES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(TEMPLES.map((t) => t.state)).size).toBeGreaterThanOrEqual(12);
  });

  it("has unique kebab-case slugs and unique names", () => {
    expect(duplicates(TEMPLES.map((t) => t.slug))).toEqual([]);
    expect(duplicates(TEMPLES.map((t) => t.name))).toEqual([]);
    for (const temple of TEMPLES) expect(temple.slug).toMatch(KEBAB);
  });

  it("places every temple in a known state and one of its districts", () => {
    for (const temple of TEMPLES) {
      const state = states.get(temple.state);
      expect(state, temple.slug).toBeDefined();
      expect(state?.districts, temple.slug).toContain(temple.district);
    }
  });

  it("resolves every main form and category", () => {
    for (const temple of TEMPLES) {
      expect(mainForms.has(temple.mainForm), `${temple.slug}: ${temple.mainForm}`).toBe(true);
      expect(temple.categories.length, temple.slug).toBeGreaterThan(0);
      expect(duplicates(temple.categories), temple.slug).toEqual([]);
      for (const category of temple.categories) {
        expect(categories.has(category), `${temple.slug}: ${category}`).toBe(true);
      }
    }
  });

  it("has coordinates inside India and a PIN code of the state's postal zone", () => {
    for (const temple of TEMPLES) {
      expect(temple.latitude, temple.slug).toBeGreaterThanOrEqual(6);
      expect(temple.latitude, temple.slug).toBeLessThanOrEqual(37.5);
      expect(temple.longitude, temple.slug).toBeGreaterThanOrEqual(68);
      expect(temple.longitude, temple.slug).toBeLessThanOrEqual(97.5);
      expect(temple.pinCode, temple.slug).toMatch(/^[1-9]\d{5}$/);
      expect(temple.pinCode[0], temple.slug).toBe(POSTAL_ZONE[temple.state]);
    }
  });

  it("has real content and valid links", () => {
    for (const temple of TEMPLES) {
      expect(temple.description.length, temple.slug).toBeGreaterThan(80);
      expect(temple.history.length, temple.slug).toBeGreaterThan(80);
      expect(temple.address.length, temple.slug).toBeGreaterThan(3);
      if (temple.website !== undefined) expect(temple.website, temple.slug).toMatch(/^https:\/\//);
    }
  });

  it("has valid, ordered opening sessions", () => {
    for (const temple of TEMPLES) {
      expect(temple.timings.length, temple.slug).toBeGreaterThan(0);
      let previousClose = -1;
      for (const session of temple.timings) {
        expect(session.open, temple.slug).toMatch(HH_MM);
        expect(session.close, temple.slug).toMatch(HH_MM);
        expect(minutes(session.open), temple.slug).toBeLessThan(minutes(session.close));
        expect(minutes(session.open), temple.slug).toBeGreaterThan(previousClose);
        previousClose = minutes(session.close);
      }
    }
  });
});

describe("poojas", () => {
  const materials = new Set(POOJA_MATERIALS);
  const fitsInSession = (sessions: SeedSession[], start: number, end: number) =>
    sessions.some((s) => minutes(s.open) <= start && end <= minutes(s.close));

  it("gives every temple two to four poojas with unique names", () => {
    for (const temple of TEMPLES) {
      expect(temple.poojas.length, temple.slug).toBeGreaterThanOrEqual(2);
      expect(temple.poojas.length, temple.slug).toBeLessThanOrEqual(4);
      expect(duplicates(temple.poojas.map((p) => p.name)), temple.slug).toEqual([]);
    }
  });

  it("has realistic prices, limits and devotee details", () => {
    for (const temple of TEMPLES) {
      for (const pooja of temple.poojas) {
        const label = `${temple.slug}: ${pooja.name}`;
        expect(Number.isInteger(pooja.pricePaise), label).toBe(true);
        expect(pooja.pricePaise, label).toBeGreaterThanOrEqual(5000);
        if (pooja.kind === "archanai") expect(pooja.pricePaise, label).toBeLessThanOrEqual(50000);
        expect(pooja.pricePaise, label).toBeLessThanOrEqual(1500000);
        expect(pooja.durationMinutes, label).toBeGreaterThan(0);
        expect(pooja.bookingWindowDays, label).toBeGreaterThanOrEqual(30);
        expect(pooja.bookingWindowDays, label).toBeLessThanOrEqual(90);
        expect(pooja.cutoffHours, label).toBeGreaterThanOrEqual(2);
        expect(pooja.cutoffHours, label).toBeLessThanOrEqual(24);
        expect(pooja.maxParticipants, label).toBeGreaterThanOrEqual(1);
        expect(pooja.maxParticipants, label).toBeLessThanOrEqual(6);
        expect(pooja.requires.name, label).toBe(true);
        expect(pooja.description.length, label).toBeGreaterThan(20);
        for (const material of pooja.materials)
          expect(materials.has(material), `${label}: ${material}`).toBe(true);
      }
    }
  });

  it("is offered on valid weekdays", () => {
    for (const temple of TEMPLES) {
      for (const pooja of temple.poojas) {
        const label = `${temple.slug}: ${pooja.name}`;
        expect(pooja.weekdays.length, label).toBeGreaterThan(0);
        expect(new Set(pooja.weekdays).size, label).toBe(pooja.weekdays.length);
        for (const day of pooja.weekdays) expect([0, 1, 2, 3, 4, 5, 6], label).toContain(day);
      }
    }
  });

  it("has slots at valid times that start and end while the temple is open", () => {
    for (const temple of TEMPLES) {
      for (const pooja of temple.poojas) {
        const label = `${temple.slug}: ${pooja.name}`;
        expect(pooja.slots.length, label).toBeGreaterThanOrEqual(1);
        expect(pooja.slots.length, label).toBeLessThanOrEqual(4);
        expect(duplicates(pooja.slots.map((s) => s.time)), label).toEqual([]);
        for (const slot of pooja.slots) {
          expect(slot.time, label).toMatch(HH_MM);
          expect(slot.capacity, label).toBeGreaterThanOrEqual(10);
          expect(slot.capacity, label).toBeLessThanOrEqual(100);
          const start = minutes(slot.time);
          const fits = fitsInSession(temple.timings, start, start + pooja.durationMinutes);
          expect(fits, `${label} at ${slot.time}`).toBe(true);
        }
      }
    }
  });
});
