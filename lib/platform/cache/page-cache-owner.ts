import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asc } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";

/**
 * The file-system page cache lives in the build's folder, which outlives any one database: a page
 * rendered from another database (before a restore, or a new DATA_DIR or DATABASE_URL) would offer
 * its ids. The cache remembers which database it was filled from, and is emptied when that changes.
 */
export const PAGE_CACHE_DIRS = ["server/route-cache", "cache/fetch-cache"];
const OWNER_FILE = "cache/page-cache-owner";

/** A database's identity: its oldest account's id (every database has the admin made at its first start). */
export async function databaseIdentity(db: Db): Promise<string | null> {
  const [first] = await db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt), asc(users.id)).limit(1);
  return first?.id ?? null;
}

// The build folder is only known at run time: nothing here for the bundler to trace.
export function emptyPageCache(distDir: string): void {
  for (const dir of PAGE_CACHE_DIRS) rmSync(path.join(/*turbopackIgnore: true*/ distDir, dir), { recursive: true, force: true });
  rmSync(path.join(distDir, OWNER_FILE), { force: true });
}

/** Empties the page cache when it was filled from another database than `identity`; true when it did. */
export function claimPageCache(distDir: string, identity: string): boolean {
  const owner = path.join(distDir, OWNER_FILE);
  let previous: string | null = null;
  try {
    previous = readFileSync(owner, "utf8").trim();
  } catch {
    // No owner recorded: a fresh build, or a cache from before owners were recorded.
  }
  if (previous === identity) return false;
  emptyPageCache(distDir);
  mkdirSync(path.dirname(owner), { recursive: true });
  writeFileSync(owner, `${identity}\n`);
  return previous !== null;
}
