/**
 * The Noto Sans faces of the five Indian scripts (issue 19, decision 184): their families, the
 * Unicode block each covers, a letter to test it with, and the Fontsource file name each is
 * shipped under. The web app and the server's pages declare them from here (issue 36).
 */
export const SCRIPT_FACES = [
  {
    lang: "hi",
    file: "devanagari",
    sample: "क",
    family: "Noto Sans Devanagari",
    range: "U+0900-097F, U+A8E0-A8FF",
  },
  { lang: "ta", file: "tamil", sample: "க", family: "Noto Sans Tamil", range: "U+0B80-0BFF" },
  { lang: "te", file: "telugu", sample: "క", family: "Noto Sans Telugu", range: "U+0C00-0C7F" },
  { lang: "kn", file: "kannada", sample: "ಕ", family: "Noto Sans Kannada", range: "U+0C80-0CFF" },
  {
    lang: "ml",
    file: "malayalam",
    sample: "ക",
    family: "Noto Sans Malayalam",
    range: "U+0D00-0D7F",
  },
] as const;
export type ScriptFace = (typeof SCRIPT_FACES)[number];

/**
 * One `@font-face` rule: the installed font first (by the full names an installed copy goes by),
 * then our file, for the face's script only. `display` is `swap` in the web app (it waits for
 * the face itself before drawing) and `block` on a server-rendered page (no re-flow).
 */
export function fontFaceRule(
  face: Pick<ScriptFace, "family" | "range">,
  weight: 400 | 700,
  url: string,
  display: "swap" | "block",
): string {
  const style = weight === 700 ? "Bold" : "Regular";
  const full = weight === 700 ? `${face.family} Bold` : face.family;
  return [
    `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${weight};`,
    `font-display:${display};`,
    `src:local("${full}"), local("${face.family.replaceAll(" ", "")}-${style}"),url("${url}") format("woff2");`,
    `unicode-range:${face.range}}`,
  ].join("");
}
