import { revalidateTag } from "next/cache";

/**
 * Every tag that cached public reads carry, named in one place. Services call `invalidate` after a
 * write so the pages that show the item change at once.
 */
export const tags = {
  news: "news",
  newsItem: (slug: string) => `news:${slug}`,
  tours: "tours",
  tour: (slug: string) => `tour:${slug}`,
  events: "events",
  event: (slug: string) => `event:${slug}`,
  publications: "publications",
  comments: "comments",
  /** The enabled comments under one post or tour (kind "news" or "tour"). */
  commentsOn: (kind: string, slug: string) => `comments:${kind}:${slug}`,
} as const;

/**
 * Public pages and their cached reads also expire after this many seconds. Tag invalidation is
 * exact within one server process; this bounds how long another instance sharing the database (or
 * a time-dependent view such as "upcoming events") can lag behind. Pages repeat it as a literal
 * (`export const revalidate = 600`) because segment config must be statically analysable.
 */
export const PUBLIC_REVALIDATE_SECONDS = 600;

export function invalidate(...names: string[]): void {
  clearPageCache();
  for (const name of names) {
    try {
      // expire: 0 — the next view renders fresh content instead of serving the stale page once more.
      revalidateTag(name, { expire: 0 });
    } catch (err) {
      // Outside a Next.js request (unit tests, CLI scripts) there is no cache to invalidate.
      if (!isOutsideNext(err)) throw err;
    }
  }
}

/**
 * `npm start` serves pages from an in-memory copy in front of Next (server/page-cache.mjs); a change
 * empties it so the next view asks Next, which re-renders what the tags touched.
 */
function clearPageCache(): void {
  const pages = (globalThis as { [key: symbol]: { clear(): void } | undefined })[Symbol.for("ikaze.page-cache")];
  pages?.clear();
}

function isOutsideNext(err: unknown): boolean {
  return err instanceof Error && /static generation store missing|workStore|outside a request/i.test(err.message);
}
