import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { oneTimeTokens, type TokenPurpose } from "@/lib/db/schema";

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

/**
 * Issues a single-use link token (32 random bytes, base64url) for the user and returns it; the
 * caller puts it in an e-mail and never stores it. Call inside the transaction that queues the mail.
 */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
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
  if (!token || token.length > 200) return null;
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
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning();
  return row ?? null;
}
