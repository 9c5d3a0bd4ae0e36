import { isUniqueViolation } from "@/lib/platform/db/violations";
import "server-only";
import { eq, like, or } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/platform/db/client";
import { uniqueSlug } from "@/lib/platform/slug";

/** The first free slug for a title in a table with a unique `slug` column. */
export async function freeSlug(db: Db, table: PgTable & { slug: PgColumn }, title: string): Promise<string> {
  return uniqueSlug(title, async (base) => {
    const rows = await db
      .select({ slug: table.slug })
      .from(table)
      .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)));
    return rows.map((r) => String(r.slug));
  });
}

/**
 * Inserts with a fresh slug, retrying when another request took the same slug between our check
 * and our insert (the unique index refuses the second one).
 */
export async function withFreshSlug<T>(db: Db, table: PgTable & { slug: PgColumn }, title: string, insert: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, table, title);
    try {
      return await insert(slug);
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
