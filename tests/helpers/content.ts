import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count, desc, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/platform/db/client";
import { auditLog } from "@/lib/platform/db/schema";
import { uploadsRoot } from "@/lib/content/uploads/storage";

/** Rows in a table, to prove a refused request wrote nothing. */
export async function rowCount(table: PgTable): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(table);
  return n;
}

/** Audit entries for one item, newest first. */
export async function auditFor(entityId: string) {
  const db = await getDb();
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));
}

/** The JSON body and status of a Route Handler's answer (tests assert on its shape freely). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function read(res: Response): Promise<{ status: number; body: any }> {
  return { status: res.status, body: await res.json() };
}

/**
 * A file at `/uploads/<folder>/<name>` under this test file's DATA_DIR, as an upload leaves it, so
 * content may point at it (a reference to a missing upload is refused). Returns the site path.
 */
export function storedUpload(sitePath: string): string {
  const file = path.join(uploadsRoot(), sitePath.replace(/^\/uploads\//, ""));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, "placeholder: only the file's presence is checked");
  return sitePath;
}
