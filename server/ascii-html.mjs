// A rendered page as the page cache stores it: the same document, written in ASCII only.
//
// Why: the site's copy uses typographic characters (’ — – … →). One of them makes V8 keep the whole
// cached page (~80 KB) as a two-byte string, and every answer served from the cache then pays for
// it: Next hashes the string for the ETag and encodes it to UTF-8 on each request, and both are
// about twice as slow on two-byte strings (~150 µs a request on `/`; docs/decisions/ascii-pages.md). Written as
// character references, the page is a one-byte string and takes the fast paths.
//
// The meaning is unchanged: in markup and attribute values a character becomes a numeric
// character reference (`&#x2019;`), which the parser turns back into the character (also in
// <title> and <textarea>); inside <script> (Next's payload, JSON-LD) it becomes a JavaScript/JSON
// string escape (`\u2019`); inside <style> a CSS escape (`\2019 `).

const NON_ASCII = /[^\x00-\x7f]/;
// Raw-text elements end at the first `</script` / `</style` (React and Next escape that sequence
// inside their contents), so a non-greedy match finds each element's text.
const RAW_TEXT = /(<script\b[^>]*>)([\s\S]*?)(<\/script)|(<style\b[^>]*>)([\s\S]*?)(<\/style)/gi;

const markup = (text) => text.replace(/[^\x00-\x7f]/gu, (c) => `&#x${c.codePointAt(0).toString(16)};`);

/**
 * In script text, `\uXXXX` per UTF-16 unit (a character outside the BMP becomes its surrogate
 * pair, as JSON writes it). A character already behind a backslash (`\’`, the same as `’` in
 * JavaScript) loses that backslash, so the escape is not itself escaped.
 */
const script = (text) =>
  text.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes, c) => slashes.slice(slashes.length % 2) + `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

const style = (text) => text.replace(/[^\x00-\x7f]/gu, (c) => `\\${c.codePointAt(0).toString(16)} `);

/** `html` in ASCII, with the same meaning; returned as it is when it already is. */
export function asciiHtml(html) {
  if (!NON_ASCII.test(html)) return html;
  let out = "";
  let last = 0;
  for (const m of html.matchAll(RAW_TEXT)) {
    out += markup(html.slice(last, m.index));
    out += m[1] ? m[1] + script(m[2]) + m[3] : m[4] + style(m[5]) + m[6];
    last = m.index + m[0].length;
  }
  return out + markup(html.slice(last));
}

/**
 * For the cache handlers' `set`: a rendered page (APP_PAGE) is stored in ASCII. Changed in place
 * on purpose: Next answers the request that rendered the page from this very object, so that
 * answer carries the same bytes, and the same ETag, as every later one served from the cache.
 */
export function storeAsciiPage(data) {
  if (data?.kind === "APP_PAGE" && typeof data.html === "string") data.html = flat(asciiHtml(data.html));
}

/**
 * The same ASCII text as one contiguous string. A page arrives from the renderer, and leaves
 * asciiHtml, as a tree of concatenated pieces; V8 joins them on first use but keeps the tree's
 * wrapper, and Node's fast paths for strings (Buffer.byteLength, Buffer.from: each answer's
 * Content-Length and the gzip input) accept only a plain sequential string, so every answer from
 * the cache took the slow ones: `/` served 548 req/s, main thread ~1,220 µs an answer; stored
 * flat, 592-620 req/s and ~1,080 µs (Node 20, bench/results.md). Latin-1 is exact for ASCII.
 */
const flat = (ascii) => Buffer.from(ascii, "latin1").toString("latin1");
