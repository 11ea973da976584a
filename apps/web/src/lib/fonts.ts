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
import { fontFaceRule, SCRIPT_FACES } from "@sannidhi/site/fonts";

/**
 * Self-hosted Noto Sans for the five Indian scripts (issue 19, decision 184; the faces are the
 * site's, @sannidhi/site/fonts), so a phone without them shows text, not boxes. Only the script of the language in use is declared (the
 * back-office, where staff edit every language side by side, declares all five), and each face
 * covers only its script's block (`unicode-range`): a Tamil page fetches the Tamil file
 * (≈ 15 KB a weight) and nothing else — not even for the language picker's other names, whose
 * widths the browser measures. The installed font is preferred (`local()`), so a phone that
 * has it downloads nothing, and text shows at once in a fallback while a file loads
 * (`display: swap`). Files come from the Fontsource packages and are served from our origin.
 */
const FILES = {
  hi: { 400: devanagari400, 700: devanagari700 },
  ta: { 400: tamil400, 700: tamil700 },
  te: { 400: telugu400, 700: telugu700 },
  kn: { 400: kannada400, 700: kannada700 },
  ml: { 400: malayalam400, 700: malayalam700 },
} as const;

export const SCRIPT_FONTS = SCRIPT_FACES.map((face) => ({ ...face, files: FILES[face.lang] }));

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
    style.textContent =
      fontFaceRule(font, 400, font.files[400], "swap") +
      fontFaceRule(font, 700, font.files[700], "swap");
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
