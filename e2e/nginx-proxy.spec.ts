import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { hasNginx, startNginx } from "../deploy/nginx-local.mjs";
import { ADMIN } from "./helpers/accounts";
import { pngFile } from "./helpers/content";
import { apiToken } from "./helpers/session";

/**
 * deploy/nginx.conf in front of the e2e production server (and, for the rules that need answers
 * the app never gives on purpose, in front of a tiny scripted origin): what it stores, what it
 * never stores, what it passes on, and that a publish shows through it within seconds.
 */
type Hit = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A plain GET with exactly these headers (no cookie jar, no automatic decompression). */
function hit(url: string, headers: Record<string, string> = {}): Promise<Hit> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const cacheStatus = (h: Hit) => h.headers["x-cache-status"];
/** The build the e2e server runs (scripts/e2e-server.mjs), whose static folder nginx serves. */
const DIST_DIR = process.env.E2E_DIST_DIR ?? ".next-e2e";
let appOrigin = "";

test.describe.configure({ mode: "serial" });

let proxy: Awaited<ReturnType<typeof startNginx>>;
let scripted: Awaited<ReturnType<typeof startNginx>>;
let origin: http.Server;
const originHits = new Map<string, number>();
let lastHeaders: http.IncomingHttpHeaders = {};

test.beforeAll(async ({ baseURL }) => {
  // CI installs nginx-light (.ci/run); a machine without nginx fails here rather than skipping.
  expect(hasNginx(), "nginx is not installed (/usr/sbin/nginx): apt-get install nginx-light").toBe(true);
  const appPort = new URL(baseURL!).port;
  appOrigin = `http://127.0.0.1:${appPort}`;
  // With deploy/nginx.conf's TLS lines on (HTTPS and HTTP/2), a certificate made for localhost.
  proxy = await startNginx({ upstreams: [`127.0.0.1:${appPort}`], workers: 1, distDir: DIST_DIR, tls: true });

  // An origin that answers what each rule is about: shareable, shareable but with a cookie, private.
  origin = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    originHits.set(path, (originHits.get(path) ?? 0) + 1);
    lastHeaders = req.headers;
    const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" };
    if (path === "/shared") headers["cache-control"] = "s-maxage=600, stale-while-revalidate=60";
    if (path === "/with-cookie") Object.assign(headers, { "cache-control": "s-maxage=600", "set-cookie": "visitor=abc; Path=/; HttpOnly" });
    if (path === "/private") headers["cache-control"] = "private, no-store";
    if (path === "/zero") headers["cache-control"] = "s-maxage=0";
    res.writeHead(200, headers).end(`<p>${path} #${originHits.get(path)}</p>`);
  });
  await new Promise<void>((r) => origin.listen(0, "127.0.0.1", r));
  scripted = await startNginx({ upstreams: [`127.0.0.1:${(origin.address() as AddressInfo).port}`], workers: 1, distDir: DIST_DIR });
});

test.afterAll(async () => {
  await proxy?.stop();
  await scripted?.stop();
  await new Promise((r) => origin?.close(r));
});

test("a public page is a MISS, then a HIT for about a second; gzip is served from the cache", async () => {
  const url = `${proxy.origin}/?nginx-spec=${Date.now()}`;
  const first = await hit(url, { "accept-encoding": "gzip" });
  expect(first.status).toBe(200);
  expect(first.headers["cache-control"]).toMatch(/s-maxage=\d+/);
  expect(cacheStatus(first)).toBe("MISS");
  // Copies live until the end of the next whole second: a request right after is a HIT (or, at a
  // second's boundary, STALE while the copy is refreshed; then a HIT again).
  await expect.poll(async () => cacheStatus(await hit(url, { "accept-encoding": "gzip" }))).toBe("HIT");
  const second = await hit(url, { "accept-encoding": "gzip" });
  expect(second.headers["content-encoding"]).toBe("gzip");
  const html = gunzipSync(second.body).toString("utf8");
  expect(html).toContain("</html>");
  // Without Accept-Encoding the visitor gets the page uncompressed (a copy of its own).
  const plain = await hit(url);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString("utf8")).toContain("</html>");
});

