import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import postgres from "postgres";
import { hasNginx, startNginx } from "../deploy/nginx-local.mjs";
import { ADMIN, Cluster, DIST_DIR } from "./cluster";

/**
 * Two production instances (`next start`) sharing one PostgreSQL database and one Redis, as in
 * docs/operations.md "Several instances": a change on one shows on the other at once, sessions and limits are shared,
 * the outbox sends each message once, and restarting PostgreSQL or Redis never takes them down.
 * The tests share one cluster and run in order (playwright.cluster.config.ts: one worker).
 */
const DRAFT_TOUR = { slug: "nyanza-royal-heritage-day", title: "Nyanza Royal Heritage Day" };
const cluster = new Cluster();

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await cluster.start();
});

test.afterAll(async () => {
  await cluster.stop();
});

// A failure says what the instances printed just before it (CI shows only the run's output).
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const name of ["a", "b"] as const) console.log(`[cluster] instance ${name}'s last lines:\n${cluster.logs[name].map((l) => `  ${l}`).join("\n")}`);
  console.log(`[cluster] exits: ${JSON.stringify(cluster.exits)}`);
});

/**
 * A GET with If-None-Match through node:http: fetch() adds `Cache-Control: no-cache` to a
 * conditional request (the Fetch standard's "no-store" mode), which rightly gets a full answer.
 */
function conditional(url: string, etag: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip", "if-none-match": etag, ...headers } }, (res) => {
        res.resume().on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .on("error", reject);
  });
}

async function get(url: string, init: RequestInit = {}) {
  return fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000), ...init });
}

async function token(base: string): Promise<string> {
  const res = await get(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).token;
}

