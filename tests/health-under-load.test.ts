import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { getDb } from "@/lib/platform/db/client";
import { backups } from "@/lib/platform/db/schema";

/** A query that keeps the embedded database busy for a while (tens of milliseconds). */
const BUSY = sql`select count(*) from generate_series(1, 200000)`;

/**
 * While a flood of page renders queues queries for the embedded database's one
 * connection, /api/health's probe goes ahead of them, so a load balancer hears how the database
 * answers and not how long the queue is. It never runs inside someone's transaction.
 */
describe("/api/health while the database is busy", () => {
  it.skipIf(process.env.TEST_DATABASE_URL)("PGlite: health answers before the queries queued ahead of it", async () => {
    const db = await getDb();
    const finished: number[] = [];
    const queued = Array.from({ length: 24 }, () => db.execute(BUSY).then(() => finished.push(performance.now())));
    await new Promise((r) => setTimeout(r, 20));
    const res = await health();
    const answered = performance.now();
    expect(res.status).toBe(200);
    expect((await res.json()).database.reachable).toBe(true);
    await Promise.all(queued);
    const before = finished.filter((t) => t < answered).length;
    // Behind the queue it would come after all 24; ahead of it, after the one or two running.
    expect(before, `queued queries done before health answered`).toBeLessThan(6);
  });

  it("health's probe never reads inside a transaction in progress", async () => {
    const db = await getDb();
    let inside!: () => void;
    const opened = new Promise<void>((r) => (inside = r));
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.insert(backups).values({ takenAt: new Date(), bytes: 1, source: "pglite" });
        inside();
        await new Promise((r) => setTimeout(r, 300));
        throw new Error("rolled back on purpose");
      })
      .catch((err: Error) => err.message);
    await opened;
    const res = await health();
    expect(res.status).toBe(200);
    // Inside the transaction it would have seen the row the rollback took away.
    expect((await res.json()).backup).toEqual({ lastAt: null, ageSeconds: null });
    expect(await rolledBack).toBe("rolled back on purpose");
  });
});