test("the dashboard, the API, sign-in, checkout, orders, previews and the pages rendered per visitor are never cached", async () => {
  // The last three render for each visitor (private, no-store): through the cache, simultaneous
  // requests for one of them waited on the cache lock (seconds; see deploy/nginx.conf).
  const paths = [
    "/account",
    "/api/health",
    "/api/tours",
    "/auth/login",
    `/pay/${crypto.randomUUID()}`,
    `/myorder/${crypto.randomUUID()}`,
    "/preview?path=/",
    "/participant?event=nginx-spec",
    "/sent?form=comment",
    `/maillist/confirm/${crypto.randomUUID()}`,
  ];
  for (const p of paths) {
    for (let i = 0; i < 3; i++) {
      const res = await hit(`${proxy.origin}${p}`);
      expect(res.status, p).toBeLessThan(500);
      expect(cacheStatus(res), p).toBe("BYPASS");
    }
  }
});

test("a visitor with a session or draft-mode cookie, or an API token, bypasses the cache", async () => {
  const url = `${proxy.origin}/tours`;
  await expect.poll(async () => cacheStatus(await hit(url))).toBe("HIT");
  const privateRequests: Record<string, string>[] = [
    { cookie: "ikaze_session=anything" },
    { cookie: "theme=dark; __prerender_bypass=abc" },
    { token: "anything" },
  ];
  for (const headers of privateRequests) {
    const res = await hit(url, headers);
    expect(res.status).toBe(200);
    expect(cacheStatus(res), JSON.stringify(headers)).toBe("BYPASS");
  }
  // An unrelated cookie does not.
  expect(cacheStatus(await hit(url, { cookie: "theme=dark" }))).toMatch(/HIT|STALE|UPDATING|EXPIRED/);
});

