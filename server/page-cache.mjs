// An in-memory copy of the public pages Next.js has already rendered and cached, kept as ready
// Buffers in front of it. Next's own page cache (ISR) still decides what is cacheable, for how long
// and what a change invalidates; this layer only skips its per-view work: reading the cache entry,
// re-encoding the HTML string, headers and compression, about three quarters of the server's time
// for a 100 KB page (see README, Performance). It behaves like a shared HTTP cache:
// - it stores only what Next marks shareable: GET, 200, `Cache-Control: s-maxage=N` without
//   private/no-store, no Set-Cookie, not a stale copy, and a Vary it honours;
// - one copy per Accept-Encoding value (Next compresses per request), none for RSC or router
//   requests, query strings, or the routes that depend on who asks (API, dashboard, checkout);
// - a copy lives at most s-maxage (and 30) seconds, and every content change empties the cache (see
//   `clear`): Next's tags decide exactly which pages re-render, this layer only refills from Next.

const SKIPPED_PREFIXES = ["/_next/", "/api/", "/account", "/auth", "/pay", "/myorder", "/preview"];
// Request headers Next varies its answer on (its Vary header) for client-side navigation.
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "next-action"];
const HONOURED_VARY = new Set([...ROUTER_HEADERS, "accept-encoding"]);
// Headers that belong to one connection or one response, never to the stored page.
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);

export class PageCache {
  #entries = new Map(); // key → { headers, body, expiresAt }; Map order = least recently used first
  #bytes = 0;
  #generation = 0;
  #storeAfter = 0;

  /**
   * settleMs: after a change nothing is stored for this long, so a view that read Next's cache
   * just before the change reached it (Next applies tag invalidations asynchronously) is not kept.
   * maxAgeSeconds: a copy lives at most this long even when s-maxage allows more. A copy made late
   * in Next's own entry's life would otherwise outlive it by up to s-maxage; this keeps the lag of
   * another instance (whose changes never reach this cache) at about s-maxage, and costs one
   * refill from Next's cache per page per interval.
   */
  constructor({ maxBytes = 64 * 1024 * 1024, maxEntryBytes = 2 * 1024 * 1024, settleMs = 1000, maxAgeSeconds = 30 } = {}) {
    this.maxAgeSeconds = maxAgeSeconds;
    this.maxBytes = maxBytes;
    this.maxEntryBytes = maxEntryBytes;
    this.settleMs = settleMs;
  }

  get size() {
    return this.#entries.size;
  }

  /** The cache key for a request, or null when its answer must come from Next. */
  keyFor(req) {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const url = req.url ?? "";
    if (!url.startsWith("/") || url.includes("?") || SKIPPED_PREFIXES.some((p) => url.startsWith(p))) return null;
    if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
    if (req.headers.cookie?.includes("__prerender_bypass")) return null; // Next's draft mode renders per request
    return `${req.headers["accept-encoding"] ?? ""}\u0000${url}`;
  }

  /** Answers from the stored copy; false when there is none (or it expired). */
  serve(key, req, res) {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    if (entry.expiresAt <= Date.now()) {
      this.#bytes -= entry.body.length;
      return false;
    }
    this.#entries.set(key, entry);
    res.writeHead(200, entry.headers);
    res.end(req.method === "HEAD" ? undefined : entry.body);
    return true;
  }

  /** Lets Next answer, keeping a copy of what it sent when the response is shareable. */
  record(key, req, res) {
    if (req.method !== "GET") return;
    const generation = this.#generation;
    const chunks = [];
    let length = 0;
    const collect = (chunk, encoding) => {
      if (chunk == null || typeof chunk === "function" || length > this.maxEntryBytes) return;
      const buf = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);
      chunks.push(buf);
      length += buf.length;
    };
    // Wrapped before Next sees the response, so compression (which wraps these too) writes its
    // output through here: the copy holds exactly the bytes that went on the wire.
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, cb) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = (chunk, encoding, cb) => {
      collect(chunk, encoding);
      const result = end.call(res, chunk, encoding, cb);
      if (generation === this.#generation && Date.now() >= this.#storeAfter) this.#keep(key, res, chunks, length);
      return result;
    };
  }

  /**
   * Forgets every stored page. Called on each content change (lib/cache-tags.ts), right when the
   * tags are invalidated: Next re-renders exactly the pages that carry them, and the next view of
   * every other page refills this cache from Next's still-valid copy.
   */
  clear() {
    this.#generation++;
    this.#storeAfter = Date.now() + this.settleMs;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #keep(key, res, chunks, length) {
    if (res.statusCode !== 200 || length > this.maxEntryBytes) return;
    const headers = res.getHeaders();
    const maxAge = sharedMaxAge(headers["cache-control"]);
    if (!maxAge || headers["set-cookie"] !== undefined || headers["x-nextjs-cache"] === "STALE") return;
    const vary = String(headers.vary ?? "").toLowerCase().split(",").map((h) => h.trim()).filter(Boolean);
    if (vary.some((h) => !HONOURED_VARY.has(h))) return;
    if (headers["content-length"] !== undefined && Number(headers["content-length"]) !== length) return;

    const stored = { "content-length": length };
    for (const [name, value] of Object.entries(headers)) if (!HOP_HEADERS.has(name)) stored[name] = value;
    stored["x-nextjs-cache"] = "HIT";
    const body = Buffer.concat(chunks, length);
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.body.length;
    }
    this.#entries.set(key, { headers: stored, body, expiresAt: Date.now() + Math.min(maxAge, this.maxAgeSeconds) * 1000 });
    this.#bytes += length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.body.length;
    }
  }
}

/** Seconds a shared cache may keep the response, from its Cache-Control; 0 when it may not. */
export function sharedMaxAge(cacheControl) {
  const value = String(cacheControl ?? "").toLowerCase();
  if (/(^|,)\s*(private|no-store|no-cache)\b/.test(value)) return 0;
  const match = /(^|,)\s*s-maxage=(\d+)/.exec(value);
  return match ? Number(match[2]) : 0;
}

const REGISTRY = Symbol.for("ikaze.page-cache");

/** The process's page cache, shared with the application code through globalThis. */
export function installPageCache(options) {
  globalThis[REGISTRY] ??= new PageCache(options);
  return globalThis[REGISTRY];
}
