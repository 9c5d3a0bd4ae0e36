// npm run bench — throughput, p99 latency and client JavaScript of the public site next to a bare
// Next.js page (bench/reference). Builds both, starts the production servers (the app on a fresh
// data directory with the demo content), warms the page cache, then loads one URL at a time with a
// bounded keep-alive load generator on loopback. Prints a table and PASS/FAIL against the budgets:
// each page ≥ 0.8 × the reference's requests per second, and ≤ 40 KB more gzipped JavaScript.
//
// The budget is measured without response compression (Accept-Encoding: identity), i.e. the cost of
// serving the cached page itself; a second pass with Accept-Encoding: gzip shows what Node's
// on-the-fly compression adds (a reverse proxy or CDN usually does that work in production). A
// "heavy" reference page as large as the site's pages shows how much of any gap is only bytes.
//
// Environment: BENCH_SECONDS (per run, default 5), BENCH_CONNECTIONS (default 10), BENCH_ROUNDS
// (default 2; the best round counts, as other work on the machine only ever slows a run down),
// BENCH_SKIP_BUILD=1 to reuse the last builds, BENCH_APP_PORT / BENCH_REF_PORT.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const NEXT = path.join(ROOT, "node_modules/next/dist/bin/next");
const REFERENCE = path.join(ROOT, "bench/reference");
const DIST = ".next-bench";
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3290);
const REF_PORT = Number(process.env.BENCH_REF_PORT ?? 3291);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const BUDGET = { throughput: 0.8, extraJsKb: 40 };
const headersFor = (encoding) => ({ "accept-encoding": encoding, accept: "text/html" });
const HEADERS = headersFor("identity");

const started = Date.now();
const log = (msg) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${msg}`);
const dataDir = mkdtempSync(path.join(tmpdir(), "ikaze-bench-"));
const children = [];

const appEnv = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: DIST,
  DATA_DIR: dataDir,
  PORT: String(APP_PORT),
  APP_URL: `http://localhost:${APP_PORT}`,
  SEED_DEMO: "1",
  ADMIN_EMAIL: "bench-admin@ikaze.test",
  ADMIN_PASSWORD: "Bench-admin-pass-2026!",
};
delete appEnv.DATABASE_URL;
const refEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
delete refEnv.NEXT_DIST_DIR;

function build(label, args, env, done) {
  if (process.env.BENCH_SKIP_BUILD === "1" && existsSync(done)) return log(`${label}: reusing the last build`);
  log(`${label}: next build …`);
  const r = spawnSync(process.execPath, [NEXT, "build", ...args], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`${label}: next build failed`);
}

/** Runs a node script (`npm start`'s server.mjs, or `next start` for the reference). */
function start(label, args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  child.on("exit", (code) => code && log(`${label} server exited with ${code}`));
  children.push(child);
  return child;
}

function get(url, headers = HEADERS, agent) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
  });
}

