import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users, type User } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { readSessionToken, SESSION_COOKIE } from "./session";

/** What services need to know about the signed-in staff member. */
export type Actor = Pick<User, "id" | "email" | "firstName" | "lastName" | "role">;

/**
 * The signed-in staff member for this request, re-read from the database so that a blocked,
 * deleted or reset account is refused at once. Reads the `token` header (API clients) or the
 * session cookie (browsers). Memoised per request.
 */
export const currentUser = cache(async (): Promise<Actor | null> => {
  const headerToken = (await headers()).get("token");
  const cookieToken = (await cookies()).get(SESSION_COOKIE)?.value;
  const claims = (await readSessionToken(headerToken)) ?? (await readSessionToken(cookieToken));
  if (!claims) return null;
  return actorFromClaims(claims.sub, claims.sv);
});

/** For Route Handlers: the same check, read from the request (testable without Next's request scope). */
export async function getActor(req: Request): Promise<Actor | null> {
  const cookieToken = parseCookie(req.headers.get("cookie"), SESSION_COOKIE);
  const claims = (await readSessionToken(req.headers.get("token"))) ?? (await readSessionToken(cookieToken));
  if (!claims) return null;
  return actorFromClaims(claims.sub, claims.sv);
}

function parseCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

export async function actorFromClaims(userId: string, sessionVersion: number): Promise<Actor | null> {
  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || !user.isActive || user.sessionVersion !== sessionVersion) return null;
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
}

/** For services: any signed-in staff member. */
export function assertStaff(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new UnauthorizedError();
}

/** For services: administrators only (spec §6). */
export function assertAdmin(actor: Actor | null): asserts actor is Actor {
  assertStaff(actor);
  if (actor.role !== "admin") throw new ForbiddenError();
}

/** For /account pages: the staff member, or a redirect to the login page. */
export async function requireStaffPage(): Promise<Actor> {
  const actor = await currentUser();
  if (!actor) redirect("/auth/login");
  return actor;
}

/** For admin-only /account pages: signed-in admins, else 403. */
export async function requireAdminPage(): Promise<Actor> {
  const actor = await requireStaffPage();
  if (actor.role !== "admin") forbidden();
  return actor;
}
