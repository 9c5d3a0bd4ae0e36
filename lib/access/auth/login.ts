import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from "@/lib/platform/errors";
import { clear, count, hit, release, retryAfter, type Limit } from "@/lib/platform/rate-limit";
import { newDevice, trustedDevice } from "./device-cookie";
import { admitToHash, type HashLane } from "./hash-queue";
import { accountDelayMs, LOGIN_LIMITS, loginKeys } from "./login-limits";
import { verifyPassword } from "./password";
import { loginSchema } from "./schema";
import { signSession } from "./session";

export { LOGIN_LIMITS } from "./login-limits";

export const WRONG_CREDENTIALS = "Invalid email or password.";
export const ACCOUNT_BLOCKED = "Your account is blocked. Please contact an administrator.";
export const TOO_MANY_ATTEMPTS = "Too many login attempts. Please wait 15 minutes and try again.";

/**
 * Checks the credentials and returns a signed session token, with the device cookie to keep (see
 * lib/access/auth/device-cookie.ts; `device` is the one the browser sent, if any). Every attempt is
 * counted BEFORE the password is checked (the count comes back from the same atomic upsert), so
 * simultaneous guesses each see their own number and only the allowed ones reach scrypt. See
 * docs/security.md "Login throttling".
 */
export async function login(body: unknown, client: { ip: string; device?: string }): Promise<{ token: string; device: string }> {
  const { email, password } = loginSchema.parse(body);
  const trusted = trustedDevice(client.device, email);
  const keys = loginKeys(email, client.ip, trusted);
  const lane: HashLane = trusted ? "trusted" : "shared";
  // Admitted before any query: in a flood, requests that could not hash anyway cost nothing.
  let place = admitToHash(lane);
  try {
    const delay = await countAttempt(keys);
    if (delay > 0) {
      // A stranger's growing delay holds no place, or a few slow guesses would keep everyone out.
      place.release();
      await new Promise((r) => setTimeout(r, delay));
      place = admitToHash(lane);
    }
    const token = await checkPassword(email, password, keys, lane);
    return { token, device: trusted ? client.device! : newDevice(email) };
  } finally {
    place.release();
  }
}

/** Counts the attempt against every limit and returns how long a stranger must wait before the check. */
async function countAttempt(keys: LoginKeys): Promise<number> {
  // The account's own browser: counted per device only (OWASP's device cookies). Others sharing its
  // address, or hammering the account from anywhere, do not use up its attempts.
  if (keys.device) {
    await countOrRefuse(keys.device, LOGIN_LIMITS.device);
    return 0;
  }
  // Tight: this address on this account. Always applies, also to the owner's own address. First,
  // so that a flood from one address is refused before any other query.
  await countOrRefuse(keys.pair, LOGIN_LIMITS.pair);
  // This address across accounts (password spraying).
  await countOrRefuse(keys.ip, LOGIN_LIMITS.ip);
  const known = (await count(keys.known, LOGIN_LIMITS.known)) > 0;
  // Loose: the account from anywhere. An address the account signed in from lately is exempt, so
  // a stranger's failures do not lock the owner out; others wait longer with every failure.
  const accountFailures = await hit(keys.account, LOGIN_LIMITS.account);
  if (known) return 0;
  if (accountFailures > LOGIN_LIMITS.account.limit) {
    throw new TooManyRequestsError(TOO_MANY_ATTEMPTS, await retryAfter(keys.account, LOGIN_LIMITS.account));
  }
  return accountDelayMs(accountFailures);
}

async function checkPassword(email: string, password: string, keys: LoginKeys, lane: HashLane): Promise<string> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  // verifyPassword spends the same time whether or not the account exists.
  const valid = await verifyPassword(password, user?.passwordHash, lane);
  if (!user || !valid) throw new UnauthorizedError(WRONG_CREDENTIALS);
  // Only someone who knows the password learns that the account is blocked.
  if (!user.isActive) throw new ForbiddenError(ACCOUNT_BLOCKED);

  // A success was not a failure: take back its counts, and remember the address for the account.
  const counted = keys.device ? [clear(keys.device)] : [clear(keys.pair), release(keys.ip, LOGIN_LIMITS.ip), release(keys.account, LOGIN_LIMITS.account)];
  await Promise.all([...counted, hit(keys.known, LOGIN_LIMITS.known)]);
  return signSession(user);
}

type LoginKeys = ReturnType<typeof loginKeys>;

async function countOrRefuse(key: string, rule: Limit): Promise<void> {
  if ((await hit(key, rule)) > rule.limit) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS, await retryAfter(key, rule));
}