test("/_next/static files come from the build's folder: the .gz written after the build as it is, with their type, immutable for a year", async () => {
  const html = (await hit(`${proxy.origin}/`)).body.toString("utf8");
  const srcs = [...html.matchAll(/<(?:script|link)[^>]*\s(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const css = srcs.find((s) => s.endsWith(".css"));
  expect(css).toBeTruthy();
  const js = srcs.find((s) => s.endsWith(".js"));
  expect(js).toBeTruthy();
  for (const [src, type] of [
    [css!, "text/css; charset=utf-8"],
    [js!, "application/javascript; charset=utf-8"],
  ]) {
    const file = path.join(DIST_DIR, "static", src.replace("/_next/static/", ""));
    const zipped = await hit(`${proxy.origin}${src}`, { "accept-encoding": "gzip" });
    expect(zipped.status, src).toBe(200);
    expect(zipped.headers["content-encoding"], src).toBe("gzip");
    // The very bytes scripts/precompress-static.mjs wrote (nothing compressed per request), and
    // they are the file the app itself serves.
    expect(zipped.body.equals(readFileSync(`${file}.gz`)), src).toBe(true);
    const fromApp = await hit(`${appOrigin}${src}`);
    expect(gunzipSync(zipped.body).equals(fromApp.body), src).toBe(true);
    expect(zipped.headers["content-type"], src).toBe(type);
    expect(zipped.headers["x-content-type-options"], src).toBe("nosniff");
    expect(zipped.headers["cache-control"], src).toBe("public, max-age=31536000, immutable");
    expect(zipped.headers["x-cache-status"], src).toBeUndefined();
    // A client that does not take gzip gets the file itself.
    const plain = await hit(`${proxy.origin}${src}`);
    expect(plain.headers["content-encoding"], src).toBeUndefined();
    expect(plain.body.equals(fromApp.body), src).toBe(true);
  }
  // A file this folder does not have (an instance built elsewhere) is asked of the app.
  const missing = await hit(`${proxy.origin}/_next/static/chunks/not-in-this-build.js`);
  expect(missing.status).toBe(404);
  expect(cacheStatus(missing)).toBe("MISS");
});

test("over HTTPS the front speaks HTTP/2: one connection carries the page, its CSS and its scripts; the app knows it is HTTPS", async () => {
  const session = http2.connect(proxy.httpsOrigin!, { rejectUnauthorized: false });
  try {
    await new Promise<void>((resolve, reject) => session.once("connect", () => resolve()).once("error", reject));
    // Negotiated in the TLS handshake (ALPN), as a browser does.
    expect(session.alpnProtocol).toBe("h2");
    const get = (p: string) =>
      new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = session.request({ ":path": p, "accept-encoding": "gzip" });
        const chunks: Buffer[] = [];
        let headers: http2.IncomingHttpHeaders = {};
        req.on("response", (h) => (headers = h));
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => resolve({ headers, body: Buffer.concat(chunks) }));
        req.on("error", reject);
        req.end();
      });
    const page = await get(`/?tls-spec=${Date.now()}`);
    expect(page.headers[":status"]).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(page.body).toString("utf8");
    expect(html).toContain("</html>");
    // X-Forwarded-Proto https reached the app (a trusted proxy): it asks browsers to stay on HTTPS.
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    const assets = [...html.matchAll(/<(?:script|link)[^>]*\s(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(2);
    // All of them at once over the same connection (streams), each the .gz written after the build
    // (files too small to gain from it have none and come as they are).
    const answers = await Promise.all(assets.map((a) => get(a)));
    for (const [i, a] of answers.entries()) {
      expect(a.headers[":status"], assets[i]).toBe(200);
      const file = path.join(DIST_DIR, "static", assets[i].replace("/_next/static/", ""));
      const sent = existsSync(`${file}.gz`) ? `${file}.gz` : file;
      expect(a.headers["content-encoding"], assets[i]).toBe(sent === file ? undefined : "gzip");
      expect(a.body.equals(readFileSync(sent)), assets[i]).toBe(true);
    }
  } finally {
    session.close();
  }
});

test("a page's ETag gets a 304 through nginx, from its copy and from the app", async () => {
  const url = `${proxy.origin}/events?etag-spec=${Date.now()}`;
  const first = await hit(url, { "accept-encoding": "gzip" });
  expect(first.status).toBe(200);
  const etag = first.headers.etag!;
  expect(etag).toMatch(/^"[0-9a-z]+"$/);
  // From nginx's copy (HIT) …
  await expect.poll(async () => cacheStatus(await hit(url, { "accept-encoding": "gzip" }))).toBe("HIT");
  const fromCopy = await hit(url, { "accept-encoding": "gzip", "if-none-match": etag });
  expect(fromCopy.status).toBe(304);
  expect(fromCopy.headers.etag).toBe(etag);
  expect(fromCopy.body.length).toBe(0);
  // … and when it is passed to the app (a visitor with a session bypasses the copy).
  const passed = await hit(url, { "accept-encoding": "gzip", "if-none-match": etag, cookie: "ikaze_session=anything" });
  expect(cacheStatus(passed)).toBe("BYPASS");
  expect(passed.status).toBe(304);
  // Another ETag is a full answer.
  expect((await hit(url, { "accept-encoding": "gzip", "if-none-match": '"other"' })).status).toBe(200);
});

test("keep-alive answers from the copy are not held back (no TCP_CORK wait for the client's delayed ACK)", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = `${proxy.origin}/tours`;
  await expect.poll(async () => cacheStatus(await hit(url, { "accept-encoding": "gzip" }))).toBe("HIT");
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const began = performance.now();
    await new Promise<void>((resolve, reject) => {
      http.get(url, { agent, headers: { "accept-encoding": "gzip" } }, (res) => res.resume().on("end", resolve)).on("error", reject);
    });
    times.push(performance.now() - began);
  }
  agent.destroy();
  // With tcp_nopush every one of these took ~40 ms; a copy in memory is sent in about 1 ms.
  times.sort((a, b) => a - b);
  expect(times[10]).toBeLessThan(20);
});

test("only answers marked shareable are stored; Set-Cookie and private answers never are", async () => {
  const twice = async (p: string) => [await hit(`${scripted.origin}${p}`), await hit(`${scripted.origin}${p}`)];

  expect(cacheStatus(await hit(`${scripted.origin}/shared`))).toBe("MISS");
  await expect.poll(async () => cacheStatus(await hit(`${scripted.origin}/shared`))).toBe("HIT");
  expect(originHits.get("/shared")).toBeLessThanOrEqual(2);
  const before = originHits.get("/shared")!;

  for (const p of ["/with-cookie", "/private", "/zero"]) {
    const [x, y] = await twice(p);
    expect(cacheStatus(y), p).toBe("MISS");
    expect(originHits.get(p), p).toBe(2);
    if (p === "/with-cookie") {
      expect(x.headers["set-cookie"]).toEqual(["visitor=abc; Path=/; HttpOnly"]);
      expect(y.body.toString()).toContain("#2");
    }
  }

  // The s-maxage of 600 s is capped: within a couple of seconds the copy is refreshed (in the
  // background, the visitor getting the old copy marked STALE meanwhile).
  const seen = new Set<string | string[] | undefined>();
  await expect
    .poll(
      async () => {
        seen.add(cacheStatus(await hit(`${scripted.origin}/shared`)));
        return originHits.get("/shared");
      },
      { timeout: 3_000, intervals: [100] },
    )
    .toBeGreaterThan(before);
  expect([...seen]).toContain("STALE");
});

test("the origin gets one X-Forwarded-For entry (the client's address), the scheme and a normalised encoding", async () => {
  await hit(`${scripted.origin}/private`, { "x-forwarded-for": "6.6.6.6", "x-forwarded-proto": "https", "accept-encoding": "br, gzip, deflate" });
  expect(lastHeaders["x-forwarded-for"]).toBe("127.0.0.1");
  expect(lastHeaders["x-forwarded-proto"]).toBe("http");
  expect(lastHeaders["accept-encoding"]).toBe("gzip");
});

test("a publish through the API shows through nginx within a few seconds", async ({ request }) => {
  const token = await apiToken(request, ADMIN);
  const upload = await request.post("/api/uploads", { headers: { token }, multipart: { folder: "Blogs", file: await pngFile() } });
  expect(upload.status()).toBe(201);
  const title = `Through the proxy ${Date.now()}`;
  const created = await request.post("/api/news/create", {
    headers: { token },
    data: { title, newsBody: "<p>Published behind nginx.</p>", image: (await upload.json()).secure_url },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()).data;

  const list = `${proxy.origin}/blogs`;
  await expect.poll(async () => cacheStatus(await hit(list))).toBe("HIT");
  expect((await hit(list)).body.toString("utf8")).not.toContain(title);

  const publish = async (value: "true" | "false") =>
    expect((await request.put(`/api/news/publish/${slug}`, { headers: { token }, data: { isPublished: value } })).status()).toBe(200);
  await publish("true");
  try {
    const published = Date.now();
    await expect.poll(async () => (await hit(list)).body.toString("utf8"), { timeout: 5_000, intervals: [100] }).toContain(title);
    expect(Date.now() - published).toBeLessThan(5_000);
    expect((await hit(`${proxy.origin}/blog/${slug}`)).status).toBe(200);
  } finally {
    await publish("false");
  }
  await expect.poll(async () => (await hit(list)).body.toString("utf8"), { timeout: 5_000, intervals: [100] }).not.toContain(title);
});
