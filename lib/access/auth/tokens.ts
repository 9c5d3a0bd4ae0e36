import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { oneTimeTokens, type TokenPurpose } from "@/lib/platform/db/schema";
import { registerMailMakers } from "@/lib/platform/mail/makers";
import { sessionKey } from "./secret";

/** How long each kind of link stays valid. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  invite: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export const LINK_EXPIRED_OR_USED = "This link has expired or has already been used. Please ask for a new one.";

/** Only this digest is stored, so a database leak does not hand out working links. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

// A link token is 24 random bytes followed by an 8-byte tag (an HMAC of them under a key derived
// from the session secret), 43 characters of base64url. The tag lets a made-up token be refused
// without a query: a flood of bogus reset links from many addresses then costs no database work
// (with the embedded PGlite every query runs on the main thread). The random part alone is the secret.
const RANDOM_BYTES = 24;
const TAG_BYTES = 8;
let tagKey: Buffer | undefined;

function tagOf(random: Buffer): Buffer {
  tagKey ??= createHmac("sha256", sessionKey()).update("ikaze one-time link tags").digest();
  return createHmac("sha256", tagKey).update(random).digest().subarray(0, TAG_BYTES);
}

/** A fresh link token (not stored anywhere): what issueToken puts in the e-mail. */
export function newLinkToken(): string {
  const random = randomBytes(RANDOM_BYTES);
  return Buffer.concat([random, tagOf(random)]).toString("base64url");
}

/**
 * Whether the token is one this site made (its tag matches), used or not. Links issued under another
 * session secret fail it, as their sessions do.
 */
export function isWellFormedToken(token: string): boolean {
  if (typeof token !== "string" || token.length !== 43 || !/^[A-Za-z0-9_-]+$/.test(token)) return false;
  const bytes = Buffer.from(token, "base64url");
  // Canonical only: the last character's spare bits would otherwise give one token four spellings.
  if (bytes.length !== RANDOM_BYTES + TAG_BYTES || bytes.toString("base64url") !== token) return false;
  return timingSafeEqual(bytes.subarray(RANDOM_BYTES), tagOf(bytes.subarray(0, RANDOM_BYTES)));
}

/**
 * Opens a single-use link for the user and returns its row's id, not a token: no working token
 * exists until the e-mail goes out, when `mintLinkToken` puts a fresh one into it, so the outbox
 * never holds one. Call inside the transaction that queues the mail (with `linkTokenId`).
 */
export async function issueLink(db: Db, userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const [row] = await db
    .insert(oneTimeTokens)
    // The digest of a token nobody keeps: the link works only once a token is minted for it.
    .values({ userId, purpose, tokenHash: hashToken(newLinkToken()), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]) })
    .returning({ id: oneTimeTokens.id });
  return row.id;
}

/**
 * A fresh token for an open link, for the e-mail being sent (the token of an earlier attempt stops
 * working); null when the link was used, replaced by a newer one or has expired.
 */
export async function mintLinkToken(db: Db, id: string, now = new Date()): Promise<string | null> {
  const token = newLinkToken();
  const [row] = await db
    .update(oneTimeTokens)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning({ id: oneTimeTokens.id });
  return row ? token : null;
}

/** Marks the user's other unused links of this purpose as used (a new reset request supersedes old ones). */
export async function revokeTokens(db: Db, userId: string, purpose?: TokenPurpose, exceptHash?: string): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        isNull(oneTimeTokens.usedAt),
        purpose ? eq(oneTimeTokens.purpose, purpose) : undefined,
        exceptHash ? ne(oneTimeTokens.tokenHash, exceptHash) : undefined,
      ),
    );
}

type TokenRow = typeof oneTimeTokens.$inferSelect;

/** The token's row if it is unused and unexpired (for showing the form); does not use it up. */
export async function findUsableToken(db: Db, token: string, now = new Date()): Promise<TokenRow | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Uses the token up in one conditional UPDATE, so two simultaneous requests cannot both succeed.
 * Returns its row, or null if it is unknown, expired or already used.
 */
export async function consumeToken(db: Db, token: string, now = new Date()): Promise<TokenRow | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning();
  return row ?? null;
}

// The outbox mints the token into a link mail when it sends it (lib/platform/mail/makers.ts).
registerMailMakers({ link: mintLinkToken });
