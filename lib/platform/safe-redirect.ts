/** Stands in for our origin while resolving; only its being the same matters. */
const BASE = "http://site.invalid";

/**
 * Where to send the browser after login: a path on this site that is not an auth page. `next` is
 * resolved the way a browser would (tabs and newlines dropped, `\` read as `/`), and anything that
 * lands on another origin, or would read as one (`//host`), gives the fallback.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/account"): string {
  if (typeof next !== "string" || !next.startsWith("/") || next.length > 2048) return fallback;
  let url: URL;
  try {
    url = new URL(next, `${BASE}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (decoded === "/auth" || decoded.startsWith("/auth/")) return fallback;
  return path;
}
