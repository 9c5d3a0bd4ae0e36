// node bench/lighthouse.mjs [URL] — Lighthouse (mobile preset: a mid-range phone on slow 4G, CPU
// slowed 4×) on the landing pages (/, /tours, a tour, a post, an event, /participant?event=,
// /contact, and the home page in French and Kinyarwanda) of a production build. Prints the four
// category scores with LCP / TBT / CLS and the
// run's benchmarkIndex per page, PASS/FAIL against the budgets: performance ≥ 95, accessibility,
// best practices and SEO 100, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05.
//
// With a URL (argument or LIGHTHOUSE_URL) it audits that running server (BENCH_APP_ORIGIN, if set,
// is where the pages are looked up: the app itself, when the URL is a front with a self-signed
// certificate). Without one it builds the app into .next-lighthouse (LIGHTHOUSE_SKIP_BUILD=1
// reuses it), starts it on a fresh data directory with the demo content (port LIGHTHOUSE_PORT,
// default 3292) behind deploy/nginx.conf with its TLS lines on (HTTPS and HTTP/2, as in
// production; a certificate made for localhost, which Chromium is told to accept), audits
// https://localhost:<LIGHTHOUSE_TLS_PORT, default 8443>, and stops both afterwards.
// LIGHTHOUSE_DIRECT=1 audits `next start` itself instead (HTTP/1.1, no front).
// Chromium: CHROME_PATH, else /usr/bin/chromium. LIGHTHOUSE_RUNS (default 3) audits each page that
// many times and keeps the median performance run, since other work on the machine slows a run.
// LIGHTHOUSE_PAGES=home,home-fr audits only the pages so named. LIGHTHOUSE_JSON_DIR: write each page's median report there as <page>.json. LIGHTHOUSE_LANTERN=1:
// after the table, per page, what the simulated LCP waited on (see lanternLcpGraph).
//
// `runLighthouse(baseUrl)` is exported for the bench: it returns one row per page.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startNginx } from "../deploy/nginx-local.mjs";
import { precompressStatic } from "../scripts/precompress-static.mjs";
import { BUDGETED_PAGES, resolvePages } from "./page-weight.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const NEXT = path.join(ROOT, "node_modules/.bin/next");
const DIST = ".next-lighthouse";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const BUDGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
export const METRIC_BUDGETS = { lcpMs: 2000, tbtMs: 150, cls: 0.05 };

/** The landing pages in the other languages: their home pages carry the same budgets. */
const TRANSLATED_LANDINGS = [
  { name: "home-fr", path: "/fr" },
  { name: "home-rw", path: "/rw" },
];

/** The pages audited: the landing pages, the first of each kind on its list (bench/page-weight.mjs). */
async function pagesOf(baseUrl) {
  const names = ["home", "tours", "tour", "post", "event", "participant", "contact"];
  const lookup = process.env.BENCH_APP_ORIGIN || baseUrl;
  const only = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
  const pages = [
    ...(
      await resolvePages(
        lookup,
        BUDGETED_PAGES.filter((p) => names.includes(p.name)),
      )
    ).map((p) => ({ name: p.name, path: p.path })),
    ...TRANSLATED_LANDINGS,
  ];
  return only ? pages.filter((p) => only.includes(p.name)) : pages;
}

// Lantern (Lighthouse's simulation) keeps the node timings of its last simulations only when
// LANTERN_DEBUG is set before it runs; LIGHTHOUSE_LANTERN asks for them.
if (process.env.LIGHTHOUSE_LANTERN === "1") process.env.LANTERN_DEBUG = "1";

/**
 * What the simulated LCP of the run just made waited on: the requests (and the longer CPU tasks) of
 * Lantern's pessimistic LCP graph with their simulated start and end. Lantern puts in that graph
 * every request that ended, and every script that was evaluated, before the largest paint of the
 * unthrottled page load, then replays them over slow 4G with the CPU slowed 4×; the LCP is about
 * the mean of the optimistic and pessimistic graphs' last end (low-priority images excepted).
 */
