import "server-only";
import { count, desc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { offsetOf } from "@/lib/platform/pagination";

/** A user as the API and the dashboard show it (api-contract "User"): never the password hash. */
export const publicUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  phoneNumber: users.phoneNumber,
  organization: users.organization,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

/** For the dashboard only: whether the invited user has chosen a password yet. */
const listColumns = { ...publicUserColumns, hasPassword: isNotNull(users.passwordHash).mapWith(Boolean) };

export type PublicUser = { [K in keyof typeof publicUserColumns]: (typeof users.$inferSelect)[K] };
export type UserListRow = PublicUser & { hasPassword: boolean };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(q?: string) {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(
    ilike(users.firstName, like),
    ilike(users.lastName, like),
    ilike(users.email, like),
    ilike(users.organization, like),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
  );
}

/** Staff accounts, newest first; `limit` undefined means all of them (the API's default). */
export async function listUsers(query: { page: number; limit?: number; q?: string }): Promise<{ rows: UserListRow[]; total: number }> {
  const db = await getDb();
  const where = matching(query.q);
  const base = db.select(listColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id));
  const [rows, [{ total }]] = await Promise.all([
    query.limit ? base.limit(query.limit).offset(offsetOf({ page: query.page, limit: query.limit })) : base,
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

export async function getUserById(id: string): Promise<UserListRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select(listColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export function toPublicUser(row: PublicUser & Record<string, unknown>): PublicUser {
  const { id, firstName, lastName, email, role, phoneNumber, organization, isActive, createdAt } = row;
  return { id, firstName, lastName, email, role, phoneNumber, organization, isActive, createdAt };
}
