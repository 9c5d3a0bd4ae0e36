// Next's own file-system cache, except that misses stay in memory only.
//
// Every public page is cached from its first request (ISR), and Next caches a 404 like any other
// render: each random URL (/tour/anything, /tours/page/99999, /whatever) wrote about 7 files and
// 115 KB under .next/server/route-cache, plus the cached "no such tour" lookup or empty list page
// under .next/cache/fetch-cache, never removed, so a crawler or an attacker could fill the disk.
// Here a 404 page and a cached miss are kept in Next's in-memory LRU (bounded by
// `cacheMaxMemorySize`, least recently used out first) and never written to disk; everything else
// is stored as Next does, a page written in ASCII (server/ascii-html.mjs). Configured as
// `cacheHandler` in next.config.mjs.
import nextFileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { storeAsciiPage } from "./ascii-html.mjs";

const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;
const MEMORY_ONLY = process.env.PAGE_CACHE_MEMORY_ONLY === "1";

export default class RouteCacheHandler extends FileSystemCache {
  // PAGE_CACHE_MEMORY_ONLY=1: this server keeps the pages it renders in memory and writes nothing
  // under the build's directory. The tests' extra servers share one build with the main test
  // server and must not leave it pages rendered for another address or database.
  constructor(ctx) {
    super(MEMORY_ONLY ? { ...ctx, flushToDisk: false } : ctx);
  }

  // Nor does it read the pages there: the main server wrote them from another database.
  async get(key, ctx) {
    if (MEMORY_ONLY && !FileSystemCache.memoryCache?.get(key)) return null;
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    storeAsciiPage(data);
    if (isMiss(data)) {
      FileSystemCache.memoryCache?.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl });
      return;
    }
    return super.set(key, data, ctx);
  }
}

/**
 * A rendered page whose status is 404, or an `unstable_cache` result that found nothing: `null`
 * (no item with that slug) or a list page without items (`{ items: [], … }`, /tours/page/9999).
 */
export function isMiss(data) {
  if (data?.kind === "APP_PAGE" || data?.kind === "PAGES") return data.status === 404;
  if (data?.kind !== "FETCH" || typeof data.data?.body !== "string") return false;
  const body = data.data.body;
  return body === "null" || body.startsWith('{"items":[]');
}
