// Whether a raw URL path (still percent-encoded) is one no page or API route can serve: a segment
// that is not valid percent-encoded UTF-8 (`%zz`, `%ED%A0%80`, a lone surrogate) or that decodes
// to a control character (`%00`). Next decodes dynamic segments itself and answers such paths
// with a plain-text 500 without our headers (or passes NUL on to PostgreSQL, another 500), so
// proxy.ts refuses them first (the site's 404 page for pages, JSON 400 for the API). No Node-only APIs: proxy.ts uses it.
const CONTROL = /[\u0000-\u001F\u007F]/;

/** @param {string} rawPath the path of a request, before any decoding (no query string) */
export function isMalformedPath(rawPath) {
  if (!rawPath.includes("%")) return CONTROL.test(rawPath);
  for (const segment of rawPath.split("/")) {
    let decoded;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    if (CONTROL.test(decoded)) return true;
  }
  return false;
}
