import { TRANSLATION_LANGUAGES } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { CATEGORIES, DEITIES, MAIN_FORMS, STATES, TEMPLES } from "../data/index.js";
import type { Five } from "./five.js";
import {
  CATEGORY_NAMES,
  DEITY_NAMES,
  DISTRICT_NAMES,
  MAIN_FORM_NAMES,
  STATE_NAMES,
} from "./names.js";
import { POOJA_NAMES } from "./pooja-names.js";
import { TEMPLE_STYLE_BY_SLUG } from "./styles.js";
import { NORTH_DESCRIPTIONS_HI } from "./temple-descriptions-north.js";
import { SOUTH_DESCRIPTIONS } from "./temple-descriptions-south.js";
import { TEMPLE_NAMES } from "./temple-names.js";

/** Each language's script (Unicode block), so a Tamil name in the Telugu slot is caught. */
const SCRIPT: Record<(typeof TRANSLATION_LANGUAGES)[number], RegExp> = {
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  kn: /[\u0C80-\u0CFF]/,
  ml: /[\u0D00-\u0D7F]/,
};
const OTHER_SCRIPTS = /[\u0980-\u0B7F]/; // Bengali … Oriya: none of the six

function expectFive(what: string, five: Five | undefined) {
  expect(five, what).toBeDefined();
  TRANSLATION_LANGUAGES.forEach((lang, i) => {
    const text = five?.[i] ?? "";
    expect(text, `${what} in ${lang}`).toMatch(SCRIPT[lang]);
    expect(text, `${what} in ${lang}`).not.toMatch(OTHER_SCRIPTS);
  });
}

/** The demo's languages (issue 19): every name in all six scripts, descriptions in two. */
describe("the demo catalogue in six languages", () => {
  it("names every temple and its town in each language's own script", () => {
    for (const t of TEMPLES) {
      expectFive(`${t.slug} name`, TEMPLE_NAMES[t.slug]?.name);
      expectFive(`${t.slug} town`, TEMPLE_NAMES[t.slug]?.town);
    }
    expect(Object.keys(TEMPLE_NAMES).sort()).toEqual(TEMPLES.map((t) => t.slug).sort());
  });

  it("names every pooja, deity, main form, category, state and demo district", () => {
    for (const p of TEMPLES.flatMap((t) => t.poojas))
      expectFive(`pooja ${p.name}`, POOJA_NAMES[p.name]);
    for (const d of DEITIES) expectFive(`deity ${d.name}`, DEITY_NAMES[d.name]);
    for (const f of MAIN_FORMS) expectFive(`main form ${f.name}`, MAIN_FORM_NAMES[f.name]);
    for (const c of CATEGORIES) expectFive(`category ${c.name}`, CATEGORY_NAMES[c.name]);
    for (const s of STATES) expectFive(`state ${s.name}`, STATE_NAMES[s.name]);
    for (const t of TEMPLES)
      expectFive(`district ${t.district}`, DISTRICT_NAMES[`${t.state}/${t.district}`]);
  });

  it("describes every temple in Hindi, and the southern ones in their state's language", () => {
    const stateLanguage: Record<string, "ta" | "te" | "kn" | "ml"> = {
      "Tamil Nadu": "ta",
      Puducherry: "ta",
      "Andhra Pradesh": "te",
      Telangana: "te",
      Karnataka: "kn",
      Kerala: "ml",
    };
    for (const t of TEMPLES) {
      const own = SOUTH_DESCRIPTIONS[t.slug];
      expect(own?.hi ?? NORTH_DESCRIPTIONS_HI[t.slug], t.slug).toMatch(SCRIPT.hi);
      const lang = stateLanguage[t.state];
      if (lang) expect(own?.[lang], `${t.slug} in ${lang}`).toMatch(SCRIPT[lang]);
    }
  });

  it("gives every demo temple an architectural style", () => {
    expect(TEMPLES.filter((t) => !TEMPLE_STYLE_BY_SLUG[t.slug]).map((t) => t.slug)).toEqual([]);
  });
});
