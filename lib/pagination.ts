import { z } from "zod";
import { hasForbiddenChars } from "@/lib/validation/text";

/**
 * `?page=&limit=` for lists. API lists default to everything (old clients expect complete arrays);
 * dashboard and public pages pass their own page size.
 */
// Odd values fall back to the defaults. Bounded so that the offset stays a small integer, and a
// search with NUL (which PostgreSQL refuses) is no search at all.
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  limit: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(200)
    .refine((v) => !hasForbiddenChars(v))
    .optional()
    .catch(undefined),
});

export type PageQuery = { page: number; limit: number; q?: string };

export function readPageQuery(params: URLSearchParams | Record<string, string | string[] | undefined>, defaultLimit: number): PageQuery {
  const get = (k: string) => (params instanceof URLSearchParams ? params.get(k) ?? undefined : [params[k]].flat()[0]);
  const parsed = pageQuery.parse({ page: get("page") ?? 1, limit: get("limit"), q: get("q") || undefined });
  return { page: parsed.page, limit: parsed.limit ?? defaultLimit, q: parsed.q };
}

export function offsetOf({ page, limit }: PageQuery): number {
  return (page - 1) * limit;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
