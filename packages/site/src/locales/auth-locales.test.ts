import { describe, expect, it } from "vitest";
import { allLocales, type LocaleTree as Tree } from "../locale-files.js";

const byLanguage = Object.fromEntries(
  allLocales()
    .filter((f) => f.ns === "auth")
    .map((f) => [f.lang, f.tree]),
);
const keys = (o: Tree, p = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === "object" ? keys(v, `${p}${k}.`) : [`${p}${k}`],
  );

describe("auth translations", () => {
  const english = byLanguage.en!;

  it("exist for the six languages", () => {
    expect(Object.keys(byLanguage).sort()).toEqual(["en", "hi", "kn", "ml", "ta", "te"]);
  });

  it.each(Object.keys(byLanguage))("%s has every English key, translated", (lng) => {
    const other = byLanguage[lng]!;
    expect(keys(other).sort()).toEqual(keys(english).sort());
    const required = (t: Tree) => (t.validation as Tree).required;
    if (lng !== "en") expect(required(other)).not.toBe(required(english));
  });

  it("keeps the spec's English messages exactly (spec sections 5 and 8)", () => {
    const at = (path: string) =>
      path.split(".").reduce<Tree | string>((t, k) => (t as Tree)[k]!, english);
    expect(at("validation.required")).toBe("this field is required");
    expect(at("validation.email")).toBe("email is not valid");
    expect(at("forgot.submit")).toBe("Reset Password");
    expect(at("delete.submit")).toBe("Delete Account");
    expect(at("delete.done")).toBe("Your Sannidhi Account has been removed successfully");
  });
});
