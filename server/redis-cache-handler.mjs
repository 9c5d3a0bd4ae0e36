// Next's cache (rendered pages, `unstable_cache` reads, tags) in Redis, shared by every instance,
// through @fortedigital/nextjs-cache-handler (a maintained Next 16 handler; see
// docs/decisions/redis-cache-handler.md). Loaded by server/cache-handler.mjs when REDIS_URL is set.
//
// Three stores behind one handler:
// - Redis: every page and read that found something. `revalidateTag` on one instance deletes the
//   tagged entries there, so every instance renders the new content on its next view.
// - misses: a 404 page or a read that found nothing (isMiss) stays in a small local LRU and never
//   reaches Redis, so random URLs cannot fill it (the hardening issue's bound). Another instance
//   may publish the very slug later: each expired tag's time is kept in Redis (TAG_TIMES) and a
//   local miss older than one of its tags' times is dropped.
// - local: a bounded copy of what this instance wrote, read only while Redis is unreachable, so
//   pages keep being served (possibly up to their revalidate period old) until it is back.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import { storeAsciiPage } from "./ascii-html.mjs";
import { isMiss } from "./route-cache-handler.mjs";

const PREFIX = process.env.REDIS_KEY_PREFIX || "ikaze:";
const TAG_TIMES = `${PREFIX}tag-times`;
// Redis answers in well under a millisecond; past this the cache is treated as unreachable.
const TIMEOUT_MS = 1000;

function connect(url) {
  const client = createClient({
    url,
    // Commands fail at once while disconnected (the handler falls back to the local copy) instead
    // of queueing until Redis returns.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let lastLog = 0;
  client.on("error", (err) => {
    // Every reconnection attempt fails while Redis is down: say so once a minute, not every 2 s.
    if (Date.now() - lastLog < 60_000) return;
    lastLog = Date.now();
    console.warn(`[cache] Redis unreachable, serving from the local cache: ${err.message}`);
  });
  client.on("ready", () => {
    if (lastLog) console.info("[cache] Redis is back");
    lastLog = 0;
  });
  const start = () =>
    client.connect().catch(() => {
      // The first connection failed (reconnection is only automatic once connected): try again.
      setTimeout(start, 2000).unref();
    });
  start();
  return client;
}

function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("Redis did not answer in time")), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createSharedHandler(client) {
  const redis = createRedisHandler({ client, keyPrefix: PREFIX, timeoutMs: TIMEOUT_MS });
  // maxItemSizeBytes is the store's total size, counted as each entry's JSON length.
  const misses = createLruHandler({ maxItemsNumber: 2000, maxItemSizeBytes: 16 * 1024 * 1024 });
  const local = createLruHandler({ maxItemsNumber: 1000, maxItemSizeBytes: 128 * 1024 * 1024 });

  /** Whether a tag of this local miss was expired (on any instance) after it was stored. */
  async function expiredElsewhere(entry, implicitTags) {
    if (!client.isReady) return false;
    const names = [...new Set([...(entry.tags ?? []), ...(implicitTags ?? [])])];
    if (names.length === 0) return false;
    const times = await withTimeout(client.hmGet(TAG_TIMES, names)).catch(() => []);
    return times.some((t) => t !== null && Number(t) > entry.lastModified);
  }

  return {
    name: "ikaze-redis",
    async get(key, meta) {
      const miss = await misses.get(key, meta);
      if (miss) {
        if (!(await expiredElsewhere(miss, meta?.implicitTags))) return miss;
        await misses.delete(key);
        return null;
      }
      if (client.isReady) {
        try {
          return await withTimeout(redis.get(key, meta));
        } catch {
          // Unreachable mid-request: the local copy below.
        }
      }
      return local.get(key, meta);
    },
    async set(key, value, ctx) {
      storeAsciiPage(value?.value);
      if (isMiss(value?.value)) return misses.set(key, value, ctx);
      await misses.delete(key);
      await local.set(key, value, ctx);
      if (client.isReady) await withTimeout(redis.set(key, value, ctx)).catch(() => {});
    },
    async revalidateTag(tag) {
      await Promise.all([misses.revalidateTag(tag), local.revalidateTag(tag)]);
      if (!client.isReady) return;
      await withTimeout(Promise.all([client.hSet(TAG_TIMES, tag, Date.now()), redis.revalidateTag(tag)])).catch((err) => {
        console.warn(`[cache] could not expire "${tag}" in Redis: ${err.message}`);
      });
    },
    async delete(key) {
      await Promise.all([misses.delete(key), local.delete(key)]);
      if (client.isReady) await withTimeout(redis.delete(key)).catch(() => {});
    },
  };
}

const CLIENT = Symbol.for("ikaze.redisCacheClient");

CacheHandler.onCreation(() => {
  // Next may construct the handler more than once per process: one Redis connection for all.
  globalThis[CLIENT] ??= connect(process.env.REDIS_URL);
  return { handlers: [createSharedHandler(globalThis[CLIENT])] };
});

export default CacheHandler;
