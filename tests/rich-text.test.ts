import { describe, expect, it } from "vitest";
import { isAllowedImageSrc, sanitizeRichText } from "@/lib/platform/rich-text/sanitize";

describe("sanitizeRichText", () => {
  it("keeps everything the editor produces, unchanged", () => {
    const html =
      "<h2>Plan</h2><h3>Day one</h3><p>A <strong>bold</strong>, <em>calm</em> and <s>old</s> line<br />next</p>" +
      "<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote>" +
      '<pre><code>a &lt; b</code></pre><p><code>x</code></p><hr /><img src="/uploads/Blogs/0123456789abcdef0123456789abcdef.png" alt="gorilla" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops scripts, event handlers, styles and javascript: links", () => {
    const out = sanitizeRichText(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
        '<img src="https://res.cloudinary.com/ikaze/a.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">one</a><a href=" JaVaScRiPt:alert(4)">two</a>' +
        '<iframe src="https://evil.example"></iframe><style>p{}</style><svg><script>1</script></svg><object data="x"></object>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style|javascript|iframe|svg|object|steal/i);
    expect(out).toContain("<p>Hi</p>");
    expect(out).toContain('<img src="https://res.cloudinary.com/ikaze/a.png" />');
    expect(out).toContain(">one</a>");
  });

  it("forces rel on links, opens outside links in a new tab, keeps mailto and site paths", () => {
    expect(sanitizeRichText('<a href="https://visitrwanda.com" rel="opener" target="_self">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" href="https://visitrwanda.com" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@ikaze.rw">m</a>')).toBe('<a rel="noopener noreferrer nofollow" href="mailto:info@ikaze.rw">m</a>');
    expect(sanitizeRichText('<a href="/tours">t</a>')).toBe('<a rel="noopener noreferrer nofollow" href="/tours">t</a>');
    expect(sanitizeRichText('<a href="//evil.example">e</a>')).toBe('<a rel="noopener noreferrer nofollow">e</a>');
  });

  it("keeps images only from the sources the CSP allows: our uploads and Cloudinary", () => {
    // Any other https image would be blocked by the page's img-src and show as broken.
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png"><img src="https://res.cloudinary.com.evil.example/a.png">')).toBe("");
    expect(isAllowedImageSrc("https://user@res.cloudinary.com/a.png")).toBe(false);
    expect(sanitizeRichText('<img src="http://plain.example/a.png"><img src="data:image/png;base64,AAAA"><img src="/etc/passwd"><img src="x">')).toBe("");
    expect(isAllowedImageSrc("/uploads/Tours/a.png")).toBe(true);
    expect(isAllowedImageSrc("https://res.cloudinary.com/a.png")).toBe(true);
    expect(isAllowedImageSrc("javascript:alert(1)")).toBe(false);
  });

  it("maps old headings and tags to the allowed ones and drops unknown wrappers but keeps their text", () => {
    expect(sanitizeRichText("<h1>Big</h1><h4>Small</h4><b>b</b><i>i</i><div><span>text</span></div><u>u</u>")).toBe(
      "<h2>Big</h2><h3>Small</h3><strong>b</strong><em>i</em>textu",
    );
  });

  it("stores an empty editor as an empty string", () => {
    expect(sanitizeRichText("<p></p>")).toBe("");
    expect(sanitizeRichText("   ")).toBe("");
    expect(sanitizeRichText("<ul><li><p>a</p></li></ul><p></p><p><br /></p>")).toBe("<ul><li><p>a</p></li></ul>");
  });
});