async function lanternLcpGraph() {
  const Lantern = await import("lighthouse/core/lib/lantern/lantern.js");
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get("pessimisticLargestContentfulPaint");
  if (!timings) return [];
  return [...timings.entries()]
    .filter(([node, t]) => node.type === "network" || t.endTime - t.startTime >= 20)
    .sort((a, b) => a[1].startTime - b[1].startTime)
    .map(([node, t]) => ({
      start: Math.round(t.startTime),
      end: Math.round(t.endTime),
      what:
        node.type === "network"
          ? `${node.request.resourceType} ${node.request.priority} ${Math.round(node.request.transferSize / 102.4) / 10} KB ${node.request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 70)}`
          : `CPU ${[...node.getEvaluateScriptURLs()].map((u) => u.split("/").pop()).join(" ") || (node.didPerformLayout() ? "layout" : "task")}`,
    }));
}

/** What Lighthouse clears before each run by default, and local storage. */
const FIRST_VISIT_CLEARS = ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"];

const median = (runs) => [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(runs.length / 2)];

/** Audits the three pages of the site at baseUrl; one row per page with scores (0–100), metrics and failures. */
export async function runLighthouse(baseUrl, { runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3) } = {}) {
  // The local HTTPS front's certificate is self-made for localhost (deploy/nginx-local.mjs).
  const { protocol, hostname } = new URL(baseUrl);
  const localTls = protocol === "https:" && ["localhost", "127.0.0.1"].includes(hostname);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", ...(localTls ? ["--ignore-certificate-errors"] : [])],
  });
  try {
    const rows = [];
    const lanternOf = new Map();
    for (const page of await pagesOf(baseUrl)) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        // No config: Lighthouse's default is the mobile preset (emulated phone, simulated throttling).
        // Each run is a first visit, as on PageSpeed Insights (a fresh browser profile): Lighthouse
        // empties the HTTP cache but by default keeps the origin's local storage, where an earlier
        // run's page would have left "the headings' font is cached" (app/font-later.ts) behind.
        const result = await lighthouse(`${baseUrl}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          clearStorageTypes: [...FIRST_VISIT_CLEARS],
        });
        results.push(result.lhr);
        if (process.env.LANTERN_DEBUG) lanternOf.set(result.lhr, await lanternLcpGraph());
      }
      const lhr = median(results);
      // LIGHTHOUSE_JSON_DIR keeps the median run's full report per page (LCP breakdown, network
      // requests, critical chains) for a look at what the largest paint waits on.
      if (process.env.LIGHTHOUSE_JSON_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
        writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, `${page.name}.json`), JSON.stringify(lhr));
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      rows.push({
        ...page,
        scores,
        lcpMs: Math.round(metric("largest-contentful-paint")),
        tbtMs: Math.round(metric("total-blocking-time")),
        cls: Number(metric("cumulative-layout-shift").toFixed(3)),
        fcpMs: Math.round(metric("first-contentful-paint")),
        // Lighthouse's CPU benchmark of this machine during the run: the 4× CPU slowdown is applied on
        // top of it, so a busy box (a low index) inflates TBT and LCP.
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
        pass: {
          ...Object.fromEntries(CATEGORIES.map((c) => [c, scores[c] >= BUDGETS[c]])),
          lcp: metric("largest-contentful-paint") <= METRIC_BUDGETS.lcpMs,
          tbt: metric("total-blocking-time") <= METRIC_BUDGETS.tbtMs,
          cls: metric("cumulative-layout-shift") <= METRIC_BUDGETS.cls,
        },
        failing,
        lantern: lanternOf.get(lhr),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** A plain-text table of the rows with PASS/FAIL per budget. */
export function formatLighthouse(rows) {
  const lines = [`page        path                                  perf  a11y  best   seo     LCP     TBT    CLS  cpu-index`];
  for (const r of rows) {
    const s = r.scores;
    lines.push(
      `${r.name.padEnd(11)} ${r.path.slice(0, 36).padEnd(36)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s["best-practices"]).padStart(5)} ${String(s.seo).padStart(5)} ${`${r.lcpMs}ms`.padStart(7)} ${`${r.tbtMs}ms`.padStart(7)} ${String(r.cls).padStart(6)} ${String(r.benchmarkIndex).padStart(10)}`,
    );
  }
  lines.push("");
  for (const r of rows) {
    const verdicts = [
      ...CATEGORIES.map((c) => `${c} ${r.scores[c]} (≥ ${BUDGETS[c]}) ${r.pass[c] ? "PASS" : "FAIL"}`),
      `LCP ${r.lcpMs} ms (≤ ${METRIC_BUDGETS.lcpMs}) ${r.pass.lcp ? "PASS" : "FAIL"}`,
      `TBT ${r.tbtMs} ms (≤ ${METRIC_BUDGETS.tbtMs}) ${r.pass.tbt ? "PASS" : "FAIL"}`,
      `CLS ${r.cls} (≤ ${METRIC_BUDGETS.cls}) ${r.pass.cls ? "PASS" : "FAIL"}`,
    ];
    lines.push(`${r.name}: ${verdicts.join(" · ")}${r.failing.length ? ` — failing audits: ${r.failing.join(", ")}` : ""}`);
  }
  for (const r of rows.filter((row) => row.lantern?.length)) {
    lines.push("", `${r.name}: Lantern's pessimistic LCP graph (simulated ms: start end what)`);
    for (const n of r.lantern) lines.push(`${String(n.start).padStart(6)} ${String(n.end).padStart(6)}  ${n.what}`);
  }
  lines.push(
    "Each row is the median (by performance score) of LIGHTHOUSE_RUNS runs. cpu-index: Lighthouse's benchmarkIndex of the machine during that run (an idle modern laptop scores roughly 1000–2000, this 2-core machine about 3,500 when idle); the 4× CPU slowdown comes on top of it, so a busy machine inflates TBT and LCP.",
  );
  return lines.join("\n");
}

