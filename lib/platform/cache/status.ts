import "server-only";
import { env } from "@/lib/platform/env";

/**
 * The shared cache as /api/health reports it. Next's cache handler (server/redis-cache-handler.mjs)
 * runs outside the app's bundle, so health asks Redis itself, over one connection of its own:
 * - "file-system": REDIS_URL unset, each instance caches on its own disk;
 * - "ok": Redis answers;
 * - "degraded": Redis does not answer; pages are served from each instance's local copy.
 */
export type CacheStatus = "file-system" | "ok" | "degraded";

/**
 * @redis/client is loaded only when REDIS_URL is set. Merely loading it costs a single instance
 * about a quarter of its page throughput: its RESP decoder defines `class VerbatimString extends
 * String`, and once String.prototype is the prototype of another object V8 leaves its fast path
 * for `charCodeAt` on plain strings, so Next's ETag hash over every page answer runs ~5× slower
 * (docs/performance.md "Latest figures": / on `next start` after one /api/health, 420 → 580 req/s).
 */
async function open(url: string) {
  const { createClient } = await import("@redis/client");
  const c = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  c.on("error", () => {}); // reported as "degraded"; the cache handler logs the outage
  c.connect().catch(() => {});
  return c;
}

type Client = Awaited<ReturnType<typeof open>>;
const store = globalThis as unknown as { __ikazeHealthRedis?: Promise<Client> };

const client = (url: string): Promise<Client> => (store.__ikazeHealthRedis ??= open(url));

export async function cacheStatus(): Promise<CacheStatus> {
  const url = env().REDIS_URL;
  if (!url) return "file-system";
  const c = await client(url);
  if (!c.isOpen) {
    // The first connection failed: health opens a new one on the next check.
    store.__ikazeHealthRedis = undefined;
    return "degraded";
  }
  if (!c.isReady) return "degraded";
  try {
    const pong = await Promise.race([c.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 1000))]);
    return pong === "PONG" ? "ok" : "degraded";
  } catch {
    return "degraded";
  }
}
