import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { accountKey } from "./login-limits";
import { sessionKey } from "./secret";

/**
 * Device cookies (OWASP's "slow down online guessing attacks with device cookies"). A browser that
 * signed in to an account keeps a cookie naming that account, signed with a key derived from the
 * session secret. A later login to the same account from that browser is trusted:
 * - it has places of its own in the line for password hashing (lib/access/auth/hash-queue.ts), so a
 *   flood of strangers' logins cannot answer the owner "busy";
 * - its failures are counted against the device (5 in 15 minutes), not the address or the account,
 *   so strangers sharing the owner's address or hammering the account do not lock the owner out.
 * Checking it is an HMAC, no query. The cookie goes only to the login route and holds no session.
 */
export const DEVICE_COOKIE = "ikaze_device";
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const NONCE_BYTES = 12;
const TAG_LENGTH = 22; // characters of base64url: 132 bits of the HMAC

let macKey: Buffer | undefined;

function tagOf(account: string, nonce: string): string {
  macKey ??= createHmac("sha256", sessionKey()).update("ikaze device cookies").digest();
  return createHmac("sha256", macKey).update(`${account}.${nonce}`).digest("base64url").slice(0, TAG_LENGTH);
}

/** A new device cookie value for this account: `<nonce>.<tag>`. */
export function newDevice(email: string): string {
  const nonce = randomBytes(NONCE_BYTES).toString("base64url");
  return `${nonce}.${tagOf(accountKey(email), nonce)}`;
}

/** The device's id when this site issued the cookie for this very account, otherwise null. */
export function trustedDevice(cookie: string | undefined, email: string): string | null {
  if (!cookie || cookie.length > 64) return null;
  const [nonce, tag, ...rest] = cookie.split(".");
  if (rest.length || !nonce || !tag || tag.length !== TAG_LENGTH) return null;
  const expected = Buffer.from(tagOf(accountKey(email), nonce));
  const given = Buffer.from(tag);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

export function deviceCookie(value: string) {
  return {
    name: DEVICE_COOKIE,
    value,
    httpOnly: true,
    sameSite: "strict" as const,
    secure: process.env.NODE_ENV === "production",
    // Sent with login attempts only.
    path: "/api/auth/login",
    maxAge: MAX_AGE_SECONDS,
  };
}
