import { afterEach, describe, expect, it } from "vitest";
import { FONT_STACK, registerScriptFonts, SCRIPT_FONTS } from "./fonts";

/** The code points a `unicode-range` value covers, as [from, to] pairs. */
const ranges = (value: string) =>
  value.split(",").map((part) => {
    const [from = "", to = from] = part.trim().replace(/^U\+/, "").split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
  });
const covers = (value: string, code: number) =>
  ranges(value).some(([from, to]) => code >= from && code <= to);

const declared = () =>
  [...document.head.querySelectorAll<HTMLStyleElement>("style[data-script-font]")].map((s) => ({
    lang: s.dataset.scriptFont,
    css: s.textContent ?? "",
  }));

afterEach(() => {
  for (const s of document.head.querySelectorAll("style[data-script-font]")) s.remove();
});

describe("self-hosted fonts for the Indian scripts (issue 19)", () => {
  it("declares regular and bold of each script, swapped in, our files after the installed font", () => {
    registerScriptFonts("all");
    const all = declared();
    expect(all.map((d) => d.lang)).toEqual(SCRIPT_FONTS.map((f) => f.lang));
    for (const { css } of all) {
      const rules = css.match(/@font-face\{[^}]*\}/g) ?? [];
      expect(rules.map((r) => r.match(/font-weight:(\d+)/)?.[1])).toEqual(["400", "700"]);
      for (const rule of rules) {
        expect(rule).toContain("font-display:swap;");
        expect(rule).toMatch(
          /src:local\("Noto Sans [A-Za-z ]+"\), local\("NotoSans\w+-\w+"\),url\("[^"]+\.woff2"\) format\("woff2"\);/,
        );
        expect(rule).toMatch(/unicode-range:U\+0[0-9A-F]{3}-/);
      }
    }
  });

  it("declares only the script of the language in use, each once", () => {
    registerScriptFonts(["en"]);
    expect(declared()).toEqual([]);
    registerScriptFonts(["ta"]);
    registerScriptFonts(["ta"]);
    expect(declared().map((d) => d.lang)).toEqual(["ta"]);
    expect(declared()[0]?.css).toContain('font-family:"Noto Sans Tamil"');
  });

  it("fetches a file only for text in its own script: nothing for English, one script for Tamil", () => {
    const of = (code: number) =>
      SCRIPT_FONTS.filter((f) => covers(f.range, code)).map((f) => f.family);
    for (const latin of ["A", "z", "₹", "0", "–", "\u200d"]) {
      expect(of(latin.codePointAt(0)!)).toEqual([]);
    }
    expect(of("க".codePointAt(0)!)).toEqual(["Noto Sans Tamil"]);
    expect(of("म".codePointAt(0)!)).toEqual(["Noto Sans Devanagari"]);
    expect(of("తె".codePointAt(0)!)).toEqual(["Noto Sans Telugu"]);
    expect(of("ಕ".codePointAt(0)!)).toEqual(["Noto Sans Kannada"]);
    expect(of("മ".codePointAt(0)!)).toEqual(["Noto Sans Malayalam"]);
  });

  it("lists every script's face in the page font stack, after the Latin system font", () => {
    for (const f of SCRIPT_FONTS) expect(FONT_STACK).toContain(`"${f.family}"`);
    expect(FONT_STACK.startsWith("system-ui")).toBe(true);
  });
});
