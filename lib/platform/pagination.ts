import type { PgSelect } from "drizzle-orm/pg-core";
import { z } from "zod";
import { queryText, readQuery, type QueryParams } from "@/lib/platform/validation/query";

/**
 * `?page=&limit=` for lists. API lists default to everything (old clients expect complete arrays);
 * dashboard and public pages pass their own page size.
 */
// Odd values fall back to the defaults. Bounded so that the offset stays a small integer, and a
// search with NUL (which PostgreSQL refuses) is no search at all.
const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  limit: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
  q: queryText(200),
};

/** `?page=&limit=&q=` as given (no default page size): API lists without `limit` are complete. */
export const readListQuery = (params: QueryParams) => readQuery(params, pageQueryShape);

export type PageQuery = { page: number; limit: number; q?: string };

export function readPageQuery(params: QueryParams, defaultLimit: number): PageQuery {
  const parsed = readListQuery(params);
  return { page: parsed.page, limit: parsed.limit ?? defaultLimit, q: parsed.q };
}

export function offsetOf({ page, limit }: PageQuery): number {
  return (page - 1) * limit;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * One page of a list query and the count of every row its filter matches, read at once: the list
 * pages' shared shape. `select` is a `.$dynamic()` select with its where and order; `total` is
 * `db.$count(table, where)` with the same where.
 */
export async function readPage<T extends PgSelect>(query: PageQuery, select: T, total: PromiseLike<number>): Promise<{ rows: Awaited<T>; total: number }> {
  const [rows, n] = await Promise.all([select.limit(query.limit).offset(offsetOf(query)), total]);
  return { rows: rows as Awaited<T>, total: n };
}
