import sanitizeHtml from "sanitize-html";
import { AppError } from "../../lib/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";

/** Elements that run code or pull in another document. */
const ACTIVE_TAGS = new Set([
  "script",
  "iframe",
  "object",
  "embed",
  "frame",
  "frameset",
  "applet",
  "base",
  "meta",
  "link",
  "form",
  "svg",
  "math",
]);
const ACTIVE_URL = /^\s*(javascript|vbscript|data):/i;

/**
 * The first piece of active content in `html` (a script, an event handler, a `javascript:`
 * address), or null. Read with the same parser the sanitiser uses, so what it sees is what the
 * sanitiser would have had to remove.
 */
export function activeContentIn(html: string): string | null {
  let found: string | null = null;
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (name, attribs) => {
      if (found) return;
      if (ACTIVE_TAGS.has(name)) found = `<${name}>`;
      for (const [attr, value] of Object.entries(attribs)) {
        if (/^on/i.test(attr)) found ??= `${attr}=`;
        if (
          ["href", "src", "action", "formaction", "xlink:href"].includes(attr) &&
          ACTIVE_URL.test(value)
        ) {
          found ??= `${attr}="${value.trim().split(":")[0]}:…"`;
        }
      }
    },
  });
  return found;
}

/** Plain text of sanitised HTML: paragraphs and line breaks kept, tags gone, entities decoded. */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|h[1-6]|li|blockquote|pre|tr)>/gi, "\n")
    .replace(/<li[^>]*>/gi, "• ");
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** A contact form's plain text as HTML: escaped, one paragraph, line breaks kept. */
export function textToHtml(text: string): string {
  const escaped = text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
  return `<p>${escaped.replace(/\r?\n/g, "<br>")}</p>`;
}

/**
 * A message as staff wrote it, ready to store (issue 11: "sanitised on the server when stored"):
 * active content is refused with a clear error (nothing is stored), everything else goes through
 * the CMS rich-text rule. A message with no text left after cleaning is refused too.
 */
export function cleanMessage(html: string): { html: string; text: string } {
  const active = activeContentIn(html);
  if (active) {
    throw new AppError(
      "UNSAFE_HTML",
      `The message contains active content (${active}), which is not allowed`,
      400,
      [
        {
          path: "body.message",
          message: "Scripts, event handlers and javascript: links are not allowed",
        },
      ],
    );
  }
  const clean = sanitizeRichText(html);
  const text = htmlToText(clean);
  if (!text && !/<img\s/i.test(clean)) {
    throw new AppError("VALIDATION", "body.message: Please write a message", 400, [
      { path: "body.message", message: "Please write a message" },
    ]);
  }
  return { html: clean, text };
}
