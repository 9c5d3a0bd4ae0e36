import "server-only";
import { eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { revokedSessions, users } from "@/lib/platform/db/schema";
import { assertStaff, type Actor } from "./guards";
import type { SessionClaims } from "./session";

/** POST /api/auth/logout: this session's token stops working at once (cookie or header alike). */
export async function endSession(claims: SessionClaims | null): Promise<{ message: string }> {
  if (claims) {
    const db = await getDb();
    await db
      .insert(revokedSessions)
      .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
      .onConflictDoNothing();
    // Revoked tokens past their expiry are refused anyway; keep the list short.
    await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
  }
  return { message: "Logged out." };
}

/** POST /api/auth/logout-everywhere: every session of the signed-in user ends, this one included. */
export async function endAllSessions(actor: Actor | null): Promise<{ message: string }> {
  assertStaff(actor);
  const db = await getDb();
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, actor.id));
  return { message: "Logged out everywhere." };
}
