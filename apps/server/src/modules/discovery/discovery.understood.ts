import {
  LANGUAGE_CODES,
  type LanguageCode,
  pickText,
  type Translations,
} from "@sannidhi/contracts";
import type { Db } from "../../db/client.js";
import type { Spelling } from "./discovery.repository.js";
import { searchKeysOf } from "./search-keys.repository.js";

/**
 * "Showing results for …" (decision 176). A corrected text (decision 167) is a search key —
 * lower case, phonetic ("venkatesvar") — not something to show a devotee. Each of its words is
 * shown as the catalogue spells it: a word of the results' names, towns, districts, deities or
 * main forms whose key is that word, in the devotee's language first. The results are already
 * read; what this adds is one round trip of `search_key()` over their words (no table read),
 * once per corrected answer kept (discovery.service.ts keeps it under the corrected key).
 */

/** Each word of a corrected key, as the catalogue spells it (the words found in the results). */
export type Spellings = Record<string, string>;

/** What a result row holds of the texts a search key is made of (migrations 0012, 0017). */
export interface NamedRow {
  name: string;
  town: string;
  district: string;
  deity: string | null;
  mainForm: string | null;
  translations: Translations | null;
  districtTranslations: Translations | null;
  deityTranslations: Translations | null;
  mainFormTranslations: Translations | null;
}

const SCRIPTS = ["Latin", "Devanagari", "Tamil", "Telugu", "Kannada", "Malayalam"].map(
  (name) => [name, new RegExp(`\\p{Script=${name}}`, "u")] as const,
);
/** The script of a word's first letter: a key can only come from a word of its own script. */
function scriptOf(word: string): string {
  const letter = word.match(/\p{L}/u)?.[0];
  if (!letter) return "";
  return SCRIPTS.find(([, re]) => re.test(letter))?.[0] ?? "other";
}

/** A text split as `search_key_words()` splits a key (migration 0019). */
const wordsOf = (text: string) => text.normalize("NFC").split(/\s+/).filter(Boolean);

/** The texts of a row a search key is made of, in `lang` (as its card shows them), then all. */
function textsOf(row: NamedRow, lang: LanguageCode) {
  const own = [
    pickText(row.name, row.translations, lang, "name").text,
    pickText(row.town, row.translations, lang, "town").text,
    pickText(row.district, row.districtTranslations, lang, "name").text,
    row.deity === null ? "" : pickText(row.deity, row.deityTranslations, lang, "name").text,
    row.mainForm === null
      ? ""
      : pickText(row.mainForm, row.mainFormTranslations, lang, "name").text,
  ];
  const every = [row.name, row.town, row.district, row.deity ?? "", row.mainForm ?? ""];
  for (const code of LANGUAGE_CODES) {
    if (code === "en") continue;
    every.push(
      row.translations?.[code]?.name ?? "",
      row.translations?.[code]?.town ?? "",
      row.districtTranslations?.[code]?.name ?? "",
      row.deityTranslations?.[code]?.name ?? "",
      row.mainFormTranslations?.[code]?.name ?? "",
    );
  }
  return { own, every };
}

/** A word as shown: without the punctuation around it ("(Tirumala)," is "Tirumala"). */
const bare = (word: string) => word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, "") || word;

/**
 * The catalogue's spelling of each word of `corrected`, from the words of `rows` (the page the
 * corrected search answered): among the words whose key is that word, those of the devotee's
 * language (as the cards show them) first, then those of any language; the most frequent, then
 * the first in the results' order. A word no result spells exactly is left out (`correctedText`
 * shows the key itself).
 */
export async function spellingsOf(
  db: Db,
  corrected: string,
  rows: NamedRow[],
  lang: LanguageCode,
): Promise<Spellings> {
  const wanted = new Set(corrected.split(" "));
  const scripts = new Set([...wanted].map(scriptOf));
  const own = new Map<string, number>();
  const every = new Map<string, number>();
  const fits = new Map<string, boolean>();
  const count = (seen: Map<string, number>, text: string) => {
    if (!text) return;
    for (const w of wordsOf(text)) {
      let fit = fits.get(w);
      if (fit === undefined) {
        fit = scripts.has(scriptOf(w));
        fits.set(w, fit);
      }
      if (fit) seen.set(w, (seen.get(w) ?? 0) + 1);
    }
  };
  for (const row of rows) {
    const texts = textsOf(row, lang);
    for (const t of texts.own) count(own, t);
    for (const t of texts.every) count(every, t);
  }
  const words = [...every.keys()];
  const keys = await searchKeysOf(db, words);
  const keyOf = new Map(words.map((w, i) => [w, keys[i]]));
  // No prototype: a catalogue word such as "__proto__" is an ordinary key.
  const spellings: Spellings = Object.create(null);
  for (const want of wanted) {
    for (const seen of [own, every]) {
      let best: { word: string; n: number } | undefined;
      for (const [word, n] of seen)
        if (keyOf.get(word) === want && (!best || n > best.n)) best = { word, n };
      if (best) {
        spellings[want] = bare(best.word);
        break;
      }
    }
  }
  return spellings;
}

/** A key shown when no result spells it: Latin keys with a capital, other scripts as they are. */
const shownKey = (key: string) =>
  scriptOf(key) === "Latin" ? key.charAt(0).toUpperCase() + key.slice(1) : key;

/**
 * The text a corrected search searched, to show the devotee: the words they typed where they
 * were not changed, each corrected word as the catalogue spells it. `spelt.key` and
 * `spelt.corrected` hold a word for each typed word that has a key (decision 167), in order.
 */
export function correctedText(typed: string, spelt: Spelling, spellings: Spellings): string {
  const words = wordsOf(typed);
  const keys = spelt.key?.split(" ") ?? [];
  const corrected = spelt.corrected?.split(" ") ?? [];
  // A typed word without a key (search_key() of "a" is empty) was not looked up: then the
  // typed words cannot be lined up with the keys, and an unchanged word is shown as its key.
  const aligned = words.length === keys.length && keys.length === corrected.length;
  return corrected
    .map((c, i) => {
      if (c === keys[i]) return aligned ? (words[i] as string) : shownKey(c);
      // Own keys only: a typed "constructor" is a word, not Object.prototype's (issue 35).
      return (Object.hasOwn(spellings, c) ? spellings[c] : undefined) ?? shownKey(c);
    })
    .join(" ");
}
