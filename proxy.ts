import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { readSessionToken, SESSION_COOKIE } from "@/lib/auth/session";
import { isMalformedPath } from "@/server/malformed-path.mjs";

/**
 * The first, cheap gate (no database): anonymous visitors of /account go to the login page, the
 * API answers CORS only for CORS_ORIGINS, and cookie-carried writes must come from our own origin.
 * Every page, Route Handler and service checks the session again on the server.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (isMalformedPath(pathname)) return malformedPath(req);
  if (pathname.startsWith("/api/")) return api(req);
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

/** `%zz`, `%00` …: a JSON 400 for the API, the site's 404 page for pages (never Next's plain 500). */
function malformedPath(req: NextRequest) {
  if (req.nextUrl.pathname.startsWith("/api/")) {
    return NextResponse.json({ error: "The address is not valid." }, { status: 400 });
  }
  // Pages: server.mjs already sent these to the 404 page; `next start` and `next dev` get it here.
  return NextResponse.rewrite(new URL("/not-found", req.url));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function api(req: NextRequest) {
  const origin = req.headers.get("origin");
  const allowed = origin !== null && env().CORS_ORIGINS.includes(origin);

  if (req.method === "OPTIONS") {
    if (!allowed) return new NextResponse(null, { status: 204 });
    return new NextResponse(null, { status: 204, headers: corsHeaders(origin) });
  }

  const ridesOnCookie = req.cookies.has(SESSION_COOKIE) && !req.headers.get("token");
  if (!SAFE_METHODS.has(req.method) && ridesOnCookie && !isSameOrigin(req, origin)) {
    return NextResponse.json(
      { error: "Cross-site request refused.", errors: { auth: "Cross-site request refused." } },
      { status: 403 },
    );
  }

  const res = NextResponse.next();
  if (allowed) for (const [k, v] of Object.entries(corsHeaders(origin))) res.headers.set(k, v);
  return res;
}

function isSameOrigin(req: NextRequest, origin: string | null): boolean {
  if (origin === null) {
    // Browsers always send Origin on cross-site writes; Sec-Fetch-Site backs that up.
    const site = req.headers.get("sec-fetch-site");
    return site === null || site === "same-origin" || site === "none";
  }
  const own = [req.nextUrl.origin, env().APP_URL?.replace(/\/$/, "")];
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) own.push(`${req.headers.get("x-forwarded-proto") ?? req.nextUrl.protocol.replace(":", "")}://${host}`);
  return own.includes(origin);
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
  // The last entry matches any path with percent-encoding in it (matched on the raw path), so
  // malformed ones are refused before Next decodes them; other pages never reach the proxy.
  matcher: ["/account", "/account/:path*", "/api/:path*", "/:path(.*%.*)"],
};
