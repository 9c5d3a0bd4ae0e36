import { eq } from "drizzle-orm";
import { env } from "@/lib/platform/env";
import { ensureAdmin } from "@/lib/access/users/bootstrap";
import { getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { seedDemo } from "./seed";
import { claimPageCache, databaseIdentity } from "@/lib/platform/cache/page-cache-owner";

/** Migrates, makes sure an admin exists and loads the demo content into an empty database. */
export async function prepareDatabase(): Promise<void> {
  const db = await getDb();
  const e = env();
  await ensureAdmin(db, { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME });
  if (e.SEED_DEMO) {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
    const { inserted } = await seedDemo(db, { authorId: admin?.id });
    if (inserted) console.info("[db] demo content loaded");
  }
  // On its own disk (no Redis, not a test server that keeps pages in memory), the page cache follows the database.
  const identity = await databaseIdentity(db);
  if (identity && !process.env.REDIS_URL && process.env.PAGE_CACHE_MEMORY_ONLY !== "1") {
    if (claimPageCache(process.env.NEXT_DIST_DIR || ".next", identity)) console.info("[cache] pages cached from another database were dropped");
  }
}
