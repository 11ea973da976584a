import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages.js";
import { allLocales } from "../locale-files.js";

type Tree = Record<string, unknown>;
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const byLanguage = new Map<string, Map<string, Map<string, string>>>();
// Every namespace file of every language, including ones added later (listed from the disk).
for (const { lang: lng, ns, tree: content } of allLocales()) {
  if (!byLanguage.has(lng)) byLanguage.set(lng, new Map());
  byLanguage.get(lng)?.set(ns, flatten(content));
}
const english = byLanguage.get("en") ?? new Map<string, Map<string, string>>();

describe("locale files", () => {
  it("exist for English with at least the common namespace", () => {
    expect(english.has("common")).toBe(true);
  });

  for (const { code } of LANGUAGES.filter((l) => l.code !== "en")) {
    for (const [ns, keys] of english) {
      it(`${code}/${ns}.json has every key of en/${ns}.json with the same placeholders`, () => {
        const translated = byLanguage.get(code)?.get(ns);
        expect(translated, `${code}/${ns}.json is missing`).toBeDefined();
        const missing = [...keys.keys()].filter((k) => !translated?.has(k));
        expect(missing, `${code}/${ns}.json lacks keys`).toEqual([]);
        for (const [key, text] of keys) {
          expect(placeholders(translated?.get(key) ?? ""), `${code}/${ns}.json ${key}`).toEqual(
            placeholders(text),
          );
        }
      });
    }
  }
});

describe("the brand", () => {
  // Issue 37: "the Tamil brand is spelt two ways" — சந்நிதி is the name; சன்னிதி was a second
  // spelling that crept into some files.
  const tamil = byLanguage.get("ta") ?? new Map<string, Map<string, string>>();
  it("is spelt சந்நிதி in every Tamil text", () => {
    const other = [...tamil]
      .flatMap(([ns, keys]) => [...keys].map(([key, text]) => [`${ns}:${key}`, text] as const))
      .filter(([, text]) => text.includes("சன்னிதி"))
      .map(([where]) => where);
    expect(other).toEqual([]);
    expect(tamil.get("common")?.get("appName")).toBe("சந்நிதி");
  });
});