async function waitFor(url, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds}s`);
}

/**
 * Builds (unless told not to) and starts the app on a fresh data directory, behind the HTTPS front
 * unless LIGHTHOUSE_DIRECT=1; returns the URL to audit, the app's own URL and a stop function.
 */
async function startApp() {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3292);
  const tlsPort = Number(process.env.LIGHTHOUSE_TLS_PORT ?? 8443);
  const direct = process.env.LIGHTHOUSE_DIRECT === "1";
  const dataDir = mkdtempSync(path.join(tmpdir(), "ikaze-lighthouse-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: DIST,
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: direct ? `http://localhost:${port}` : `https://localhost:${tlsPort}`,
    // Behind nginx, which sends one X-Forwarded-For entry (docs/security.md "Client addresses").
    ...(direct ? {} : { TRUST_PROXY: "1" }),
    SEED_DEMO: "1",
    ADMIN_EMAIL: "lighthouse-admin@ikaze.test",
    ADMIN_PASSWORD: "Lighthouse-admin-pass-2026!",
  };
  delete env.DATABASE_URL;
  if (!(process.env.LIGHTHOUSE_SKIP_BUILD === "1" && existsSync(path.join(ROOT, DIST, "BUILD_ID")))) {
    const r = spawnSync(process.execPath, [NEXT, "build"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
    if (r.status !== 0) throw new Error("next build failed");
    // As `npm run build` does (postbuild): the .gz copies nginx serves /_next/static from.
    precompressStatic(path.join(ROOT, DIST));
  }
  // A reused build keeps the pages cached by the last run (from another database): start empty.
  for (const dir of ["server/route-cache", "cache/fetch-cache"]) rmSync(path.join(ROOT, DIST, dir), { recursive: true, force: true });
  const child = spawn(process.execPath, [NEXT, "start", "-p", String(port)], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  const appUrl = `http://localhost:${port}`;
  const stopApp = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${appUrl}/api/health`);
    // The first request renders and caches each page; audit the cached pages, as visitors get them.
    for (const page of await pagesOf(appUrl)) await fetch(`${appUrl}${page.path}`);
    if (direct) return { url: appUrl, appUrl, stop: stopApp };
    const front = await startNginx({ upstreams: [`127.0.0.1:${port}`], tls: { port: tlsPort }, distDir: DIST });
    return {
      url: front.httpsOrigin,
      appUrl,
      stop: async () => {
        await front.stop();
        stopApp();
      },
    };
  } catch (err) {
    stopApp();
    throw err;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv[2] ?? process.env.LIGHTHOUSE_URL;
  const app = given ? { url: given.replace(/\/$/, ""), stop: () => {} } : await startApp();
  if (app.appUrl) process.env.BENCH_APP_ORIGIN = app.appUrl;
  try {
    const rows = await runLighthouse(app.url);
    console.log(formatLighthouse(rows));
    process.exitCode = rows.every((r) => Object.values(r.pass).every(Boolean)) ? 0 : 1;
  } finally {
    await app.stop();
  }
}
