import { once } from "node:events";
import type { Worker } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { getDb } from "@/lib/platform/db/client";
import { backups } from "@/lib/platform/db/schema";

// The real Worker class, only remembered as it is made: the test stops the PGlite worker thread
// the way a crash inside it would, and sees what the site's next request gets.
const made = vi.hoisted(() => [] as Worker[]);
vi.mock("node:worker_threads", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:worker_threads")>();
  class Remembered extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      made.push(this);
    }
  }
  return { ...real, Worker: Remembered, default: { ...real, Worker: Remembered } };
});

/** The embedded database's leg: its worker thread stops, the site goes on. */
describe.skipIf(process.env.TEST_DATABASE_URL)("the PGlite worker stops", () => {
  it("the next request opens a new one on the same data, and health says 200", async () => {
    const db = await getDb();
    const takenAt = new Date(Date.now() - 3600_000);
    await db.insert(backups).values({ takenAt, bytes: 1234, source: "pglite" });
    expect(made).toHaveLength(1);

    const [first] = made;
    const exited = once(first, "exit");
    await first.terminate();
    await exited;

    const res = await health();
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const body = await res.json();
    expect(body.database).toMatchObject({ kind: "pglite", reachable: true });
    // What was committed before the worker stopped is there after the reopen.
    expect(body.backup.lastAt).toBe(takenAt.toISOString());
    expect(made).toHaveLength(2);
    const rows = await (await getDb()).select().from(backups);
    expect(rows.map((r) => r.bytes)).toEqual([1234]);
  });
});