async function publish(base: string, t: string, value: boolean) {
  const res = await get(`${base}/api/tours/publish/${DRAFT_TOUR.slug}`, {
    method: "PUT",
    headers: { token: t, "content-type": "application/json" },
    body: JSON.stringify({ isPublished: String(value) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * Polls until `check` holds and returns when, after the start, the first check that held was
 * sent (ms): a page rendered afresh may take a while to arrive on a busy machine, but it is the
 * request's send time that says whether the change was visible. So a slow check does not hold
 * the next one back: another is sent every 100 ms while it is under way (every 50 ms after a
 * quick one). Fails when no check sent within `withinMs` holds.
 */
async function within(withinMs: number, check: () => Promise<boolean>, seen?: () => string): Promise<number> {
  const started = Date.now();
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const checks: Promise<void>[] = [];
  let held: number | undefined;
  let failure: unknown;
  while (held === undefined && Date.now() - started <= withinMs) {
    const sent = Date.now() - started;
    const settled = check().then(
      (ok) => void (ok && (held = Math.min(held ?? sent, sent))),
      (err: unknown) => void (failure = err),
    );
    checks.push(settled);
    if ((await Promise.race([settled.then(() => true), pause(100).then(() => false)])) && held === undefined) await pause(50);
  }
  await Promise.all(checks);
  if (held !== undefined) return held;
  // What the last check saw, so a failure in CI says which half lagged.
  throw new Error(`not within ${withinMs} ms${seen ? `; last seen: ${seen()}` : ""}${failure ? `; a check failed: ${String(failure)}` : ""}`);
}

let lastSeen = "";
async function tourOnB(base: string): Promise<{ listed: boolean; status: number }> {
  const [list, page] = await Promise.all([get(`${base}/tours`), get(`${base}/tour/${DRAFT_TOUR.slug}`)]);
  const listed = (await list.text()).includes(DRAFT_TOUR.title);
  lastSeen = `/tours ${listed ? "lists" : "does not list"} it (x-nextjs-cache ${list.headers.get("x-nextjs-cache")}), its page ${page.status} (x-nextjs-cache ${page.headers.get("x-nextjs-cache")})`;
  return { listed, status: page.status };
}

async function showsTour(base: string): Promise<boolean> {
  const { listed, status } = await tourOnB(base);
  return listed && status === 200;
}

async function hidesTour(base: string): Promise<boolean> {
  const { listed, status } = await tourOnB(base);
  return !listed && status === 404;
}

test("a tour published on A shows on B's /tours and its page within 1 s; unpublished, it goes within 1 s", async () => {
  // B has cached /tours without it and the tour's 404, so "within 1 s" means B's cache was expired.
  for (let i = 0; i < 2; i++) expect(await hidesTour(cluster.urlB)).toBe(true);
  expect((await get(`${cluster.urlB}/tours`)).headers.get("x-nextjs-cache")).toBe("HIT");

  const t = await token(cluster.urlA);
  await publish(cluster.urlA, t, true);
  const shown = await within(
    1000,
    () => showsTour(cluster.urlB),
    () => lastSeen,
  );
  await publish(cluster.urlA, t, false);
  const hidden = await within(
    1000,
    () => hidesTour(cluster.urlB),
    () => lastSeen,
  );
  console.log(`[cluster] publish visible on B after ${shown} ms, unpublish after ${hidden} ms`);
});

test("behind deploy/nginx.conf: a page's ETag gets a 304 from either instance, and build assets come pre-compressed from the build's folder", async () => {
  expect(hasNginx(), "nginx is not installed (/usr/sbin/nginx): apt-get install nginx-light").toBe(true);
  const proxy = await startNginx({ upstreams: [new URL(cluster.urlA).host, new URL(cluster.urlB).host], workers: 1, distDir: DIST_DIR });
  try {
    const pagePath = `/tours?cluster-etag=${Date.now()}`;
    const page = `${proxy.origin}${pagePath}`;
    const etagOf = async (base: string) => (await get(`${base}${pagePath}`)).headers.get("etag");
    // Both instances render the page from the one Redis cache, so they give it the same ETag (once
    // a copy one of them is refreshing in the background, after the test before, has settled)…
    await expect
      .poll(
        async () => {
          const [a, b] = await Promise.all([etagOf(cluster.urlA), etagOf(cluster.urlB)]);
          return a !== null && a === b;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const first = await get(page, { headers: { "accept-encoding": "gzip" } });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-z]+"$/);
    // … and either answers 304 to it: so does nginx, whichever one it asks (a signed-in visitor's
    // request is passed on, round-robin).
    for (const base of [cluster.urlA, cluster.urlB]) {
      expect((await conditional(`${base}${pagePath}`, etag)).status, base).toBe(304);
    }
    for (let i = 0; i < 4; i++) {
      const passed = await conditional(page, etag, { cookie: "ikaze_session=anything" });
      expect(passed.headers["x-cache-status"]).toBe("BYPASS");
      expect(passed.status).toBe(304);
    }
    expect((await conditional(page, etag)).status).toBe(304);

    const src = (await first.text()).match(/<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(src).toBeTruthy();
    const zipped = await fetch(`${proxy.origin}${src}`, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("content-type")).toBe("application/javascript; charset=utf-8");
    // fetch decompresses: the bytes are the file either instance serves.
    const fromB = Buffer.from(await (await fetch(`${cluster.urlB}${src}`)).arrayBuffer());
    expect(Buffer.from(await zipped.arrayBuffer()).equals(fromB)).toBe(true);
    expect(Number(zipped.headers.get("content-length"))).toBe(statSync(path.join(DIST_DIR, "static", src!.replace("/_next/static/", "") + ".gz")).size);
  } finally {
    await proxy.stop();
  }
});

test("a session started on A works on B", async () => {
  const res = await get(`${cluster.urlA}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).toContain("ikaze_session=");
  const account = await get(`${cluster.urlB}/account`, { headers: { cookie } });
  expect(account.status).toBe(200);
  const users = await get(`${cluster.urlB}/api/users`, { headers: { token: (await res.json()).token } });
  expect(users.status).toBe(200);
});

test("five orders at once for a departure's last seat, spread over both instances: exactly one stored, four 409", async () => {
  // The demo's Akagera safari: its first departure has 1 of 8 seats left (lib/office/setup/demo/departures.ts).
  const slug = "akagera-big-five-safari";
  const list = await (await get(`${cluster.urlA}/api/tours/${slug}/departures`)).json();
  const first = list.departures[0] as { id: string; seats: number; seatsLeft: number };
  expect(first.seatsLeft).toBe(1);
  const tour = (await (await get(`${cluster.urlA}/api/tours/${slug}`)).json()).tours as { id: string };
  const order = (base: string, i: number) =>
    get(`${base}/api/order`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        names: `Racer ${i}`,
        email: `racer${i}@cluster.test`,
        phoneNumber: "0788123456",
        address: "KG 7 Ave",
        location: "Kigali",
        itemType: "tour",
        itemsArray: [{ id: tour.id, itemNumber: 1 }],
        departureId: first.id,
      }),
    });
  const answers = await Promise.all([0, 1, 2, 3, 4].map((i) => order(i % 2 === 0 ? cluster.urlA : cluster.urlB, i)));
  const statuses = answers.map((r) => r.status).sort();
  const sql = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [{ n: stored }] = await sql`select count(*)::int as n from orders where departure_id = ${first.id} and client_email like 'racer%@cluster.test'`;
    const [{ seats }] =
      await sql`select coalesce(sum(i.item_number), 0)::int as seats from orders o join order_items i on i.order_id = o.id where o.departure_id = ${first.id} and o.status in ('PAID', 'PENDING')`;
    console.log(
      `[cluster] 5 parallel orders for a departure's last seat on two instances: ${statuses.filter((s) => s === 200).length} stored (${stored} rows), ${statuses.filter((s) => s === 409).length} × 409; seats held ${seats} of ${first.seats}`,
    );
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(stored).toBe(1);
    expect(seats).toBe(first.seats);
  } finally {
    await sql.end();
  }
  // B's cached list was expired by the order taken on either instance.
  await within(1000, async () => (await (await get(`${cluster.urlB}/api/tours/${slug}/departures`)).json()).departures[0].seatsLeft === 0);
});

test("login throttling counts the attempts made on both instances", async () => {
  const body = JSON.stringify({ email: `nobody-${randomBytes(4).toString("hex")}@cluster.test`, password: "wrong-password-1" });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const base = i % 2 === 0 ? cluster.urlA : cluster.urlB;
    statuses.push((await get(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body })).status);
  }
  // Five attempts per address and account (lib/access/auth/login-limits.ts), wherever they land.
  expect(statuses.slice(0, 5).every((s) => s === 400 || s === 401)).toBe(true);
  expect(statuses[5]).toBe(429);
});

test("a forged X-Forwarded-For does not change the client address under next start", async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= 10; i++) {
    const base = i % 2 === 0 ? cluster.urlA : cluster.urlB;
    const res = await get(`${base}/api/auth/send-forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${i}.1`, "x-ikaze-client-address": `10.8.${i}.1` },
      body: JSON.stringify({ email: `r${i}@cluster.test` }),
    });
    statuses.push(res.status);
  }
  // Ten per address (lib/access/auth/recovery.ts): the eleventh is refused whatever the headers say.
  expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
  expect(statuses[10]).toBe(429);
});