async function waitFor(url, seconds = 90) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await get(url, {})).status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${seconds}s`);
}

/** Keeps `connections` requests in flight for `ms` milliseconds; every response must be a 200. */
async function load(url, ms, connections, headers = HEADERS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const t0 = performance.now();
  const end = t0 + ms;
  const one = () =>
    new Promise((resolve) => {
      const begin = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(performance.now() - begin);
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
    });
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < end) await one();
  }));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors, count: latencies.length };
}

/** Sum of the page's <script src> files, each gzip-compressed (level 9), in KB. */
async function clientJs(origin, pagePath) {
  const html = (await get(origin + pagePath, { accept: "text/html" })).body.toString("utf8");
  const srcs = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&")))];
  let bytes = 0;
  for (const src of srcs) {
    const file = await get(new URL(src, origin).toString(), {});
    if (file.status !== 200) throw new Error(`${src}: HTTP ${file.status}`);
    bytes += gzipSync(file.body, { level: 9 }).length;
  }
  return { kb: bytes / 1024, files: srcs.length };
}

function cleanup() {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
process.on("SIGINT", () => {
  cleanup();
  process.exit(130);
});

try {
  build("app", [], appEnv, path.join(ROOT, DIST, "BUILD_ID"));
  build("reference", [REFERENCE], refEnv, path.join(REFERENCE, ".next/BUILD_ID"));

  // A reused build keeps the pages cached by the last run (from another database): start empty.
  for (const dir of ["server/route-cache", "cache/fetch-cache"]) rmSync(path.join(ROOT, DIST, dir), { recursive: true, force: true });
  log("starting both production servers …");
  start("app", [path.join(ROOT, "server.mjs")], appEnv); // what `npm start` runs
  start("reference", [NEXT, "start", REFERENCE, "-p", String(REF_PORT)], refEnv);
  const app = `http://localhost:${APP_PORT}`;
  const ref = `http://localhost:${REF_PORT}`;
  await Promise.all([waitFor(`${app}/api/health`), waitFor(`${ref}/`)]);

  const tours = (await get(`${app}/tours`)).body;
  const toursHtml = (tours[0] === 0x1f ? gunzipSync(tours) : tours).toString("utf8");
  const tourPath = toursHtml.match(/href="(\/tour\/[^"]+)"/)?.[1];
  if (!tourPath) throw new Error("no tour link found on /tours");

  const targets = [
    { name: "reference page", origin: ref, path: "/" },
    { name: "reference, heavy (info)", origin: ref, path: "/heavy", info: true },
    { name: "/", origin: app, path: "/" },
    { name: "/tours", origin: app, path: "/tours" },
    { name: tourPath, origin: app, path: tourPath },
  ];

  log(`warming up (${targets.map((t) => t.name).join(", ")}) …`);
  for (const t of targets) {
    await load(t.origin + t.path, 1500, 4);
    const res = await get(t.origin + t.path);
    t.cache = res.headers["x-nextjs-cache"] ?? "static"; // HIT: served from the page cache, no rendering
    t.htmlKb = res.body.length / 1024;
  }

  const best = new Map();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      const r = await load(t.origin + t.path, SECONDS * 1000, CONNECTIONS);
      log(`round ${round}: ${t.name.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99.toFixed(1)} ms  (${r.count} requests)`);
      if (r.errors) throw new Error(`${t.name}: ${r.errors} failed requests`);
      if (!best.has(t) || r.rps > best.get(t).rps) best.set(t, r);
    }
  }
  const gzip = new Map();
  for (const t of targets) {
    const r = await load(t.origin + t.path, SECONDS * 1000, CONNECTIONS, headersFor("gzip"));
    log(`gzip:    ${t.name.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99.toFixed(1)} ms`);
    gzip.set(t, r);
  }

  for (const t of targets) t.js = await clientJs(t.origin, t.path);

  const base = best.get(targets[0]);
  const baseGzip = gzip.get(targets[0]);
  const baseJs = targets[0].js.kb;
  const rows = targets.map((t, i) => {
    const r = best.get(t);
    const ratio = r.rps / base.rps;
    const extra = t.js.kb - baseJs;
    const judged = i > 0 && !t.info;
    const pass = ratio >= BUDGET.throughput && extra <= BUDGET.extraJsKb;
    const g = gzip.get(t);
    return [
      t.name,
      r.rps.toFixed(0),
      `${ratio.toFixed(2)}×`,
      r.p99.toFixed(1),
      g.rps.toFixed(0),
      `${(g.rps / baseGzip.rps).toFixed(2)}×`,
      t.htmlKb.toFixed(1),
      `${t.js.kb.toFixed(1)} (${t.js.files})`,
      i ? `${extra >= 0 ? "+" : ""}${extra.toFixed(1)}` : "",
      t.cache,
      judged ? (pass ? "PASS" : "FAIL") : "—",
    ];
  });
  const header = ["page", "req/s", "vs ref", "p99 ms", "req/s gzip", "vs ref", "HTML KB", "client JS KB gz (files)", "JS vs ref", "cache", "budget"];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\n${SECONDS}s per run, ${CONNECTIONS} keep-alive connections on loopback; req/s and p99: best of ${ROUNDS} rounds without compression; req/s gzip: one round with Accept-Encoding: gzip`);
  console.log(`budgets: ≥ ${BUDGET.throughput} × the reference page's req/s, ≤ +${BUDGET.extraJsKb} KB gzipped client JS\n`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
  const failed = rows.some((r) => r.at(-1) === "FAIL");
  console.log(`\n${failed ? "FAIL" : "PASS"} (${((Date.now() - started) / 1000).toFixed(0)}s)`);
  process.exitCode = failed ? 1 : 0;
} catch (err) {
  console.error(`[bench] ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
} finally {
  cleanup();
}
