import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { TooManyRequestsError } from "@/lib/errors";

export type Limit = { limit: number; windowSeconds: number };

function windowStart(windowSeconds: number, now = Date.now()): Date {
  return new Date(Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000);
}

/**
 * Counts one hit against `key` in a fixed window kept in the database (so every instance shares it)
 * and returns the count after the hit.
 */
export async function hit(key: string, { windowSeconds }: Limit): Promise<number> {
  const db = await getDb();
  const start = windowStart(windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  // Old windows are useless; sweep them now and then rather than on a schedule.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - 86_400_000)));
  return row.count;
}

export async function count(key: string, { windowSeconds }: Limit): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(windowSeconds))));
  return row?.count ?? 0;
}

export async function clear(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function retryAfter({ windowSeconds }: Limit): number {
  const start = windowStart(windowSeconds).getTime();
  return Math.max(1, Math.ceil((start + windowSeconds * 1000 - Date.now()) / 1000));
}

/** Throws 429 once `key` has been hit more than `limit` times in the window. For public forms. */
export async function throttle(key: string, rule: Limit, message = "Too many requests. Please wait a few minutes and try again."): Promise<void> {
  const n = await hit(key, rule);
  if (n > rule.limit) throw new TooManyRequestsError(message, retryAfter(rule));
}
