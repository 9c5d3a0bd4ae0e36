import { readListQuery } from "@/lib/platform/pagination";

/**
 * `?page=&limit=&q=` for the API lists. Without `limit` a list is complete, as old clients expect;
 * with it, one page is returned and the total travels beside it.
 */
export function apiListQuery(url: URL): { page: number; limit?: number; q?: string } {
  return readListQuery(url.searchParams);
}
