import { Box } from "@mui/material";
import { useMemo } from "react";

/**
 * The temple's description and history come from the staff rich-text editor as HTML. The server
 * cleans them on the way in (apps/server/src/lib/rich-text.ts); the page cleans them again with
 * the same allow-list before showing them (decision 082): a row written by a seed, an import or
 * an older version never reaches a devotee's browser as a script.
 */
const KEEP = new Set(
  (
    "p br hr h1 h2 h3 h4 h5 h6 strong b em i u s sub sup blockquote pre code ul ol li a img " +
    "figure figcaption table thead tbody tr th td span div"
  ).split(" "),
);
/** Removed with everything inside them (the rest lose only their tag, keeping the text). */
const DROP = new Set(
  "script style iframe object embed template noscript svg math form input button textarea select link meta base frame frameset".split(
    " ",
  ),
);
const ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  th: ["colspan", "rowspan"],
  td: ["colspan", "rowspan"],
};
const LINK_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
const IMAGE_SCHEMES = new Set(["http:", "https:"]);

function safeUrl(value: string, schemes: Set<string>): boolean {
  const v = value.trim();
  if (v.startsWith("//")) return false;
  try {
    return schemes.has(new URL(v, window.location.origin).protocol);
  } catch {
    return false;
  }
}

function clean(parent: Element): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (DROP.has(tag)) {
      el.remove();
      continue;
    }
    clean(el);
    if (!KEEP.has(tag)) {
      el.replaceWith(...el.childNodes);
      continue;
    }
    const allowed = ATTRIBUTES[tag] ?? [];
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      const ok =
        allowed.includes(name) &&
        (name === "href"
          ? safeUrl(attr.value, LINK_SCHEMES)
          : name === "src"
            ? safeUrl(attr.value, IMAGE_SCHEMES)
            : true);
      if (!ok) el.removeAttribute(attr.name);
    }
    if (tag === "a" && el.hasAttribute("href")) {
      // Links in temple text lead away from Sannidhi: a new tab that cannot reach back.
      el.setAttribute("target", "_blank");
      el.setAttribute("rel", "noopener noreferrer");
    }
    if (tag === "img") el.setAttribute("loading", "lazy");
  }
}

/** `html` with only the allowed tags, attributes and link schemes left. */
export function sanitizeHtml(html: string): string {
  // DOMParser documents are inert: nothing in them runs or loads while they are cleaned.
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, "text/html");
  clean(doc.body);
  return doc.body.innerHTML;
}

const looksLikeHtml = (text: string) => /<[a-z][\s\S]*>/i.test(text);

/** Rich text from the CMS, or plain text (the demo seed writes plain paragraphs). */
export function RichText({ value }: { value: string }) {
  const html = useMemo(() => (looksLikeHtml(value) ? sanitizeHtml(value) : null), [value]);
  const sx = {
    lineHeight: 1.7,
    "& img": { maxWidth: "100%", height: "auto" },
    "& p": { my: 1 },
    overflowWrap: "anywhere",
  } as const;
  if (html === null) return <Box sx={{ ...sx, whiteSpace: "pre-line" }}>{value}</Box>;
  // Cleaned by sanitizeHtml above (decision 082).
  return <Box sx={sx} dangerouslySetInnerHTML={{ __html: html }} />;
}