test("the outbox sends each message once, with both instances delivering", async () => {
  const sql = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const marker = randomBytes(6).toString("hex");
    for (let i = 0; i < 4; i++) {
      const base = i % 2 === 0 ? cluster.urlA : cluster.urlB;
      const res = await get(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          names: "Cluster Visitor",
          email: `visitor${i}@example.com`,
          subject: `Cluster ${marker} ${i}`,
          phone: "0788123456",
          message: "Hello",
        }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    let queued = 0;
    await within(60_000, async () => {
      const rows = await sql`select status, count(*)::int as n from mail_outbox group by status`;
      queued = rows.filter((r) => r.status !== "sent").reduce((n, r) => n + r.n, 0);
      return queued === 0;
    });
    const [{ n: sent }] = await sql`select count(*)::int as n from mail_outbox where status = 'sent'`;
    const ids = cluster.mails.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1] ?? m.raw);
    expect(new Set(ids).size).toBe(ids.length);
    expect(cluster.mails.length).toBe(sent);
    expect(cluster.mails.filter((m) => m.raw.includes(marker)).length).toBeGreaterThanOrEqual(4);
  } finally {
    await sql.end();
  }
});

test("random URLs add nothing to Redis: misses stay in each instance's bounded memory", async () => {
  test.setTimeout(180_000);
  // Real pages do go to Redis.
  for (const path of ["/", "/tours", "/about"]) expect((await get(`${cluster.urlA}${path}`)).status).toBe(200);
  expect(Number(cluster.redisCli("DBSIZE"))).toBeGreaterThan(0);
  const before = { keys: Number(cluster.redisCli("DBSIZE")), memory: usedMemory() };
  const n = Number(process.env.CLUSTER_RANDOM_URLS ?? 200);
  const started = Date.now();
  for (let i = 0; i < n; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, j) => {
        const slug = randomBytes(8).toString("hex");
        const paths = [`/tour/${slug}`, `/blog/${slug}`, `/events/${slug}`, `/${slug}`];
        return get(`${cluster.urlA}${paths[(i + j) % paths.length]}`).then((r) => expect(r.status).toBe(404));
      }),
    );
  }
  const after = { keys: Number(cluster.redisCli("DBSIZE")), memory: usedMemory() };
  console.log(
    `[cluster] ${n} random URLs in ${Date.now() - started} ms: Redis keys ${before.keys} → ${after.keys}, used_memory ${before.memory} → ${after.memory} bytes`,
  );
  expect(after.keys - before.keys).toBeLessThanOrEqual(0);
  // The hardening bound is 1 MB per 10,000 URLs: 100 bytes each, measured on the stored data
  // (every key's MEMORY USAGE; INFO's used_memory also counts connection buffers that come and go).
  expect(after.memory - before.memory).toBeLessThan(n * 100);
});

