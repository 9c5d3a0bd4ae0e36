import { pageQuery } from "@/lib/pagination";

/**
 * `?page=&limit=&q=` for the API lists. Without `limit` a list is complete, as old clients expect;
 * with it, one page is returned and the total travels beside it.
 */
export function apiListQuery(url: URL): { page: number; limit?: number; q?: string } {
  const p = url.searchParams;
  return pageQuery.parse({ page: p.get("page") ?? 1, limit: p.get("limit") ?? undefined, q: p.get("q") || undefined });
}
