import { describe, expect, it } from "vitest";
import type { AppError } from "../../lib/errors.js";
import { activeContentIn, cleanMessage, htmlToText, textToHtml } from "./inbox-html.js";

describe("inbox message HTML", () => {
  it("finds scripts, event handlers and javascript: links, however they are written", () => {
    expect(activeContentIn("<p>Hello <b>there</b></p>")).toBeNull();
    expect(activeContentIn('<p><a href="https://example.com">ok</a></p>')).toBeNull();
    expect(activeContentIn("<p>hi</p><SCRIPT>alert(1)</SCRIPT>")).toBe("<script>");
    expect(activeContentIn('<img src="x" onerror="alert(1)">')).toBe("onerror=");
    expect(activeContentIn('<a href=" JavaScript:alert(1)">x</a>')).toContain("href=");
    expect(activeContentIn('<iframe src="https://evil.example"></iframe>')).toBe("<iframe>");
  });

  it("refuses active content with UNSAFE_HTML and an empty message with VALIDATION", () => {
    const code = (html: string) => {
      try {
        cleanMessage(html);
        return null;
      } catch (err) {
        return (err as AppError).code;
      }
    };
    expect(code("<p>Namaste</p><script>steal()</script>")).toBe("UNSAFE_HTML");
    expect(code("<p>   </p><br>")).toBe("VALIDATION");
    expect(code("<p>Namaste</p>")).toBeNull();
  });

  it("keeps formatting, drops what the CMS rule drops, and gives the plain text for mail and search", () => {
    const { html, text } = cleanMessage(
      '<h2>Annadanam</h2><p style="color:red">Dear <strong>Lakshmi</strong>,<br>we can.</p><ul><li>Sunday</li></ul>',
    );
    expect(html).toBe(
      "<h2>Annadanam</h2><p>Dear <strong>Lakshmi</strong>,<br />we can.</p><ul><li>Sunday</li></ul>",
    );
    expect(text).toBe("Annadanam\nDear Lakshmi,\nwe can.\n• Sunday");
  });

  it("turns the contact form's text into escaped HTML and back", () => {
    const html = textToHtml('Is <b>5 & 6</b> "free"?\nThanks');
    expect(html).toBe("<p>Is &lt;b&gt;5 &amp; 6&lt;/b&gt; &quot;free&quot;?<br>Thanks</p>");
    expect(htmlToText(html)).toBe('Is <b>5 & 6</b> "free"?\nThanks');
  });
});
