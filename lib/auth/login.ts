import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from "@/lib/errors";
import { clear, count, hit, retryAfter, type Limit } from "@/lib/rate-limit";
import { verifyPassword } from "./password";
import { loginSchema } from "./schema";
import { signSession } from "./session";

export const LOGIN_LIMITS = {
  /** Failed attempts on one account before it is paused. */
  account: { limit: 5, windowSeconds: 15 * 60 } satisfies Limit,
  /** Failed attempts from one address (covers password spraying across accounts). */
  ip: { limit: 30, windowSeconds: 15 * 60 } satisfies Limit,
};

export const WRONG_CREDENTIALS = "Invalid email or password.";
export const ACCOUNT_BLOCKED = "Your account is blocked. Please contact an administrator.";
export const TOO_MANY_ATTEMPTS = "Too many login attempts. Please wait 15 minutes and try again.";

/** Checks the credentials and returns a signed session token. */
export async function login(body: unknown, ip: string): Promise<{ token: string }> {
  const { email, password } = loginSchema.parse(body);
  const accountKey = `login:account:${email}`;
  const ipKey = `login:ip:${ip}`;

  // Only failures count, so a busy office behind one address is not locked out by its own logins.
  for (const [key, rule] of [[ipKey, LOGIN_LIMITS.ip], [accountKey, LOGIN_LIMITS.account]] as const) {
    if ((await count(key, rule)) >= rule.limit) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS, await retryAfter(key, rule));
  }

  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  // verifyPassword spends the same time whether or not the account exists.
  const valid = await verifyPassword(password, user?.passwordHash);
  if (!user || !valid) {
    await Promise.all([hit(accountKey, LOGIN_LIMITS.account), hit(ipKey, LOGIN_LIMITS.ip)]);
    throw new UnauthorizedError(WRONG_CREDENTIALS);
  }
  // Only someone who knows the password learns that the account is blocked.
  if (!user.isActive) throw new ForbiddenError(ACCOUNT_BLOCKED);

  await clear(accountKey);
  return { token: await signSession(user) };
}
