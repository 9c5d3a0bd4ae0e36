import { sql } from "drizzle-orm";
import { cacheStatus } from "@/lib/cache/status";
import { getDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

/**
 * For load balancers and test harnesses. 200 once the database is migrated and answering, 503
 * while it is not. The cache does not decide the status: with Redis unreachable an instance still
 * serves pages from its local copy, so it reports "degraded" and stays in the pool.
 */
export async function GET() {
  const [database, cache] = await Promise.all([databaseStatus(), cacheStatus()]);
  const ok = database === "ok";
  return Response.json({ ok, database, cache }, { status: ok ? 200 : 503 });
}

async function databaseStatus(): Promise<"ok" | "unavailable"> {
  try {
    const db = await getDb();
    await Promise.race([db.execute(sql`select 1`), new Promise((_, reject) => setTimeout(() => reject(new Error("no answer within 3 s")), 3000))]);
    return "ok";
  } catch (err) {
    console.error("[health] database:", err instanceof Error ? err.message : err);
    return "unavailable";
  }
}
