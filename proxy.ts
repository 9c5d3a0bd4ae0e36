import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/platform/env";
import { readSessionToken, sessionFromHeaders, SESSION_COOKIE } from "@/lib/access/auth/session";
import { methodNotAllowed } from "@/lib/platform/api/methods";
import { isSameOriginWrite } from "@/lib/platform/api/same-origin";
import { CROSS_SITE_REFUSED } from "@/lib/platform/errors";
import { isMalformedPath } from "@/server/malformed-path.mjs";
import { filtersFromQuery, hasFilterQuery, tourListPath } from "@/lib/content/tours/list-filters";
import { localePath, splitLocalePath } from "@/lib/content/i18n/locales";

/**
 * The first, cheap gate (no database): anonymous visitors of /account go to the login page, the
 * API answers CORS only for CORS_ORIGINS, and cookie-carried writes must come from our own origin.
 * Every page, Route Handler and service checks the session again on the server.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (isMalformedPath(pathname)) return malformedPath(req);
  if (pathname.startsWith("/api/")) return api(req);
  if (pathname === "/en" || pathname.startsWith("/en/")) return englishPrefix(req);
  if (/^(?:\/(?:fr|rw))?\/tours$/.test(pathname)) return tourFilterForm(req);
  // Other paths reach the proxy only for the percent-encoding check (the last matcher).
  if (pathname !== "/account" && !pathname.startsWith("/account/")) return NextResponse.next();

  const claims = await readSessionToken(req.cookies.get(SESSION_COOKIE)?.value);
  if (!claims) {
    const login = new URL("/auth/login", req.url);
    login.searchParams.set("next", pathname + req.nextUrl.search);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

/**
 * `%zz`, `%00` …: a JSON 400 for the API, the site's 404 page for pages (never Next's plain 500),
 * in the language of the path's prefix (`/fr/tour/%zz` is the French one).
 */
function malformedPath(req: NextRequest) {
  if (req.nextUrl.pathname.startsWith("/api/")) {
    return NextResponse.json({ error: "The address is not valid." }, { status: 400 });
  }
  const { locale } = splitLocalePath(req.nextUrl.pathname);
  return NextResponse.rewrite(new URL(`/${locale}/unreadable-address`, req.url));
}

/** English has no prefix: /en/tours is /tours (one URL per page for visitors and search engines). */
function englishPrefix(req: NextRequest) {
  const url = req.nextUrl.clone();
  url.pathname = req.nextUrl.pathname.slice(3) || "/";
  return NextResponse.redirect(url, 308);
}

/**
 * The /tours filter form is a GET form (it works without JavaScript), so it arrives as
 * `/tours?duration=…&price=…&sort=…`: send it to the list's canonical, cached path. Odd values fall
 * back to the defaults, so a query string never makes a page of its own.
 */
function tourFilterForm(req: NextRequest) {
  if (!hasFilterQuery(req.nextUrl.searchParams)) return NextResponse.next();
  const { locale } = splitLocalePath(req.nextUrl.pathname);
  return NextResponse.redirect(new URL(localePath(locale, tourListPath(filtersFromQuery(req.nextUrl.searchParams))), req.url), 303);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

async function api(req: NextRequest) {
  const origin = req.headers.get("origin");
  const allowed = origin !== null && env().CORS_ORIGINS.includes(origin);

  if (req.method === "OPTIONS") {
    if (!allowed) return new NextResponse(null, { status: 204 });
    return new NextResponse(null, { status: 204, headers: corsHeaders(origin) });
  }

  // Decided by the credential that will authenticate the request (the same rule as the guards):
  // a valid `token` header cannot be sent by another site, a cookie can. An invalid header next to
  // a cookie does not count, or any site could switch the check off by adding one.
  const session = SAFE_METHODS.has(req.method) ? null : await sessionFromHeaders(req.headers);
  const ridesOnCookie = session?.via === "cookie" || (session === null && req.cookies.has(SESSION_COOKIE));
  if (!SAFE_METHODS.has(req.method) && ridesOnCookie && !isSameOriginWrite(req)) {
    return NextResponse.json({ error: CROSS_SITE_REFUSED, errors: { auth: CROSS_SITE_REFUSED } }, { status: 403 });
  }

  // A wrong method on a known path: JSON 405 with Allow (Next's own 405 is empty).
  const res = methodNotAllowed(req.nextUrl.pathname, req.method) ?? NextResponse.next();
  if (allowed) for (const [k, v] of Object.entries(corsHeaders(origin))) res.headers.set(k, v);
  return res;
}

function corsHeaders(origin: string): Record<string, string> {
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": "token, content-type",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  };
}

export const config = {
  // "/tours" only with a filter field in its query string (tourFilterForm; the keys are
  // list-filters' PATH_KEYS, written out because Next reads this config without running it): the
  // plain list, a landing page, is served from the page cache without a trip through the proxy
  // (~0.5 ms a request). The last entry matches any path with percent-encoding in it (matched on
  // the raw path), so malformed ones are refused before Next decodes them; other pages never reach
  // the proxy.
  matcher: [
    "/account",
    "/account/:path*",
    "/api/:path*",
    { source: "/tours", has: [{ type: "query", key: "duration" }] },
    { source: "/tours", has: [{ type: "query", key: "price" }] },
    { source: "/tours", has: [{ type: "query", key: "sort" }] },
    { source: "/:lang(fr|rw)/tours", has: [{ type: "query", key: "duration" }] },
    { source: "/:lang(fr|rw)/tours", has: [{ type: "query", key: "price" }] },
    { source: "/:lang(fr|rw)/tours", has: [{ type: "query", key: "sort" }] },
    "/en",
    "/en/:path*",
    "/:path(.*%.*)",
  ],
};
