import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { readSessionToken, SESSION_COOKIE } from "@/lib/auth/session";
import { methodNotAllowed } from "@/lib/api/methods";

/**
 * The first, cheap gate (no database): anonymous visitors of /account go to the login page, the
 * API answers CORS only for CORS_ORIGINS, and cookie-carried writes must come from our own origin.
 * Every page, Route Handler and service checks the session again on the server.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname.startsWith("/api/")) return api(req);

  const claims = await readSessionToken(req.cookies.get(SESSION_COOKIE)?.value);
  if (!claims) {
    const login = new URL("/auth/login", req.url);
    login.searchParams.set("next", pathname + req.nextUrl.search);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
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

  // A wrong method on a known path: JSON 405 with Allow (Next's own 405 is empty).
  const res = methodNotAllowed(req.nextUrl.pathname, req.method) ?? NextResponse.next();
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
  matcher: ["/account", "/account/:path*", "/api/:path*"],
};
