import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { ValidationError } from "@/lib/platform/errors";
import { passwordResetMail } from "@/lib/platform/mail/account-mails";
import { clear, hit, throttle, type Limit } from "@/lib/platform/rate-limit";
import { ACCOUNT_BLOCKED } from "./login";
import { loginKeys } from "./login-limits";
import { hashPassword } from "./password";
import { forgotPasswordSchema, resetPasswordSchema } from "./schema";
import { consumeToken, findUsableToken, hashToken, isWellFormedToken, issueLink, LINK_EXPIRED_OR_USED, revokeTokens } from "./tokens";
import { storeThenMail } from "@/lib/platform/mail/store-then-mail";

/** The one answer to every well-formed forgot-password request, whether or not the account exists. */
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email address, we have sent it a link to reset the password. The link expires in 1 hour.";
export const FORGOT_TOO_MANY = "Too many password reset requests. Please wait 15 minutes and try again.";
export const PASSWORD_SET_MESSAGE = "Your password has been saved. You can now log in with it.";

export const FORGOT_LIMITS = {
  /** Requests from one address (also stops using the form to probe many e-mails). */
  ip: { limit: 10, windowSeconds: 15 * 60 } satisfies Limit,
  /** E-mails sent to one address per hour; beyond it, requests are answered the same but send nothing. */
  email: { limit: 3, windowSeconds: 60 * 60 } satisfies Limit,
};

/** Attempts to use a link from one address (each one that gets as far as hashing costs 128 MiB). */
export const RESET_LIMIT = { limit: 10, windowSeconds: 15 * 60 } satisfies Limit;
export const RESET_TOO_MANY = "Too many attempts. Please wait 15 minutes and try again.";

/**
 * Every request takes at least this long, so the response time does not tell whether a mail was
 * queued (an account exists) or not.
 */
export const FORGOT_MIN_RESPONSE_MS = 700;

/**
 * POST /api/auth/send-forgot-password. Queues a reset e-mail for an active account and always gives
 * the same answer in about the same time. Too many requests from one address get a 429.
 */
export async function requestPasswordReset(body: unknown, ip: string): Promise<{ message: string }> {
  const started = Date.now();
  try {
    const { email } = forgotPasswordSchema.parse(body);
    await throttle(`forgot:ip:${ip}`, FORGOT_LIMITS.ip, FORGOT_TOO_MANY);
    // Counted for every address, existing or not, so the limit itself reveals nothing.
    const underEmailLimit = (await hit(`forgot:email:${email}`, FORGOT_LIMITS.email)) <= FORGOT_LIMITS.email.limit;

    const db = await getDb();
    const [user] = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, isActive: users.isActive })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (user?.isActive && underEmailLimit) {
      await storeThenMail(async (tx, mail) => {
        await revokeTokens(tx, user.id, "reset");
        await mail(passwordResetMail(user, await issueLink(tx, user.id, "reset")));
      });
    }
    return { message: FORGOT_PASSWORD_MESSAGE };
  } finally {
    const wait = FORGOT_MIN_RESPONSE_MS - (Date.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
}

/** For the link pages: whether the link can still be used (nothing is changed). */
export async function isLinkUsable(token: string): Promise<boolean> {
  const db = await getDb();
  return (await findUsableToken(db, token)) !== null;
}

/**
 * POST /api/auth/reset-password-account, for invitation and reset links alike: sets the password,
 * uses the link up, voids the user's other open links and ends all their sessions.
 */
export async function resetPasswordWithToken(body: unknown, ip: string): Promise<{ message: string }> {
  const { token, password } = resetPasswordSchema.parse(body);
  // A made-up link is refused before any query (tokens.ts): it cannot be guessed, so it need not count.
  if (!isWellFormedToken(token)) throw new ValidationError([LINK_EXPIRED_OR_USED]);
  await throttle(`reset:ip:${ip.slice(0, 64)}`, RESET_LIMIT, RESET_TOO_MANY);
  const db = await getDb();
  // Every cheap check first: a bogus or used link, or a blocked account, never reaches scrypt.
  const usable = await findUsableToken(db, token);
  if (!usable) throw new ValidationError([LINK_EXPIRED_OR_USED]);
  const [owner] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, usable.userId)).limit(1);
  if (!owner?.isActive) throw new ValidationError([ACCOUNT_BLOCKED]);
  // Hash before the transaction: scrypt is slow and must not hold row locks. The transaction
  // checks the link again, atomically, so two simultaneous uses cannot both succeed.
  const passwordHash = await hashPassword(password);
  const email = await db.transaction(async (tx) => {
    const used = await consumeToken(tx, token);
    if (!used) throw new ValidationError([LINK_EXPIRED_OR_USED]);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email, isActive: users.isActive });
    if (!user.isActive) throw new ValidationError([ACCOUNT_BLOCKED]);
    await revokeTokens(tx, used.userId, undefined, hashToken(token));
    return user.email;
  });
  // A fresh password deserves a fresh count of failed logins.
  await clear(loginKeys(email, "").account);
  return { message: PASSWORD_SET_MESSAGE };
}
