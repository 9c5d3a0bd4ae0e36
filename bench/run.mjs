// npm run bench — the public site's throughput, latency and weight, next to a bare Next.js page
// (bench/reference), on plain `next start` and behind deploy/nginx.conf. One run:
//
// 1. builds the app (.next-bench) and starts it with `next start` on a fresh data directory with
//    the demo content; measures the HTML of `/`;
// 2. builds the reference with its /padded page padded to that size, starts it with `next start`;
// 3. starts nginx (Debian's /usr/sbin/nginx) with deploy/nginx.conf in front of the app;
// 4. warms every page, then loads one URL at a time with BENCH_CONNECTIONS keep-alive connections
//    for BENCH_SECONDS, BENCH_ROUNDS times (the best round counts: other work on the machine only
//    ever slows a run down). The load generator is bench/load.mjs, in BENCH_LOAD_PROCS processes of
//    its own (it shares the machine's cores with the servers: its cost is in every figure);
// 5. times the dashboard search over 10,000 bookings (bench/search.bench.ts, `npm run bench:search`):
//    PGlite, and PostgreSQL when TEST_DATABASE_URL is set;
// 6. prints the table with PASS/FAIL per budget, writes bench/results.md, and runs
//    bench/lighthouse.mjs if that file exists, through nginx over HTTPS with HTTP/2 (the production
//    front; BENCH_LIGHTHOUSE_DIRECT=1: against `next start` itself).
//
// Every row asks for gzip, as browsers do: `next start` compresses each answer itself (the padded
// reference too, so the ratio compares like with like); nginx keeps one gzip copy per page.
// The app is built with browser source maps (NEXT_BROWSER_SOURCEMAPS=1: a comment line more per
// chunk) so the largest modules of each page's own chunks can be named.
//
// Environment: BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_ROUNDS (3), BENCH_LOAD_PROCS (1),
// BENCH_WARMUP_SECONDS (8: each target is loaded that long before the rounds), BENCH_LEAD_IN_SECONDS (2: and that long before each measured run), BENCH_SKIP_BUILD=1 (reuse the last builds), BENCH_APP_PORT (3290), BENCH_REF_PORT (3291),
// BENCH_NGINX_PORT (8090), BENCH_TLS_PORT (8092, nginx's HTTPS), BENCH_WRITE_RESULTS=0 (do not rewrite bench/results.md),
// BENCH_ONLY=serving (only the serving rows: the two reference pages and / on next start and
// behind nginx; no module list, search, flood or Lighthouse, and bench/results.md is left alone).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { hasNginx, NGINX, startNginx } from "../deploy/nginx-local.mjs";
import { precompressStatic } from "../scripts/precompress-static.mjs";
import { FLOOD_BUDGET, floodRun } from "./flood.mjs";
import { BUDGETED_PAGES, chunkModules, frameworkJs, kb as kbOf, pageWeight, resolvePages } from "./page-weight.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const NEXT = path.join(ROOT, "node_modules/.bin/next");
const REFERENCE = path.join(ROOT, "bench/reference");
const DIST = ".next-bench";
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3290);
const REF_PORT = Number(process.env.BENCH_REF_PORT ?? 3291);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 8090);
const TLS_PORT = Number(process.env.BENCH_TLS_PORT ?? 8092);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// Servers are compared at 10 connections, gzip, as a handful of phones on one page would load them.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 8);
const LEAD_IN_SECONDS = Number(process.env.BENCH_LEAD_IN_SECONDS ?? 2);
const LOAD_PROCS = Math.max(1, Number(process.env.BENCH_LOAD_PROCS ?? 1));
const SERVING_ONLY = process.env.BENCH_ONLY === "serving";
// Per page HTML and JavaScript budgets: BUDGETED_PAGES (bench/page-weight.mjs, shared with e2e/byte-budget.spec.ts).
const BUDGET = { vsPadded: 0.8, p99Ms: 50, nginxRps: 10_000 };
/** bench/results.md: what follows this line is kept as it is when the bench rewrites the file. */
const KEPT = "<!-- Written by hand below: npm run bench keeps everything from this line on. -->";
const IDENTITY = { "accept-encoding": "identity", accept: "text/html" };
const GZIP = { "accept-encoding": "gzip", accept: "text/html" };

