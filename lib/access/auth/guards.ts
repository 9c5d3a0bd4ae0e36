import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { and, eq, notExists, sql } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { revokedSessions, users, type User } from "@/lib/platform/db/schema";
import { ForbiddenError, UnauthorizedError } from "@/lib/platform/errors";
import { sessionFromHeaders, type SessionClaims } from "./session";

/** What services need to know about the signed-in staff member. */
export type Actor = Pick<User, "id" | "email" | "firstName" | "lastName" | "role">;

/**
 * The signed-in staff member for this request, re-read from the database so that a blocked,
 * deleted or reset account, or a session ended by logout, is refused at once. Pages call
 * `currentUser()`, Route Handlers `getActor(req)`: both read the request's headers through the one
 * function `sessionFromHeaders` (a `token` header for API clients, else the session cookie).
 */
export const currentUser = cache(async (): Promise<Actor | null> => actorFromHeaders(await headers()));

/** For Route Handlers: the same check, read from the request (testable without Next's request scope). */
export async function getActor(req: Request): Promise<Actor | null> {
  return actorFromHeaders(req.headers);
}

async function actorFromHeaders(h: Headers): Promise<Actor | null> {
  const session = await sessionFromHeaders(h);
  return session ? actorFromClaims(session.claims) : null;
}

export async function actorFromClaims(claims: Pick<SessionClaims, "sub" | "sv" | "jti">): Promise<Actor | null> {
  const db = await getDb();
  const revoked = db
    .select({ one: sql`1` })
    .from(revokedSessions)
    .where(eq(revokedSessions.jti, claims.jti));
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
    .where(and(eq(users.id, claims.sub), notExists(revoked)))
    .limit(1);
  if (!user || !user.isActive || user.sessionVersion !== claims.sv) return null;
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
