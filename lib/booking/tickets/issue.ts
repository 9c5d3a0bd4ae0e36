import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { tickets } from "@/lib/platform/db/schema";
import { CODE_ALPHABET } from "./code";

/** 12 characters of 5 random bits each (a byte's low 5 bits are uniform: 256 is a multiple of 32). */
export function newCheckInCode(): string {
  const chars = [...randomBytes(12)].map((b) => CODE_ALPHABET[b & 31]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/**
 * The booking's live check-in code, made on first need (its first voucher). Safe to call twice at
 * once: the partial unique index keeps one live code per order, and the loser reads the winner's.
 */
export async function ticketCodeForOrder(db: Db, orderId: string): Promise<string> {
  const live = and(eq(tickets.orderId, orderId), isNull(tickets.revokedAt));
  const [found] = await db.select({ code: tickets.code }).from(tickets).where(live).limit(1);
  if (found) return found.code;
  await db.insert(tickets).values({ orderId, code: newCheckInCode() }).onConflictDoNothing();
  const [made] = await db.select({ code: tickets.code }).from(tickets).where(live).limit(1);
  return made.code;
}

/**
 * Revokes the booking's code (a lost or shared voucher) and issues a new one: the old code then
 * answers as unknown at the door. Returns the new code.
 */
export async function reissueTicket(tx: Db, orderId: string, now: Date): Promise<string> {
  await tx
    .update(tickets)
    .set({ revokedAt: now })
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.revokedAt)));
  return ticketCodeForOrder(tx, orderId);
}
