import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET } from "@/app/api/health/route";
import { getDb } from "@/lib/platform/db/client";
import { backups, mailOutbox } from "@/lib/platform/db/schema";
import { queueMail } from "@/lib/platform/mail/outbox";

const mail = (to: string) => ({ to, subject: "Hello", text: "Hello", html: "<p>Hello</p>" });

/** GET /api/health as a load balancer or an operator reads it. */
describe("GET /api/health", () => {
  it("reports the database, the cache, the outbox and the last backup, 200 while serving", async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      ok: true,
      stopping: false,
      database: { kind: process.env.DATABASE_URL ? "postgres" : "pglite", reachable: true },
      cache: "file-system",
      outbox: { delivery: "log-only", backlog: 0, failed: 0, oldestFailureAt: null },
      backup: { lastAt: null, ageSeconds: null },
    });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.database.latencyMs).toBeLessThan(3000);
  });

  it("counts the backlog, names the oldest failure without its error text, and ages the last backup", async () => {
    const db = await getDb();
    await queueMail(db, mail("waiting@example.test"));
    const older = await queueMail(db, mail("retrying@example.test"));
    const given = await queueMail(db, mail("given-up@example.test"));
    const queuedAt = new Date("2026-11-20T08:00:00Z");
    await db.update(mailOutbox).set({ attempts: 2, lastError: "connect ECONNREFUSED smtp.internal:25", createdAt: queuedAt }).where(eq(mailOutbox.id, older));
    await db
      .update(mailOutbox)
      .set({ attempts: 8, status: "failed", lastError: "550 no such user", createdAt: new Date("2026-11-21T08:00:00Z") })
      .where(eq(mailOutbox.id, given));
    const takenAt = new Date(Date.now() - 2 * 3600_000);
    await db.insert(backups).values([
      { takenAt: new Date(Date.now() - 50 * 3600_000), bytes: 1000, source: "pglite" },
      { takenAt, bytes: 2000, source: "postgres" },
    ]);

    const res = await GET();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.outbox).toEqual({ delivery: "log-only", backlog: 2, failed: 1, oldestFailureAt: queuedAt.toISOString() });
    expect(JSON.stringify(body)).not.toContain("ECONNREFUSED");
    expect(body.backup.lastAt).toBe(takenAt.toISOString());
    expect(body.backup.ageSeconds).toBeGreaterThanOrEqual(7199);
    expect(body.backup.ageSeconds).toBeLessThan(7300);
  });
});
