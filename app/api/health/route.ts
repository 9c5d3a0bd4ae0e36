import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

/** For load balancers and test harnesses: 200 once the database is migrated and answering. */
export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ ok: true });
  } catch (err) {
    console.error("[health]", err);
    return Response.json({ ok: false }, { status: 503 });
  }
}
