import "server-only";
import { createHash } from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { rateLimits } from "@/lib/platform/db/schema";
import { TooManyRequestsError } from "@/lib/platform/errors";

export type Limit = { limit: number; windowSeconds: number };

/**
 * Hits are counted per fixed window in the database (so every instance shares them), and a key's
 * count is estimated over the last `windowSeconds` as a sliding window: this window's hits plus
 * the previous window's, weighted by how much of the previous window the sliding one still
 * covers. Unlike a bare fixed window, the count does not drop to zero at a window boundary, so a
 * burst across the boundary gets no second allowance.
 */
type Counts = { current: number; previous: number; start: number; windowMs: number };

function windowOf({ windowSeconds }: Limit, now: number) {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { windowMs, start, previousStart: start - windowMs };
}

/** Hits within the last window, rounded up: exactly the hit count while no time has passed. */
export function estimate({ current, previous, start, windowMs }: Counts, now: number): number {
  const overlap = 1 - (now - start) / windowMs;
  return Math.max(0, Math.ceil(current + previous * overlap - 1e-9));
}

/** Milliseconds from `now` until the estimate is at most `allowed`, with no further hits. */
export function waitUntilAtMost(counts: Counts, allowed: number, now: number): number {
  const { current, previous, start, windowMs } = counts;
  if (estimate(counts, now) <= allowed) return 0;
  // Still in this window: the previous window's share shrinks until the total fits.
  if (current <= allowed) return Math.max(0, start + windowMs * (1 - (allowed - current) / previous) - now);
  // This window alone is over: wait into the next, where this window becomes the shrinking share.
  return start + windowMs + windowMs * (1 - allowed / current) - now;
}

/**
 * The key as stored. Keys hold what callers send (an e-mail, an address), and a long one would
 * overflow the primary key's index, and NUL fails in PostgreSQL text (both a 500): such a key is
 * kept as its readable start and a SHA-256 of the whole, so it stays unique and bounded.
 */
const ODD_CHARS = /[\u0000-\u001F\u007F\uD800-\uDFFF]/g;
export function storedKey(key: string): string {
  if (key.length <= 200 && !new RegExp(ODD_CHARS.source).test(key)) return key;
  return `${key.slice(0, 100).replace(ODD_CHARS, "?")}#${createHash("sha256").update(key).digest("hex")}`;
}

async function read(rawKey: string, rule: Limit, now: number): Promise<Counts> {
  const key = storedKey(rawKey);
  const db = await getDb();
  const { windowMs, start, previousStart } = windowOf(rule, now);
  const rows = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), inArray(rateLimits.windowStart, [new Date(start), new Date(previousStart)])));
  const countAt = (t: number) => rows.find((r) => r.windowStart.getTime() === t)?.count ?? 0;
  return { current: countAt(start), previous: countAt(previousStart), start, windowMs };
}

/**
 * The hits this process counted per key in the current fixed window: never more than the shared
 * count, so once it is over a limit, a request can be refused without asking the database. A flood
 * of refused requests then costs no queries (with PGlite each query runs on the main thread).
 */
const local = new Map<string, { start: number; count: number }>();
const LOCAL_MAX_KEYS = 50_000;

function localCounts(key: string, rule: Limit, now: number): Counts {
  const { windowMs, start } = windowOf(rule, now);
  const entry = local.get(key);
  return { current: entry?.start === start ? entry.count : 0, previous: 0, start, windowMs };
}

function addLocal(key: string, rule: Limit, now: number, delta: number): number {
  const { start } = windowOf(rule, now);
  const entry = local.get(key);
  const count = Math.max(0, (entry?.start === start ? entry.count : 0) + delta);
  if (local.size >= LOCAL_MAX_KEYS && !entry) local.clear();
  local.set(key, { start, count });
  return count;
}

/** Counts one hit against `key` and returns the key's count over the last window, this hit included. */
export async function hit(rawKey: string, rule: Limit, now = Date.now()): Promise<number> {
  const key = storedKey(rawKey);
  const mine = addLocal(key, rule, now, 1);
  if (mine > rule.limit + 1) return mine;
  const db = await getDb();
  const { windowMs, start, previousStart } = windowOf(rule, now);
  // The count comes back from the upsert itself, so concurrent hits each see their own number.
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(start), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const [previous] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, new Date(previousStart))));
  // Old windows are useless; sweep them now and then rather than on a schedule. Two days, so that
  // the longest rule (one day, the addresses an account signed in from) keeps its previous window.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 2 * 86_400_000)));
  return estimate({ current: row.count, previous: previous?.count ?? 0, start, windowMs }, now);
}

/** The key's count over the last window, without counting a hit. */
export async function count(key: string, rule: Limit, now = Date.now()): Promise<number> {
  return estimate(await read(key, rule, now), now);
}

/** Takes back one hit counted in this window (a request counted up front that turned out fine). */
export async function release(rawKey: string, rule: Limit, now = Date.now()): Promise<void> {
  const key = storedKey(rawKey);
  addLocal(key, rule, now, -1);
  const db = await getDb();
  const { start } = windowOf(rule, now);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, new Date(start))));
}

export async function clear(rawKey: string): Promise<void> {
  const key = storedKey(rawKey);
  local.delete(key);
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Whole seconds until one more request under `rule` would be allowed again (for Retry-After). */
export async function retryAfter(key: string, rule: Limit, now = Date.now()): Promise<number> {
  const mine = localCounts(storedKey(key), rule, now);
  // Far over the limit in this process alone: its own count gives the wait without a query.
  const counts = mine.current > rule.limit + 1 ? mine : await read(key, rule, now);
  const wait = waitUntilAtMost(counts, rule.limit - 1, now);
  return Math.max(1, Math.ceil(wait / 1000));
}

/** Throws 429 once `key` has been hit more than `limit` times in the window. For public forms. */
export async function throttle(key: string, rule: Limit, message = "Too many requests. Please wait a few minutes and try again."): Promise<void> {
  const n = await hit(key, rule);
  if (n > rule.limit) throw new TooManyRequestsError(message, await retryAfter(key, rule));
}
