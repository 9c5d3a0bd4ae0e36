import { jwtVerify, SignJWT } from "jose";
import type { Role } from "@/lib/platform/db/schema";
import { sessionKey } from "./secret";

export const SESSION_COOKIE = "ikaze_session";
/** Staff sessions last a working day. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

/**
 * The claims old clients decode without verifying: `exp` and `role`. `sv` ends every session of
 * the user (reset, block, "log out everywhere"); `jti` names this one session so logout can end it.
 */
export type SessionClaims = { sub: string; role: Role; sv: number; exp: number; jti: string };

export async function signSession(user: { id: string; role: Role; sessionVersion: number }): Promise<string> {
  return new SignJWT({ role: user.role, sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(sessionKey());
}

/** A valid, unexpired token's claims, or null. Does not look at the database. */
export async function readSessionToken(token: string | null | undefined): Promise<SessionClaims | null> {
  if (!token || token === "null" || token === "undefined") return null;
  try {
    const { payload } = await jwtVerify(token, sessionKey(), { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || (payload.role !== "admin" && payload.role !== "user")) return null;
    // Tokens from before logout could revoke them carry no jti: refused, so each can be ended.
    if (typeof payload.jti !== "string") return null;
    return { sub: payload.sub, role: payload.role, sv: Number(payload.sv ?? 0), exp: payload.exp ?? 0, jti: payload.jti };
  } catch {
    return null;
  }
}

/**
 * The request's session token: a `token` header that verifies (API clients), else the session
 * cookie (browsers). Also tells which one it was, for the cross-site check in proxy.ts.
 */
export async function sessionFromHeaders(headers: Headers): Promise<{ claims: SessionClaims; token: string; via: "header" | "cookie" } | null> {
  const headerToken = headers.get("token");
  const fromHeader = await readSessionToken(headerToken);
  if (fromHeader) return { claims: fromHeader, token: headerToken!, via: "header" };
  const cookieToken = readCookie(headers.get("cookie"), SESSION_COOKIE);
  const fromCookie = await readSessionToken(cookieToken);
  return fromCookie ? { claims: fromCookie, token: cookieToken!, via: "cookie" } : null;
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function sessionCookie(token: string) {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: process.env.NODE_ENV === "production",
    path: "/",
    maxAge: SESSION_TTL_SECONDS,
  };
}
