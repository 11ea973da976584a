import { TRANSLATION_LANGUAGES } from "@sannidhi/contracts";
import { RESULTS_PER_PAGE } from "@sannidhi/site/links";
import { describe, expect, it } from "vitest";
import { CATEGORIES, DEITIES, MAIN_FORMS, STATES, TEMPLES } from "../data/index.js";
import { CATALOGUE } from "../data/shop.js";
import type { Five } from "./five.js";
import {
  CATEGORY_NAMES,
  DEITY_NAMES,
  DISTRICT_NAMES,
  MAIN_FORM_NAMES,
  STATE_NAMES,
} from "./names.js";
import { POOJA_DESCRIPTIONS } from "./pooja-descriptions.js";
import { POOJA_NAMES } from "./pooja-names.js";
import { PRODUCT_TRANSLATIONS } from "./product-translations.js";
import { TEMPLE_STYLE_BY_SLUG } from "./styles.js";
import { NORTH_DESCRIPTIONS_HI } from "./temple-descriptions-north.js";
import { SOUTH_DESCRIPTIONS } from "./temple-descriptions-south.js";
import { TEMPLE_HISTORIES } from "./temple-histories.js";
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

const STATE_LANGUAGE: Record<string, "ta" | "te" | "kn" | "ml"> = {
  "Tamil Nadu": "ta",
  Puducherry: "ta",
  "Andhra Pradesh": "te",
  Telangana: "te",
  Karnataka: "kn",
  Kerala: "ml",
};
const SCRIPT_BLOCK: Record<(typeof TRANSLATION_LANGUAGES)[number], RegExp> = {
  hi: /[\u0900-\u097F]/u,
  ta: /[\u0B80-\u0BFF]/u,
  te: /[\u0C00-\u0C7F]/u,
  kn: /[\u0C80-\u0CFF]/u,
  ml: /[\u0D00-\u0D7F]/u,
};

/** A devotee's text in `lang`: nine letters in ten in its script (Latin names allowed). */
function expectInScript(what: string, text: string | undefined, lang: keyof typeof SCRIPT_BLOCK) {
  expect(text, what).toBeTruthy();
  const letters = [...(text ?? "")].filter((c) => /[\p{L}\p{M}]/u.test(c));
  const inScript = letters.filter((c) => SCRIPT_BLOCK[lang].test(c)).length;
  expect(inScript / letters.length, `${what} in ${lang}: ${text}`).toBeGreaterThanOrEqual(0.9);
  expect(text, what).not.toMatch(OTHER_SCRIPTS);
}

/** The languages a temple's texts are in: Hindi, and its state's language where it is ours. */
const languagesOf = (state: string) =>
  STATE_LANGUAGE[state] ? (["hi", STATE_LANGUAGE[state]] as const) : (["hi"] as const);

/**
 * Issue 37 item 9: the temples the search shows first (by name, as `textPage` orders them when
 * nothing is typed) carry their history, address and poojas' descriptions in Hindi and their
 * state's language, each its own text (not the English), in that language's script.
 */
describe("the temples the demo shows first, in the devotee's language", () => {
  const byName = [...TEMPLES].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const translated = byName.slice(0, Object.keys(TEMPLE_HISTORIES).length);

  it("translates the whole first page of the search, in its order, Madurai among them", () => {
    expect(Object.keys(TEMPLE_HISTORIES).sort()).toEqual(translated.map((t) => t.slug).sort());
    expect(translated.length).toBeGreaterThanOrEqual(RESULTS_PER_PAGE);
    expect(translated.map((t) => t.slug)).toContain("meenakshi-amman-temple-madurai");
  });

  it("gives each its history and address in Hindi and its state's language", () => {
    for (const t of translated) {
      for (const lang of languagesOf(t.state)) {
        const own = TEMPLE_HISTORIES[t.slug]?.[lang];
        expectInScript(`${t.slug} history`, own?.history, lang);
        expectInScript(`${t.slug} address`, own?.address, lang);
        expect(own?.history).not.toBe(t.history);
        expect(own?.address).not.toBe(t.address);
      }
    }
  });

  it("describes every pooja of those temples in the same languages", () => {
    for (const t of translated) {
      expect(Object.keys(POOJA_DESCRIPTIONS[t.slug] ?? {}).sort(), t.slug).toEqual(
        t.poojas.map((p) => p.name).sort(),
      );
      for (const p of t.poojas)
        for (const lang of languagesOf(t.state)) {
          const text = POOJA_DESCRIPTIONS[t.slug]?.[p.name]?.[lang];
          expectInScript(`${t.slug} ${p.name}`, text, lang);
          expect(text).not.toBe(p.description);
        }
    }
  });

  it("writes every translation of the files in its own language's script", () => {
    for (const [slug, langs] of Object.entries(TEMPLE_HISTORIES))
      for (const [lang, own] of Object.entries(langs)) {
        expectInScript(`${slug} history`, own.history, lang as keyof typeof SCRIPT_BLOCK);
        expectInScript(`${slug} address`, own.address, lang as keyof typeof SCRIPT_BLOCK);
      }
    for (const [slug, poojas] of Object.entries(POOJA_DESCRIPTIONS))
      for (const [name, langs] of Object.entries(poojas))
        for (const [lang, text] of Object.entries(langs))
          expectInScript(`${slug} ${name}`, text, lang as keyof typeof SCRIPT_BLOCK);
  });
});

/**
 * Issue 37 item 9: every product of the demo shop in Hindi and its temple's state language
 * (written with the products by `seedShop`; the shop's answer in Tamil is in shop.int.test.ts).
 */
describe("the demo shop's products in the devotee's language", () => {
  it("names and describes every product in Hindi and its temple's state language", () => {
    expect(Object.keys(PRODUCT_TRANSLATIONS).sort()).toEqual(Object.keys(CATALOGUE).sort());
    for (const [slug, products] of Object.entries(CATALOGUE)) {
      const temple = TEMPLES.find((t) => t.slug === slug);
      expect(temple, slug).toBeDefined();
      expect(Object.keys(PRODUCT_TRANSLATIONS[slug] ?? {}).sort(), slug).toEqual(
        products.map((p) => p.title).sort(),
      );
      for (const p of products)
        for (const lang of languagesOf(temple?.state ?? "")) {
          const own = PRODUCT_TRANSLATIONS[slug]?.[p.title]?.[lang];
          expectInScript(`${p.title} title`, own?.title, lang);
          expectInScript(`${p.title} description`, own?.description, lang);
          expect(own?.title).not.toBe(p.title);
          expect(own?.description).not.toBe(p.description);
        }
    }
  });

  it("writes no product's text in another language's script", () => {
    for (const [slug, products] of Object.entries(PRODUCT_TRANSLATIONS))
      for (const [title, langs] of Object.entries(products))
        for (const [lang, own] of Object.entries(langs)) {
          expectInScript(`${slug} ${title}`, own.title, lang as keyof typeof SCRIPT_BLOCK);
          expectInScript(`${slug} ${title}`, own.description, lang as keyof typeof SCRIPT_BLOCK);
        }
  });
});
