import { env } from "@/lib/platform/env";

type Req = { headers: Headers };

/**
 * Whether `origin` (an Origin header) is this site: APP_URL's origin, or the Host the browser sent
 * this very request to. Never X-Forwarded-Host: whoever sends the request chooses it. No Node-only
 * APIs: proxy.ts uses it.
 */
export function isOwnOrigin(req: Req, origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false; // "null" (a sandboxed frame, a data: page) and anything else unreadable
  }
  const appUrl = env().APP_URL;
  if (appUrl && new URL(appUrl).origin === origin) return true;
  return host === req.headers.get("host");
}

/**
 * A write that rides on the session cookie comes from our own page. Browsers send Origin on every
 * cross-site write; without one, Sec-Fetch-Site backs that up, and a request with neither is not
 * from a browser (so no visitor's cookie is at stake).
 */
export function isSameOriginWrite(req: Req): boolean {
  const origin = req.headers.get("origin");
  if (origin !== null) return isOwnOrigin(req, origin);
  const site = req.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

/**
 * Whether a login may set a session cookie (login CSRF: another site's page posting the attacker's
 * credentials would sign the visitor into the attacker's account). The no-script HTML form must
 * prove it is our page's (a same-origin Origin, or Sec-Fetch-Site: same-origin); any other request
 * must not come from another site, CORS_ORIGINS partners apart, so API clients (which send no
 * Origin) keep the contract's JSON login.
 */
export function mayLogIn(req: Req, isHtmlForm: boolean): boolean {
  const origin = req.headers.get("origin");
  const site = req.headers.get("sec-fetch-site");
  if (isHtmlForm) return origin !== null ? isOwnOrigin(req, origin) : site === "same-origin";
  if (origin !== null) return isOwnOrigin(req, origin) || env().CORS_ORIGINS.includes(origin);
  return site !== "cross-site" && site !== "same-site";
}