function usedMemory(): number {
  const script = "local t = 0 for _, k in ipairs(redis.call('keys', '*')) do t = t + redis.call('memory', 'usage', k) end return t";
  return Number(cluster.redisCli("EVAL", script, "0"));
}

test("with Redis restarting, pages keep being served and health says the cache is degraded", async () => {
  await cluster.stopRedis();
  for (const base of [cluster.urlA, cluster.urlB]) {
    for (const path of ["/", "/tours", "/about"]) expect((await get(`${base}${path}`)).status, path).toBe(200);
    const health = await get(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, database: { reachable: true }, cache: "degraded" });
  }
  cluster.startRedis();
  await within(10_000, async () => (await (await get(`${cluster.urlB}/api/health`)).json()).cache === "ok");
  // Redis is used again: a publish on A shows on B at once.
  const t = await token(cluster.urlA);
  await within(10_000, async () => (await get(`${cluster.urlA}/api/health`).then((r) => r.json())).cache === "ok");
  await new Promise((r) => setTimeout(r, 2500)); // the cache handler's own connection reconnects too
  await publish(cluster.urlA, t, true);
  try {
    await within(
      1000,
      () => showsTour(cluster.urlB),
      () => lastSeen,
    );
  } finally {
    await publish(cluster.urlA, t, false);
  }
  await within(
    1000,
    () => hidesTour(cluster.urlB),
    () => lastSeen,
  );
  expect(cluster.running()).toBe(true);
});

test("with PostgreSQL restarting, requests fail cleanly with 503 and the app recovers on its own, without exiting", async () => {
  test.setTimeout(120_000);
  for (let i = 0; i < 2; i++) expect((await get(`${cluster.urlB}/tours`)).status).toBe(200);
  const answers: { status: number; body: string; ms: number }[] = [];
  let load = true;
  const worker = async () => {
    while (load) {
      const started = Date.now();
      const res = await get(`${cluster.urlA}/api/tours?page=1`, { signal: AbortSignal.timeout(30_000) }).catch((err: Error) => ({
        status: 0,
        text: async () => err.message,
      }));
      answers.push({ status: res.status, body: await res.text(), ms: Date.now() - started });
    }
  };
  const workers = Array.from({ length: 4 }, worker);
  await new Promise((r) => setTimeout(r, 500));
  await cluster.stopPostgres();
  const down = await get(`${cluster.urlB}/api/health`);
  expect(down.status).toBe(503);
  expect(await down.json()).toMatchObject({ ok: false, database: { reachable: false } });
  // Public pages already cached keep being served from the cache.
  expect((await get(`${cluster.urlB}/tours`)).status).toBe(200);
  await new Promise((r) => setTimeout(r, 2000));
  await cluster.startPostgres();
  const restarted = Date.now();
  const recovery = await within(
    10_000,
    async () => (await get(`${cluster.urlA}/api/health`)).status === 200 && (await get(`${cluster.urlB}/api/health`)).status === 200,
  );
  // Measured here, not after the load stops: draining a request the driver stranded takes its 30 s timeout.
  expect(Date.now() - restarted).toBeLessThan(10_000);
  load = false;
  await Promise.all(workers);
  console.log(
    `[cluster] PostgreSQL restart: healthy again ${recovery} ms after it was back; ${answers.length} requests, slowest ${Math.max(...answers.map((a) => a.ms))} ms`,
  );

  const failed = answers.filter((a) => a.status !== 200);
  expect(failed.length).toBeGreaterThan(0);
  // A query postgres.js was writing at the very moment PostgreSQL closed the connection can be
  // lost by the driver ("write CONNECTION_CLOSED") and its request left unanswered (our client
  // gives up after 30 s, status 0): at most the requests in flight then (postgres.js 3.4.9; see
  // docs/operations.md "Faults"). Every other one answers 200 or a clean 503 within the driver's connect timeout
  // (5 s) plus its wait for a free connection, which on this busy machine was up to 19 s.
  const lost = failed.filter((a) => a.status === 0);
  expect(lost.length).toBeLessThanOrEqual(4);
  for (const a of failed.filter((f) => f.status !== 0)) {
    expect(a.status).toBe(503);
    expect(JSON.parse(a.body)).toEqual({ error: "The service is briefly unavailable. Please try again in a minute." });
    expect(a.ms).toBeLessThan(25_000);
  }
  expect((await get(`${cluster.urlA}/api/tours?page=1`)).status).toBe(200);
  expect(cluster.running()).toBe(true);
});
