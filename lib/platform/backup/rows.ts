import type { SQL } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";

/** Runs raw SQL and returns its rows, whichever driver answers (PGlite: `{rows}`, postgres.js: an array). */
export async function rows<T = Record<string, unknown>>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? [...result] : (result.rows ?? []);
}
