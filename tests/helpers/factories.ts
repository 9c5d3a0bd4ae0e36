import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/platform/db/client";
import { users, type Role } from "@/lib/platform/db/schema";
import { hashPassword } from "@/lib/access/auth/password";
import { signSession } from "@/lib/access/auth/session";
import type { Actor } from "@/lib/access/auth/guards";

export const TEST_PASSWORD = "correct-horse-battery-staple";

// One real scrypt hash per test process (at the tests' cost, see setup.ts), which every account may
// share (the salt is inside). Logins still verify it in full.
let testPasswordHash: Promise<string> | undefined;
const passwordHashOnce = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

/** A staff account straight in the database, with a password and a valid session token. */
export async function makeUser(role: Role = "user", overrides: Partial<typeof users.$inferInsert> = {}) {
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({
      firstName: "Test",
      lastName: role === "admin" ? "Admin" : "Editor",
      email: `${role}-${randomBytes(4).toString("hex")}@ikaze.test`,
      role,
      organization: "Ikaze",
      passwordHash: await passwordHashOnce(),
      ...overrides,
    })
    .returning();
  const token = await signSession(user);
  const actor: Actor = { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
  return { user, token, actor };
}

/** A request as an API client would send it, for calling Route Handlers directly. */
export function apiRequest(url: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.token = init.token;
  return new NextRequest(new URL(url, "http://ikaze.test"), {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

/** The second argument Next passes to a dynamic Route Handler. */
export const params = <T extends Record<string, string>>(p: T) => ({ params: Promise.resolve(p) });

/**
 * PGlite's clock ticks in milliseconds, so rows written back to back can share a created_at.
 * Tests that check "newest first" among rows they just wrote wait a little between writes.
 */
export const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 3));
