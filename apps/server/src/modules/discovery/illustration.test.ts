import { TEMPLE_STYLES } from "@sannidhi/contracts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TEMPLES } from "../../db/seed/data/index.js";
import { TEMPLE_STYLE_BY_SLUG } from "../../db/seed/demo/styles.js";
import {
  drawIllustration,
  illustrationUrl,
  illustrationVersion,
  styleOf,
  type TempleFacts,
} from "./illustration.js";

const facts = (over: Partial<TempleFacts> = {}): TempleFacts => ({
  slug: "meenakshi-amman-temple-madurai",
  name: "Arulmigu Meenakshi Sundareswarar Temple",
  style: "dravidian",
  stateCode: "TN",
  deity: "Devi",
  ...over,
});

describe("a temple's generated illustration (issue 19)", () => {
  it("draws every style as an image a browser's SVG renderer accepts, in a few KB", async () => {
    for (const style of TEMPLE_STYLES) {
      const svg = drawIllustration(facts({ style, slug: `t-${style}` }));
      expect(svg.length, style).toBeLessThan(6000);
      // librsvg (through sharp) refuses malformed SVG: this is a real parse and render.
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      expect((await sharp(png).metadata()).width).toBe(320);
    }
  });

  it("is the same drawing every time for the same temple", () => {
    expect(drawIllustration(facts())).toBe(drawIllustration(facts()));
    expect(illustrationVersion(facts())).toBe(illustrationVersion(facts()));
  });

  it("gives each demo temple its own drawing", () => {
    const drawings = TEMPLES.map((t) =>
      drawIllustration({
        slug: t.slug,
        name: t.name,
        style: TEMPLE_STYLE_BY_SLUG[t.slug] ?? null,
        stateCode: null,
        deity: t.mainForm,
      }),
    );
    expect(new Set(drawings).size).toBe(TEMPLES.length);
  });

  it("escapes the temple's name, which staff type", () => {
    const svg = drawIllustration(facts({ name: `Sri "Ram" <script>alert(1)</script> & 'Co'` }));
    expect(svg).not.toContain("<script");
    expect(svg).toContain(
      "<title>Sri &quot;Ram&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; &apos;Co&apos;</title>",
    );
  });

  it("guesses the style of the temple's region until staff choose one", () => {
    expect(styleOf(facts({ style: null, stateCode: "KL" }))).toBe("kerala");
    expect(styleOf(facts({ style: null, stateCode: "OD" }))).toBe("kalinga");
    expect(styleOf(facts({ style: null, stateCode: "UP" }))).toBe("nagara");
    expect(styleOf(facts({ style: "bengal", stateCode: "KL" }))).toBe("bengal");
  });

  it("moves to a new address when what it is drawn from changes", () => {
    const url = illustrationUrl(facts());
    expect(url).toMatch(
      /^\/api\/public\/temples\/meenakshi-amman-temple-madurai\/illustration\.svg\?v=/,
    );
    expect(illustrationUrl(facts({ style: "kerala" }))).not.toBe(url);
    expect(illustrationUrl(facts({ deity: "Shiva" }))).not.toBe(url);
    expect(illustrationUrl(facts({ stateCode: "KA" }))).toBe(url); // the style is set: no guess
  });
});