const started = Date.now();
const log = (msg) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${msg}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ikaze-bench-"));
const children = [];
let nginx;
let stopping = false;

const appEnv = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: DIST,
  DATA_DIR: dataDir,
  PORT: String(APP_PORT),
  APP_URL: `http://localhost:${APP_PORT}`,
  SEED_DEMO: "1",
  // nginx sends one X-Forwarded-For entry (docs/security.md "Client addresses").
  TRUST_PROXY: "1",
  ADMIN_EMAIL: "bench-admin@ikaze.test",
  ADMIN_PASSWORD: "Bench-admin-pass-2026!",
};
delete appEnv.DATABASE_URL;
delete appEnv.REDIS_URL;
const refEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
delete refEnv.NEXT_DIST_DIR;

function build(label, args, env, builtFile, stamp) {
  const stampFile = path.join(path.dirname(builtFile), "bench-stamp");
  const same = existsSync(builtFile) && (!stamp || (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp));
  if (process.env.BENCH_SKIP_BUILD === "1" && same) return log(`${label}: reusing the last build`);
  log(`${label}: next build …`);
  const r = spawnSync(process.execPath, [NEXT, "build", ...args], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`${label}: next build failed`);
  if (stamp) writeFileSync(stampFile, stamp);
}

function start(label, args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  child.on("exit", (code) => code && !stopping && log(`${label} server exited with ${code}`));
  children.push(child);
  return child;
}

function get(url, headers = IDENTITY) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

