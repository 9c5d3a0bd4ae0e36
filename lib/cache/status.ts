import "server-only";
import { createClient } from "@redis/client";
import { env } from "@/lib/env";

/**
 * The shared cache as /api/health reports it. Next's cache handler (server/redis-cache-handler.mjs)
 * runs outside the app's bundle, so health asks Redis itself, over one connection of its own:
 * - "file-system": REDIS_URL unset, each instance caches on its own disk;
 * - "ok": Redis answers;
 * - "degraded": Redis does not answer; pages are served from each instance's local copy.
 */
export type CacheStatus = "file-system" | "ok" | "degraded";

function open(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
}

type Client = ReturnType<typeof open>;
const store = globalThis as unknown as { __ikazeHealthRedis?: Client };

function client(url: string): Client {
  if (!store.__ikazeHealthRedis) {
    const c = open(url);
    c.on("error", () => {}); // reported as "degraded"; the cache handler logs the outage
    c.connect().catch(() => {});
    store.__ikazeHealthRedis = c;
  }
  return store.__ikazeHealthRedis;
}

export async function cacheStatus(): Promise<CacheStatus> {
  const url = env().REDIS_URL;
  if (!url) return "file-system";
  const c = client(url);
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
