import devanagari400 from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import devanagari700 from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url";
import kannada400 from "@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2?url";
import kannada700 from "@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff2?url";
import malayalam400 from "@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2?url";
import malayalam700 from "@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff2?url";
import tamil400 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url";
import tamil700 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url";
import telugu400 from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url";
import telugu700 from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2?url";

/**
 * Self-hosted Noto Sans for the five Indian scripts (issue 19, decision 184), so a phone
 * without them shows text, not boxes. Only the script of the language in use is declared (the
 * back-office, where staff edit every language side by side, declares all five), and each face
 * covers only its script's block (`unicode-range`): a Tamil page fetches the Tamil file
 * (≈ 15 KB a weight) and nothing else — not even for the language picker's other names, whose
 * widths the browser measures. The installed font is preferred (`local()`), so a phone that
 * has it downloads nothing, and text shows at once in a fallback while a file loads
 * (`display: swap`). Files come from the Fontsource packages and are served from our origin.
 */
export const SCRIPT_FONTS = [
  {
    lang: "hi",
    sample: "क",
    family: "Noto Sans Devanagari",
    range: "U+0900-097F, U+A8E0-A8FF",
    files: { 400: devanagari400, 700: devanagari700 },
  },
  {
    lang: "ta",
    sample: "க",
    family: "Noto Sans Tamil",
    range: "U+0B80-0BFF",
    files: { 400: tamil400, 700: tamil700 },
  },
  {
    lang: "te",
    sample: "క",
    family: "Noto Sans Telugu",
    range: "U+0C00-0C7F",
    files: { 400: telugu400, 700: telugu700 },
  },
  {
    lang: "kn",
    sample: "ಕ",
    family: "Noto Sans Kannada",
    range: "U+0C80-0CFF",
    files: { 400: kannada400, 700: kannada700 },
  },
  {
    lang: "ml",
    sample: "ക",
    family: "Noto Sans Malayalam",
    range: "U+0D00-0D7F",
    files: { 400: malayalam400, 700: malayalam700 },
  },
] as const;

/** The font stack of every page: the system's Latin font, then each script's Noto face. */
export const FONT_STACK = [
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Noto Sans"',
  ...SCRIPT_FONTS.map((f) => `"${f.family}"`),
  "sans-serif",
].join(", ");

/** The full names an installed copy goes by, regular and bold (`local()` sources). */
const localNames = (family: string, weight: 400 | 700) => {
  const style = weight === 700 ? "Bold" : "Regular";
  const full = weight === 700 ? `${family} Bold` : family;
  return `local("${full}"), local("${family.replaceAll(" ", "")}-${style}")`;
};

/** One `@font-face` rule: the installed font first, then our file; swapped in when loaded. */
export function fontFaceRule(font: (typeof SCRIPT_FONTS)[number], weight: 400 | 700): string {
  return [
    `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};`,
    "font-display:swap;",
    `src:${localNames(font.family, weight)},url("${font.files[weight]}") format("woff2");`,
    `unicode-range:${font.range}}`,
  ].join("");
}

/**
 * Declares the faces of these languages' scripts, or of all five (nothing is downloaded until
 * text needs a face), as `@font-face` rules in a `<style>` of their own: no request, nothing
 * render-blocking. Declaring a script twice does nothing.
 */
export function registerScriptFonts(
  languages: readonly string[] | "all",
  doc: Document = document,
): void {
  for (const font of SCRIPT_FONTS) {
    if (languages !== "all" && !languages.includes(font.lang)) continue;
    if (doc.head.querySelector(`style[data-script-font="${font.lang}"]`)) continue;
    const style = doc.createElement("style");
    style.dataset.scriptFont = font.lang;
    style.textContent = fontFaceRule(font, 400) + fontFaceRule(font, 700);
    doc.head.append(style);
  }
}

/**
 * Declares a language's faces and resolves once they can draw (or after `timeoutMs`). The app
 * waits for this before it first draws, or switches to, a language in an Indian script:
 * Chromium keeps text it laid out while the face was still loading in the fallback font — boxes
 * on a device without that script — even after the face arrives. An installed font resolves at
 * once; otherwise this is the ~15–50 KB of the two files, on the first visit only.
 */
export async function prepareScriptFonts(
  language: string,
  timeoutMs = 2500,
  doc: Document = document,
): Promise<void> {
  registerScriptFonts([language], doc);
  const font = SCRIPT_FONTS.find((f) => f.lang === language);
  if (!font || !doc.fonts?.load) return;
  const ready = Promise.all(
    [400, 700].map((w) => doc.fonts.load(`${w} 1em "${font.family}"`, font.sample)),
  );
  const late = new Promise((resolve) => setTimeout(resolve, timeoutMs));
  await Promise.race([ready, late]).catch(() => undefined);
}
