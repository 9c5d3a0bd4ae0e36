import { ilike, type AnyColumn, type SQL } from "drizzle-orm";

/** A case-insensitive "contains" on a column, with the user's % and _ taken literally. */
export function contains(column: AnyColumn, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return ilike(column, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
