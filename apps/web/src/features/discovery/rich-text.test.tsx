import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./rich-text";

describe("rich text shown to visitors", () => {
  it("keeps formatting, links and images", () => {
    const html = sanitizeHtml(
      '<h2>Festivals</h2><p><strong>Chithirai</strong> in <em>April</em>.</p><ul><li>One</li></ul><a href="https://example.org">site</a><img src="https://example.org/a.jpg" alt="Gopuram">',
    );
    expect(html).toContain("<h2>Festivals</h2>");
    expect(html).toContain("<strong>Chithirai</strong>");
    expect(html).toContain("<li>One</li>");
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('alt="Gopuram"');
  });

  it("removes scripts, styles, frames, event handlers and script addresses", () => {
    const html = sanitizeHtml(
      '<p onclick="steal()" style="color:red">Hi</p><script>steal()</script><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><a href="javascript:steal()">x</a>' +
        '<img src="data:image/svg+xml,<svg onload=steal()>"><a href=" JaVaScRiPt:steal()">y</a>',
    );
    expect(html).not.toMatch(/steal|onclick|style|iframe|javascript|data:/i);
    expect(html).toContain("<p>Hi</p>");
    expect(html).toContain(">x</a>");
  });

  it("unwraps unknown tags but keeps their text", () => {
    expect(sanitizeHtml("<marquee>Om <b>Namah</b></marquee>")).toBe("Om <b>Namah</b>");
  });
});