async function waitFor(url, seconds = 120) {
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

/** Runs bench/load.mjs in LOAD_PROCS processes, the connections shared among them. */
async function load(url, seconds, connections, headers) {
  const procs = Math.min(LOAD_PROCS, connections);
  const runs = Array.from({ length: procs }, (_, i) => {
    const share = Math.floor(connections / procs) + (i < connections % procs ? 1 : 0);
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(ROOT, "bench/load.mjs"), url, String(seconds), String(share), JSON.stringify(headers)], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load generator exited with ${code}`))));
    });
  });
  const results = await Promise.all(runs);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = Math.max(...results.map((r) => r.elapsed));
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors: results.reduce((s, r) => s + r.errors, 0), count: latencies.length };
}

/** Size of the page's RSC answer for a client-side navigation (`RSC: 1`), or NaN. */
async function rscResponseBytes(origin, pagePath) {
  let res = await get(origin + pagePath, { rsc: "1", "accept-encoding": "identity" });
  // Next answers a bare `RSC: 1` with a redirect to the URL with its `_rsc` cache-busting hash.
  if (res.status === 307 && res.headers.location)
    res = await get(new URL(res.headers.location, origin).toString(), { rsc: "1", "accept-encoding": "identity" });
  return res.status === 200 && String(res.headers["content-type"]).startsWith("text/x-component") ? res.body.length : NaN;
}

function cleanup() {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
process.on("SIGINT", async () => {
  await nginx?.stop();
  cleanup();
  process.exit(130);
});

const kb = (n) => (n / 1024).toFixed(1);

try {
  if (!hasNginx()) throw new Error(`${NGINX} is missing: apt-get install nginx-light`);
  // The type check is `npm run typecheck`'s job, not the bench's.
  build("app", [], { ...appEnv, NEXT_BROWSER_SOURCEMAPS: "1", SKIP_BUILD_TYPECHECK: "1" }, path.join(ROOT, DIST, "BUILD_ID"));
  // As `npm run build` does (postbuild): the .gz copies nginx serves /_next/static from.
  precompressStatic(path.join(ROOT, DIST));
  // A reused build keeps the pages cached by the last run (from another database): start empty.
  for (const dir of ["server/route-cache", "cache/fetch-cache"]) rmSync(path.join(ROOT, DIST, dir), { recursive: true, force: true });
  log("starting the app (next start) …");
  start("app", [NEXT, "start", "-p", String(APP_PORT)], appEnv);
  const app = `http://localhost:${APP_PORT}`;
  await waitFor(`${app}/api/health`);
  await get(`${app}/`);
  const homeKb = Math.round((await get(`${app}/`)).body.length / 1024);
  const homeGzKb = Math.round((await get(`${app}/`, GZIP)).body.length / 1024);
  const pad = { REFERENCE_PAD_KB: String(homeKb), REFERENCE_PAD_GZ_KB: String(homeGzKb) };

  build("reference", [REFERENCE], { ...refEnv, ...pad }, path.join(REFERENCE, ".next/BUILD_ID"), `pad=${homeKb},gz=${homeGzKb}`);
  log(`starting the reference (next start, /padded ≈ ${homeKb} KB, ${homeGzKb} KB gzip) and nginx …`);
  start("reference", [NEXT, "start", REFERENCE, "-p", String(REF_PORT)], { ...refEnv, ...pad });
  const ref = `http://localhost:${REF_PORT}`;
  await waitFor(`${ref}/`);
  // HTTPS with HTTP/2 too (deploy/nginx.conf's TLS lines, a certificate for localhost): Lighthouse
  // audits the pages there, as a phone gets them in production.
  nginx = await startNginx({ upstreams: [`127.0.0.1:${APP_PORT}`], port: NGINX_PORT, distDir: DIST, tls: { port: TLS_PORT } });
  const proxied = nginx.origin;

  const budgeted = (await resolvePages(app, BUDGETED_PAGES)).filter((p) => !SERVING_ONLY || p.path === "/");
  const pages = budgeted.map((p) => p.path);
  const budgetOf = (pagePath) => budgeted.find((p) => p.path === pagePath);

  const targets = [
    { group: "reference", name: "bare reference page", origin: ref, path: "/", headers: GZIP },
    { group: "reference", name: "reference padded to / (info)", origin: ref, path: "/padded", headers: GZIP },
    ...pages.map((p) => ({ group: "next start", name: p, origin: app, path: p, headers: GZIP })),
    ...pages.map((p) => ({ group: "nginx", name: p, origin: proxied, path: p, headers: GZIP })),
  ];

  for (const t of targets) {
    const weight = await pageWeight(t.origin, t.path);
    t.htmlBytes = weight.htmlBytes;
    t.inlineRsc = weight.inlinePayloadBytes;
    t.rsc = await rscResponseBytes(t.origin, t.path);
    t.js = { kb: weight.jsGzBytes / 1024, files: weight.scripts.length, scripts: weight.scripts };
  }

  // After the pages' weights are taken (their requests for scripts and RSC payloads take other
  // paths through the same server code, and its first round after them was ~15 % slower while V8
  // re-optimised), and long enough for V8 to settle on its optimised code at full load: after a
  // 1-s warm-up the app was still getting faster over its first ~10 s (430 → 530 → 570 req/s in
  // three rounds), so the best of two rounds measured its warm-up, not its steady state.
  log(`warming up ${targets.length} targets …`);
  for (const t of targets) {
    await load(t.origin + t.path, WARMUP_SECONDS, CONNECTIONS, t.headers);
    // The answer the rounds get: no x-nextjs-cache means prerendered at build (static) or rendered
    // for each request (dynamic: Next marks those private/no-store).
    const res = await get(t.origin + t.path, t.headers);
    const rendered = /private|no-store/.test(String(res.headers["cache-control"])) ? "dynamic" : "static";
    t.cache = t.group === "nginx" ? (res.headers["x-cache-status"] ?? "-") : (res.headers["x-nextjs-cache"] ?? rendered);
    t.wireKb = res.body.length / 1024;
  }

  const best = new Map();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      // Each measured run follows a few seconds of the same load: it measures the server at load,
      // not its first seconds after the pause the other targets' runs make (idle, V8 shrinks the
      // heap it then grows back; the app, with the larger heap, lost ~8 % there, the reference ~3 %).
      if (LEAD_IN_SECONDS > 0) await load(t.origin + t.path, LEAD_IN_SECONDS, CONNECTIONS, t.headers);
      const r = await load(t.origin + t.path, SECONDS, CONNECTIONS, t.headers);
      log(`round ${round}: ${`${t.group} ${t.name}`.padEnd(52)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`);
      if (r.errors) throw new Error(`${t.group} ${t.name}: ${r.errors} failed requests`);
      if (!best.has(t) || r.rps > best.get(t).rps) best.set(t, r);
    }
  }

  const bare = targets[0];
  const padded = targets[1];
  const paddedRps = best.get(padded).rps;
  const failures = [];
  const rows = targets.map((t) => {
    const r = best.get(t);
    const extraJs = t.js.kb - bare.js.kb;
    const fails = [];
    let judged = false;
    const check = (ok, what) => {
      judged = true;
      if (!ok) fails.push(what);
    };
    if (t.group !== "reference") {
      const b = budgetOf(t.path);
      check(extraJs <= b.jsKb, `JS +${extraJs.toFixed(1)} KB > +${b.jsKb}`);
      check(t.htmlBytes / 1024 <= b.htmlKb, `HTML ${kb(t.htmlBytes)} KB > ${b.htmlKb}`);
    }
    // Both serving budgets are for pages answered from the cache: the padded reference is one, and a
    // page rendered for each request (/participant?event=) is a render with its queries, not serving.
    if (t.group === "next start" && (t.cache === "HIT" || t.cache === "static")) {
      check(r.rps >= BUDGET.vsPadded * paddedRps, `req/s ${(r.rps / paddedRps).toFixed(2)}×`);
      check(r.p99 <= BUDGET.p99Ms, `p99 ${r.p99.toFixed(0)} ms`);
    }
    if (t.group === "nginx" && t.path === "/") check(r.rps >= BUDGET.nginxRps, `${r.rps.toFixed(0)} req/s`);
    if (fails.length) failures.push(`${t.group} ${t.name}`);
    return [
      t.group,
      t.name,
      r.rps.toFixed(0),
      `${(r.rps / paddedRps).toFixed(2)}×`,
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      t.headers["accept-encoding"],
      t.wireKb.toFixed(1),
      kb(t.htmlBytes),
      kb(t.inlineRsc),
      Number.isNaN(t.rsc) ? "–" : kb(t.rsc),
      `${t.js.kb.toFixed(1)} (${t.js.files})`,
      t.group === "reference" ? "" : `${extraJs >= 0 ? "+" : ""}${extraJs.toFixed(1)}`,
      t.cache,
      judged ? (fails.length ? `FAIL: ${fails.join(", ")}` : "PASS") : "—",
    ];
  });
  const header = [
    "server",
    "page",
    "req/s",
    "vs padded",
    "p50 ms",
    "p99 ms",
    "encoding",
    "sent KB",
    "HTML KB",
    "inline RSC KB",
    "RSC: 1 KB",
    "client JS KB gz (files)",
    "JS vs ref",
    "cache",
    "budgets",
  ];

  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  const summary = `${SECONDS}s per run, ${CONNECTIONS} keep-alive connections, best of ${ROUNDS} rounds, load generator: bench/load.mjs in ${LOAD_PROCS} process(es) on the same machine`;
  const budgets = `budgets: next start ≥ ${BUDGET.vsPadded}× the padded reference's req/s and p99 ≤ ${BUDGET.p99Ms} ms on cached pages; / behind nginx ≥ ${BUDGET.nginxRps} req/s; HTML and client JS (gzip, beyond the bare reference page) per page: ${BUDGETED_PAGES.map((p) => `${p.name} ≤ ${p.htmlKb} KB, +${p.jsKb} KB`).join("; ")}`;
  console.log(`\n${summary}\n${budgets}\n`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));

  if (SERVING_ONLY) {
    console.log(
      `\n${failures.length ? `FAIL (${failures.join("; ")})` : "PASS"} (${((Date.now() - started) / 1000).toFixed(0)}s, serving rows only; bench/results.md not written)`,
    );
  } else {
    // The page's own chunks (beyond the bare Next files every page loads) and their largest modules,
    // named from the build's source maps (Turbopack writes one section per module).
    const base = await frameworkJs(app, path.join(ROOT, DIST));
    const modulesMd = [];
    for (const t of targets.filter((x) => x.group === "next start")) {
      const own = t.js.scripts.filter((sc) => !base.files.includes(sc.src));
      const modules = [];
      for (const sc of own) {
        const file = path.join(ROOT, DIST, sc.src.replace(/^\/_next\//, ""));
        const code = readFileSync(file, "utf8");
        // Turbopack names a chunk's map by a hash of its own: the chunk's last line says which.
        const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
        const mapFile = mapName && !mapName.startsWith("data:") ? path.join(path.dirname(file), mapName) : `${file}.map`;
        const map = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, "utf8")) : null;
        for (const m of chunkModules(code, map)) modules.push(m);
      }
      modules.sort((a, b) => b.bytes - a.bytes);
      const ownGz = own.reduce((sum, sc) => sum + sc.gzBytes, 0);
      modulesMd.push(
        `- \`${t.path}\`: ${own.length} own chunks, ${kbOf(ownGz)} KB gz; largest modules (minified): ${
          modules
            .slice(0, 6)
            .map((m) => `${m.name} ${kbOf(m.bytes)} KB`)
            .join(", ") || "none"
        }`,
      );
    }
    console.log(`\nOwn client JavaScript per page (beyond bare Next, ${kbOf(base.gzBytes)} KB gz in ${base.files.length} files):\n${modulesMd.join("\n")}`);
    // The dashboard search over 10,000 bookings (bench/search.bench.ts, budget p95 ≤ 100 ms): on
    // PGlite, and on PostgreSQL too when TEST_DATABASE_URL names a server.
    let searchMd = "";
    for (const server of [false, ...(process.env.TEST_DATABASE_URL ? [true] : [])]) {
      const what = server ? "PostgreSQL" : "PGlite";
      const out = path.join(dataDir, `search-${what}.md`);
      const env = { ...process.env, BENCH_SEARCH_OUT: out };
      if (!server) delete env.TEST_DATABASE_URL;
      log(`dashboard search on ${what} …`);
      const r = spawnSync(process.execPath, [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run", "-c", "bench/vitest.config.ts"], {
        cwd: ROOT,
        env,
        stdio: ["ignore", "ignore", "inherit"],
      });
      const table = existsSync(out) ? readFileSync(out, "utf8") : `Dashboard search on ${what}: no result (exit ${r.status}).\n`;
      console.log(`\n${table}`);
      searchMd += `${table}\n`;
      if (r.status !== 0) failures.push(`dashboard search on ${what}`);
    }

    const verdict = failures.length ? `FAIL (${failures.join("; ")})` : "PASS";
    console.log(`\n${verdict} (${((Date.now() - started) / 1000).toFixed(0)}s)`);

    // A flood of wrong logins and uncached pages, against the app alone.
    log("flood: 100 wrong logins from 100 addresses + 100 uncached pages at once, probing /api/health and an uncached page every 100 ms …");
    const flood = await floodRun(app);
    const floodLine = (f) =>
      `/api/health p50 ${f.health.p50} ms, p99 ${f.health.p99} ms (${f.health.n} probes${f.healthDatabase ? `; of which its database query p50 ${f.healthDatabase.p50} ms, p99 ${f.healthDatabase.p99} ms` : ""}); uncached page p50 ${f.uncachedPage.p50} ms, p99 ${f.uncachedPage.p99} ms; the flood's own pages p50 ${f.floodPages.p50} ms, max ${f.floodPages.max} ms; all answered in ${f.seconds} s; logins ${JSON.stringify(f.loginStatuses)}, pages ${JSON.stringify(f.pageStatuses)}`;
    const floodVerdict = flood.pass ? "PASS" : "FAIL";
    console.log(
      `\nflood: ${floodLine(flood)} — ${floodVerdict} (budgets: /api/health p99 ≤ ${FLOOD_BUDGET.healthP99Ms} ms, uncached page p99 ≤ ${FLOOD_BUDGET.pageP99Ms} ms)`,
    );
    // The figures before the embedded database moved to its worker thread, measured once.
    const before = JSON.parse(readFileSync(path.join(ROOT, "bench/flood-before.json"), "utf8"));

    let lighthouse = "";
    const lighthouseScript = path.join(ROOT, "bench/lighthouse.mjs");
    if (existsSync(lighthouseScript)) {
      // Through the production front (nginx, HTTPS, HTTP/2); BENCH_LIGHTHOUSE_DIRECT=1: `next start` itself.
      const audited = process.env.BENCH_LIGHTHOUSE_DIRECT === "1" ? app : nginx.httpsOrigin;
      log(`bench/lighthouse.mjs on ${audited} …`);
      const r = spawnSync(process.execPath, [lighthouseScript, audited], {
        cwd: ROOT,
        env: { ...process.env, LIGHTHOUSE_URL: audited, BENCH_APP_ORIGIN: app },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      });
      lighthouse = r.stdout ?? "";
      process.stdout.write(lighthouse);
      if (r.status !== 0) console.log(`bench/lighthouse.mjs exited with ${r.status}`);
    } else {
      console.log("(bench/lighthouse.mjs is absent: no Lighthouse run)");
    }

    if (process.env.BENCH_WRITE_RESULTS !== "0") {
      const nginxVersion = spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr.trim().replace("nginx version: ", "");
      const md = [
        "# Bench results",
        "",
        `Written by \`npm run bench\` on ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}.`,
        `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, ${os.type()} ${os.release()}, load average at the end ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")}; Node ${process.version}, ${nginxVersion}.`,
        "",
        summary + ".",
        "",
        budgets + ".",
        "",
        `| ${header.join(" | ")} |`,
        `|${header.map((_, i) => (i < 2 ? "---" : "---:")).join("|")}|`,
        ...rows.map((r) => `| ${r.map((c) => c.replace(/\|/g, "\\|")).join(" | ")} |`),
        "",
        `Result: ${verdict}.`,
        "",
        "## Flood (bench/flood.mjs)",
        "",
        `100 wrong logins from 100 addresses and 100 pages never rendered before, sent at once to the app alone (PGlite, demo content), while /api/health and an uncached page are requested every 100 ms. Budgets: /api/health p99 ≤ ${FLOOD_BUDGET.healthP99Ms} ms, uncached page p99 ≤ ${FLOOD_BUDGET.pageP99Ms} ms.`,
        "",
        `- now (PGlite in its worker thread): ${floodLine(flood)}. ${floodVerdict}.`,
        `- before (${before.note}): ${floodLine(before.result)}. ${before.result.pass ? "PASS" : "FAIL"}.`,
        "",
        "Notes:",
        "- req/s and latencies are from the best round; the servers, nginx and the load generator share the machine's cores, so every figure includes the load generator's own cost, and any other work on the machine lowers them.",
        "- Every row asks for gzip, as browsers do: `next start` compresses each answer itself (the padded reference too, padded to the same HTML and gzip bytes as /, so the ratio compares like with like); nginx stores one gzip copy per page and serves it for up to 1 s. sent KB is the answer's body as sent (gzip).",
        "- HTML KB is the uncompressed page; inline RSC KB is the part of it that is Next's payload (`self.__next_f.push` scripts); RSC: 1 KB is the answer to a client-side navigation.",
        "- cache: `x-nextjs-cache` of the direct answer (HIT: Next's page cache; static: prerendered at build; dynamic: rendered for every request), or nginx's `X-Cache-Status`.",
        "",
        "## Client JavaScript per page",
        "",
        `Bare Next (the build's rootMainFiles): ${kbOf(base.gzBytes)} KB gz in ${base.files.length} files. Beyond it:`,
        "",
        ...modulesMd,
        "",
        "## Before the byte budgets",
        "",
        "bench/results-before-27.md keeps the figures measured before the issue's work.",
        "",
        "## Dashboard search (bench/search.bench.ts)",
        "",
        searchMd.trim(),
        ...(lighthouse.trim()
          ? [
              "",
              `## Lighthouse (bench/lighthouse.mjs, ${process.env.BENCH_LIGHTHOUSE_DIRECT === "1" ? "next start itself, HTTP/1.1" : "through nginx: HTTPS, HTTP/2"})`,
              "",
              "```",
              lighthouse.trim(),
              "```",
            ]
          : []),
        "",
      ].join("\n");
      // Sections written by hand (figures before and after an issue's work) live below KEPT and stay.
      const resultsFile = path.join(ROOT, "bench/results.md");
      const previous = existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : "";
      const kept = previous.includes(KEPT) ? previous.slice(previous.indexOf(KEPT)) : `${KEPT}\n`;
      writeFileSync(resultsFile, `${md}\n${kept}`);
      log("wrote bench/results.md");
    }
  }
  process.exitCode = failures.length ? 1 : 0;
} catch (err) {
  console.error(`[bench] ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
} finally {
  await nginx?.stop();
  cleanup();
}
