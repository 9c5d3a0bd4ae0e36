// Next's cache handler (`cacheHandler` in next.config.mjs), chosen when the server starts:
// - REDIS_URL set: one cache in Redis for every instance (server/redis-cache-handler.mjs);
// - unset (and always during `next build`): Next's file-system cache, misses kept in memory only
//   (server/route-cache-handler.mjs).
import RouteCacheHandler from "./route-cache-handler.mjs";

const useRedis = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== "phase-production-build";

export default useRedis ? (await import("./redis-cache-handler.mjs")).default : RouteCacheHandler;
