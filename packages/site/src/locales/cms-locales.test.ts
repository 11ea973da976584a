import { describe, expect, it } from "vitest";
import { allLocales, type LocaleTree as Tree } from "../locale-files.js";

const byLanguage = Object.fromEntries(
  allLocales()
    .filter((f) => f.ns === "cms")
    .map((f) => [f.lang, f.tree]),
);
const flat = (o: Tree, p = ""): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === "object" ? flat(v, `${p}${k}.`) : [[`${p}${k}`, v] as [string, string]],
  );
const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

describe("CMS translations", () => {
  const english = Object.fromEntries(flat(byLanguage.en!));

  it("exist for the six languages", () => {
    expect(Object.keys(byLanguage).sort()).toEqual(["en", "hi", "kn", "ml", "ta", "te"]);
  });

  it.each(Object.keys(byLanguage).filter((l) => l !== "en"))(
    "%s has every English key, translated, with the same placeholders",
    (lng) => {
      const other = Object.fromEntries(flat(byLanguage[lng]!));
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(other)) {
        expect(placeholders(text), key).toEqual(placeholders(english[key]!));
      }
      expect(other["list.search"]).not.toBe(english["list.search"]);
    },
  );
});
