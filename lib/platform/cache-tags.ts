import { revalidateTag } from "next/cache";

/**
 * Every tag that cached public reads carry, named in one place. Services call `invalidate` after a
 * write so the pages that show the item change at once.
 */
export const tags = {
  news: "news",
  newsItem: (slug: string) => `news:${bounded(slug)}`,
  tours: "tours",
  tour: (slug: string) => `tour:${bounded(slug)}`,
  /** A tour's departures and their seats left (changed by bookings too, not only by staff). */
  departures: (slug: string) => `departures:${bounded(slug)}`,
  events: "events",
  event: (slug: string) => `event:${bounded(slug)}`,
  publications: "publications",
  comments: "comments",
  /** The enabled comments under one post or tour (kind "news" or "tour"). */
  commentsOn: (kind: string, slug: string) => `comments:${kind}:${bounded(slug)}`,
  /** The public archive of sent newsletters, and one of them. */
  newsletters: "newsletters",
  newsletter: (slug: string) => `newsletter:${bounded(slug)}`,
  /** Staff edits of the FAQ, the services and the fixed pages (every language). */
  fixedTexts: "fixed-texts",
} as const;

/**
 * Next refuses tags over 256 characters, logging the whole list each time. Real slugs are far
 * shorter (lib/platform/slug.ts); a longer one names nothing, so cutting it cannot make it share a tag
 * with an item.
 */
function bounded(slug: string): string {
  return slug.slice(0, 200);
}

/**
 * Public pages and their cached reads also expire after this many seconds, which bounds how long a
 * time-dependent view ("upcoming events") can lag. Changes do not wait for it: `invalidate` expires
 * the tags, on every instance when they share Redis (server/cache-handler.mjs). Pages repeat it as a
 * literal (`export const revalidate = 600`) because segment config must be statically analysable.
 */
export const PUBLIC_REVALIDATE_SECONDS = 600;

/**
 * Expires the cached reads and pages that carry these tags. Only inside Next.js: Next sets
 * NEXT_RUNTIME ("nodejs") in the server process it runs the app in (documented for
 * instrumentation.ts); unit tests and CLI scripts call services without it and have no cache.
 */
export function invalidate(...names: string[]): void {
  if (!process.env.NEXT_RUNTIME) return;
  // The cache handler that every page and cached read consult, told directly: Next keeps it on
  // globalThis once it has served a request (before that this process has cached nothing). This is
  // what reaches the cache from the workers instrumentation.ts starts (a newsletter that finishes
  // sending, reminders) and from work that outlives its request (dispatchSoon after a reply), where
  // revalidateTag has no request to record the tags on, or records them on one already answered.
  const cache = (globalThis as { __incrementalCache?: { revalidateTag(tags: string[], durations: { expire: number }): Promise<void> } }).__incrementalCache;
  void cache?.revalidateTag(names, { expire: 0 }).catch((err: unknown) => console.error("[cache] could not expire", names, err));
  try {
    // Inside a request, Next's own path as well. expire: 0 — the next view renders fresh content
    // instead of serving the stale page once more.
    for (const name of names) revalidateTag(name, { expire: 0 });
  } catch (err) {
    if (!(err instanceof Error) || !err.message.includes("static generation store missing")) throw err;
  }
}
