import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { hashPassword } from "@/lib/access/auth/password";
import { passwordProblems } from "@/lib/access/auth/password-rules";
import { PLACEHOLDER_ADMIN, splitName } from "./names";

export const DEFAULT_ADMIN_EMAIL = "admin@ikaze.rw";

/**
 * Creates an admin, or makes an existing account an active admin with this password. A new admin is
 * named `name` ("First Last"); without one the placeholder "Site Administrator" (an existing
 * account keeps its name).
 */
export async function upsertAdmin(db: Db, email: string, password: string, name?: string): Promise<void> {
  // The same rules as every other password: a weak ADMIN_PASSWORD stops start-up with the reason.
  const problems = passwordProblems(password);
  if (problems.length) throw new Error(`The administrator password is not accepted: ${problems.join("; ")}.`);
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({ email: normalized, ...(name?.trim() ? splitName(name) : PLACEHOLDER_ADMIN), role: "admin", passwordHash, organization: "Ikaze" })
    .onConflictDoUpdate({
      target: users.email,
      set: { role: "admin", isActive: true, passwordHash },
    });
}

/**
 * At start: if no admin exists, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated
 * password printed once to the log. Returns the admin's id when one was created.
 */
export async function ensureAdmin(db: Db, config: { email?: string; password?: string; name?: string }): Promise<string | undefined> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (existing) return undefined;
  const email = config.email ?? DEFAULT_ADMIN_EMAIL;
  const password = config.password ?? randomBytes(12).toString("base64url");
  await upsertAdmin(db, email, password, config.name);
  const banner = config.password
    ? `Admin account ready: ${email} (password from ADMIN_PASSWORD)`
    : `Admin account created: ${email} / ${password}  (shown once; change it after logging in)`;
  console.info(`\n  ${banner}\n`);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row.id;
}
