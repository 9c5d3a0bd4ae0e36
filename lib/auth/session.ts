import { jwtVerify, SignJWT } from "jose";
import type { Role } from "@/lib/db/schema";
import { sessionKey } from "./secret";

export const SESSION_COOKIE = "ikaze_session";
/** Staff sessions last a working day. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

/** The claims old clients decode without verifying: `exp` and `role`. `sv` ends sessions on reset or block. */
export type SessionClaims = { sub: string; role: Role; sv: number; exp: number };

export async function signSession(user: { id: string; role: Role; sessionVersion: number }): Promise<string> {
  return new SignJWT({ role: user.role, sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
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
    return { sub: payload.sub, role: payload.role, sv: Number(payload.sv ?? 0), exp: payload.exp ?? 0 };
  } catch {
    return null;
  }
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
