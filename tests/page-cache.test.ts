import { once } from "node:events";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PageCache, sharedMaxAge } from "@/server/page-cache.mjs";

/**
 * The page cache in front of a stand-in for Next over real HTTP: the stand-in answers the way
 * `next start` does for a cached page (s-maxage, Vary, x-nextjs-cache) unless a path asks for
 * something else, and counts what reaches it.
 */
const SHAREABLE = "s-maxage=600, stale-while-revalidate=31535400";
const NEXT_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";
const reached: string[] = [];
let pages = new PageCache({ settleMs: 0 });
let release: (() => void) | null = null;

function stand_in(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? "";
  reached.push(url);
  const body = `<html>page ${url} #${reached.length}</html>`;
  res.setHeader("vary", NEXT_VARY);
  res.setHeader("cache-control", SHAREABLE);
  res.setHeader("x-nextjs-cache", "HIT");
  res.setHeader("content-security-policy", "default-src 'self'");
  res.setHeader("content-type", "text/html; charset=utf-8");
  if (url === "/private") res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  if (url === "/cookie") res.setHeader("set-cookie", "a=b");
  if (url === "/stale") res.setHeader("x-nextjs-cache", "STALE");
  if (url === "/vary-cookie") res.setHeader("vary", "Cookie");
  if (url === "/short") res.setHeader("cache-control", "s-maxage=1");
  if (url === "/missing") res.statusCode = 404;
  if (url === "/slow") {
    release = () => res.end(body);
    return;
  }
  if (url === "/streamed") {
    res.write("<html>part one, ");
    setTimeout(() => res.end(`part two #${reached.length}</html>`), 5);
    return;
  }
  if (/gzip/.test(String(req.headers["accept-encoding"]))) {
    res.setHeader("content-encoding", "gzip");
    res.end(gzipSync(body));
    return;
  }
  res.end(body);
}

const server = http.createServer((req, res) => {
  const key = pages.keyFor(req);
  if (key !== null) {
    if (pages.serve(key, req, res)) return;
    pages.record(key, req, res);
  }
  stand_in(req, res);
});
let origin = "";
beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  reached.length = 0;
  pages = new PageCache({ settleMs: 0 });
});

/** One request over a fresh connection; the body exactly as sent (not decompressed). */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(origin + path, { method, headers: { "accept-encoding": "identity", ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the page cache in front of Next", () => {
  it("answers repeat views of a shareable page from memory, with Next's headers and the same bytes", async () => {
    const first = await get("/tours");
    const second = await get("/tours");
    const head = await get("/tours", {}, "HEAD");
    expect(reached).toEqual(["/tours"]);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(second.headers["cache-control"]).toBe(SHAREABLE);
    expect(second.headers["content-length"]).toBe(String(first.body.length));
    expect(second.headers["x-nextjs-cache"]).toBe("HIT");
    expect(head.headers["content-length"]).toBe(String(first.body.length));
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(pages.size).toBe(1);
  });

  it("keeps a whole streamed response", async () => {
    const first = await get("/streamed");
    expect((await get("/streamed")).body.toString()).toBe(first.body.toString());
    expect(first.body.toString()).toBe("<html>part one, part two #1</html>");
    expect(reached).toEqual(["/streamed"]);
  });

  it("keeps one copy per Accept-Encoding, each exactly as Next sent it", async () => {
    await get("/", { "accept-encoding": "gzip" });
    await get("/");
    const gzip = await get("/", { "accept-encoding": "gzip" });
    const plain = await get("/");
    expect(reached).toEqual(["/", "/"]);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe("<html>page / #1</html>");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("<html>page / #2</html>");
  });

  it.each([
    ["a private response", "/private", {}],
    ["a response that sets a cookie", "/cookie", {}],
    ["a stale copy Next is refreshing", "/stale", {}],
    ["a Vary it cannot honour", "/vary-cookie", {}],
    ["an error status", "/missing", {}],
    ["a query string", "/tours?page=2", {}],
    ["the API", "/api/tours", {}],
    ["the dashboard", "/account", {}],
    ["an RSC request of client navigation", "/tours", { rsc: "1" }],
    ["a draft-mode preview", "/blog/x", { cookie: "__prerender_bypass=1" }],
  ])("never keeps %s", async (_what, path, headers: Record<string, string>) => {
    await get(path, headers);
    await get(path, headers);
    expect(reached).toEqual([path, path]);
    expect(pages.size).toBe(0);
  });

  it("lets a copy live only as long as s-maxage", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await get("/short");
    await get("/short");
    expect(reached).toEqual(["/short"]);
    vi.setSystemTime(Date.now() + 1001);
    await get("/short");
    expect(reached).toEqual(["/short", "/short"]);
  });

  it("refills from Next at least every maxAgeSeconds, whatever s-maxage allows", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await get("/tours");
    vi.setSystemTime(Date.now() + 29_000);
    await get("/tours");
    expect(reached).toEqual(["/tours"]);
    vi.setSystemTime(Date.now() + 1001);
    await get("/tours");
    expect(reached).toEqual(["/tours", "/tours"]);
  });

  it("forgets everything on a content change, and keeps nothing a view read before it", async () => {
    await get("/tours");
    pages.clear();
    await get("/tours");
    expect(reached).toEqual(["/tours", "/tours"]);

    const slowly = async () => {
      release = null;
      const view = get("/slow");
      await vi.waitFor(() => expect(release).not.toBeNull());
      return { view, answer: release! };
    };
    const before = await slowly();
    pages.clear(); // the change lands while Next is still answering with the old page
    before.answer();
    await before.view;
    const after = await slowly();
    after.answer();
    await after.view;
    expect(reached.filter((p) => p === "/slow")).toHaveLength(2);
  });

  it("stores nothing while a change settles", async () => {
    pages = new PageCache({ settleMs: 60_000 });
    pages.clear();
    await get("/tours");
    await get("/tours");
    expect(reached).toEqual(["/tours", "/tours"]);
  });

  it("stays within its memory budget, dropping the least recently used page first", async () => {
    pages = new PageCache({ settleMs: 0, maxBytes: 60 });
    await get("/a"); // each body is about 25 bytes
    await get("/b");
    await get("/a"); // /a is now the most recently used
    await get("/c");
    reached.length = 0;
    await get("/a");
    await get("/b");
    expect(reached).toEqual(["/b"]);
  });

  it("reads s-maxage from Cache-Control as a shared cache does", () => {
    expect(sharedMaxAge(SHAREABLE)).toBe(600);
    expect(sharedMaxAge("public, max-age=31536000, immutable")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=60")).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });
});
