/** Text of the CMS's rich text (sanitised HTML): tags dropped, block ends kept as `sep`. */
export function plainText(html: string, sep = " "): string {
  return html
    .replace(/<\/(p|li|h[1-6]|div)>|<br\s*\/?>/gi, sep)
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** At most `n` characters, an ellipsis marking the cut. */
export const clip = (s: string, n: number) =>
  s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s;
