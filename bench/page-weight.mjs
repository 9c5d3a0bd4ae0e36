// What a page weighs, as a phone downloads it: the HTML (uncompressed), the part of it that is Next's
// inline RSC payload, and the client JavaScript the page loads (each file gzipped at level 9, as
// nginx's gzip_static copies are). Shared by `npm run bench` (bench/run.mjs) and the byte budgets
// of `npm test` (e2e/byte-budget.spec.ts), so both count the same bytes the same way.
//
// Client JavaScript = the page's <script src> files (not `noModule` ones, which modern browsers
// skip) plus every chunk its inline payload names (client components' chunks, which the browser
// loads while hydrating). Chunks a page loads only later (a form's code on view or focus, zod on
// the first check) are not counted: that is the point of loading them later.
//
// "Bare Next" is what every page of any Next app loads: the build's rootMainFiles (React, the
// router, the Turbopack runtime). A page's own JavaScript is what it loads beyond them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The pages with byte budgets: the landing pages a search result leads to, and the lists.
 * `htmlKb` / `jsKb` are the issue's targets. Where a page does not meet one yet, `holdHtmlKb` /
 * `holdJsKb` is the ceiling the byte-budget test enforces meanwhile (today's bytes, a little
 * headroom), so the page cannot grow while the gap is open; the bench still reports the target's
 * FAIL. Remove a hold when its target is met.
 * @type {{ name: string; path?: string; find?: { list: string; prefix: string; then?: string }; htmlKb: number; jsKb: number; holdHtmlKb?: number; holdJsKb?: number }[]}
 */
export const BUDGETED_PAGES = [
  // The home page's sections (services, why, impact, tours, achievements, environment, events,
  // news, contact) weigh 34 KB of markup; their cards and fixed blocks are client components, so
  // the inline payload carries their data, not their element tree a second time.
  { name: "home", path: "/", htmlKb: 80, jsKb: 25 },
  { name: "tours", path: "/tours", htmlKb: 100, jsKb: 25 },
  // A tour on a weekly departure series lists its next DEPARTURES_SHOWN departures (select, payload,
  // JSON-LD); the booking box reads the later ones on request.
  { name: "tour", find: { list: "/tours", prefix: "/tour/" }, htmlKb: 100, jsKb: 40 },
  { name: "blogs", path: "/blogs", htmlKb: 100, jsKb: 25 },
  { name: "post", find: { list: "/blogs", prefix: "/blog/" }, htmlKb: 100, jsKb: 25 },
  { name: "events", path: "/events", htmlKb: 100, jsKb: 25 },
  { name: "event", find: { list: "/events", prefix: "/event/" }, htmlKb: 100, jsKb: 25 },
  { name: "participant", find: { list: "/events", prefix: "/event/", then: "/participant?event=" }, htmlKb: 100, jsKb: 40 },
  { name: "contact", path: "/contact", htmlKb: 100, jsKb: 40 },
  // The newsletters' public archive (a list like /blogs).
  { name: "newsletters", path: "/newsletters", htmlKb: 100, jsKb: 25 },
];

const unescape = (s) => s.replace(/&amp;/g, "&");

/** Bytes of the RSC payload inlined in the HTML: the bodies of the `self.__next_f.push(…)` scripts. */
export function inlinePayloadBytes(html) {
  let bytes = 0;
  for (const m of html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g)) bytes += Buffer.byteLength(m[1]);
  return bytes;
}

/** The payload itself (the strings the push scripts carry), for a look at what is in it. */
export function inlinePayload(html) {
  let out = "";
  for (const m of html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)) {
    const row = JSON.parse(m[1]);
    if (row[0] === 1) out += row[1];
  }
  return out;
}

/** The JavaScript files a page loads while it starts: its script tags, its script preloads and the chunks its payload names. */
export function pageScripts(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1];
    const src = attrs.match(/\ssrc="([^"]+)"/)?.[1];
    if (src && !/\snoModule\b/i.test(attrs)) urls.add(unescape(src));
  }
  // Chunks the page preloads (a language's words, split from the others) are loaded all the same.
  for (const m of html.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = m[1];
    const href = attrs.match(/\shref="([^"]+\.js)"/)?.[1];
    if (href && /\srel="preload"/.test(attrs) && /\sas="script"/.test(attrs)) urls.add(unescape(href));
  }
  for (const m of inlinePayload(html).matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)) urls.add(m[1]);
  return [...urls];
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

async function fetchBytes(url, headers = {}) {
  const res = await fetch(url, { headers: { "accept-encoding": "identity", ...headers }, redirect: "manual" });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

/** The links on `list` that start with `prefix` (tours, posts, events, registration forms), in page order. */
export async function findLinks(origin, list, prefix) {
  const html = (await fetchBytes(origin + list, { accept: "text/html" })).body.toString("utf8");
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [...new Set([...html.matchAll(new RegExp(`href="(${escaped}[^"#]+)"`, "g"))].map((m) => unescape(m[1])))];
}

/** The budgeted pages with their paths resolved against a running server (the first item of each list). */
export async function resolvePages(origin, pages = BUDGETED_PAGES) {
  const out = [];
  for (const p of pages) {
    let found = p.path;
    for (const link of found ? [] : await findLinks(origin, p.find.list, p.find.prefix)) {
      // `then`: a link found on that item's page (the registration form of the first paid event).
      found = p.find.then ? (await findLinks(origin, link, p.find.then))[0] : link;
      if (found) break;
    }
    if (!found) throw new Error(`${p.name}: no ${p.find.prefix}${p.find.then ? ` … ${p.find.then}` : ""} link from ${p.find.list}`);
    out.push({ ...p, path: found });
  }
  return out;
}

const scriptCache = new Map();

/** HTML bytes, inline payload bytes and the client JavaScript (gzip) of one page. */
export async function pageWeight(origin, pagePath) {
  const res = await fetchBytes(origin + pagePath, { accept: "text/html" });
  if (res.status !== 200) throw new Error(`${pagePath}: HTTP ${res.status}`);
  const html = res.body.toString("utf8");
  const scripts = [];
  for (const src of pageScripts(html)) {
    const url = new URL(src, origin).toString();
    if (!scriptCache.has(url)) {
      const file = await fetchBytes(url);
      if (file.status !== 200) throw new Error(`${src}: HTTP ${file.status}`);
      scriptCache.set(url, { src, bytes: file.body.length, gzBytes: gz(file.body) });
    }
    scripts.push(scriptCache.get(url));
  }
  return {
    path: pagePath,
    html,
    htmlBytes: res.body.length,
    inlinePayloadBytes: inlinePayloadBytes(html),
    scripts,
    jsGzBytes: scripts.reduce((s, f) => s + f.gzBytes, 0),
  };
}

/** The bare-Next baseline: the rootMainFiles of the build in `distDir`, gzipped, as served by `origin`. */
export async function frameworkJs(origin, distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const files = manifest.rootMainFiles.map((f) => `/_next/${f}`);
  let gzBytes = 0;
  for (const src of files) gzBytes += gz((await fetchBytes(new URL(src, origin).toString())).body);
  return { files, gzBytes };
}

/**
 * The modules of a production Turbopack chunk with their minified sizes, largest first. A chunk is
 * `(globalThis.TURBOPACK||…).push([script, id, factory, id, factory, …])`; with the build's source
 * maps (sectioned per module) each module is named by its source file, else by its id.
 */
export function chunkModules(source, sourceMap) {
  const sections = sourceMap?.sections ?? [];
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === "\n") lineStarts.push(i + 1);
  const named = sections
    .map((s) => ({ at: lineStarts[s.offset.line] + s.offset.column, name: (s.map.sources ?? []).find((x) => !x.includes("turbopack")) ?? s.map.sources?.[0] }))
    .filter((s) => s.name)
    .sort((a, b) => a.at - b.at);
  if (named.length) {
    return named.map((s, i) => ({ name: cleanSource(s.name), bytes: (named[i + 1]?.at ?? source.length) - s.at })).sort((a, b) => b.bytes - a.bytes);
  }
  // A plain map (what Turbopack writes for production chunks): the generated bytes of each source.
  if (typeof sourceMap?.mappings === "string" && sourceMap.sources?.length) {
    const bytes = bytesPerSource(source, sourceMap.mappings);
    return [...bytes].map(([i, n]) => ({ name: cleanSource(sourceMap.sources[i]), bytes: n })).sort((a, b) => b.bytes - a.bytes);
  }
  const starts = [...source.matchAll(/[,[](\d{2,7}),(?:\(?[a-zA-Z_$,]*\)?=>|function)/g)].map((m) => ({ at: m.index, name: `module ${m[1]}` }));
  return starts.map((s, i) => ({ name: s.name, bytes: (starts[i + 1]?.at ?? source.length) - s.at })).sort((a, b) => b.bytes - a.bytes);
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** One segment of a source map's `mappings` (Base64 VLQ) as its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = BASE64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Map of source index → generated characters mapped to it (each segment runs to the next one). */
function bytesPerSource(source, mappings) {
  const lines = source.split("\n");
  const totals = new Map();
  let sourceIndex = 0;
  mappings.split(";").forEach((lineMappings, line) => {
    const segments = [];
    let column = 0;
    for (const segment of lineMappings.split(",")) {
      if (!segment) continue;
      const [dColumn, dSource] = decodeSegment(segment);
      column += dColumn;
      if (dSource !== undefined) sourceIndex += dSource;
      segments.push({ column, source: dSource === undefined ? -1 : sourceIndex });
    }
    segments.forEach((seg, i) => {
      if (seg.source < 0) return;
      const end = segments[i + 1]?.column ?? lines[line]?.length ?? seg.column;
      totals.set(seg.source, (totals.get(seg.source) ?? 0) + Math.max(0, end - seg.column));
    });
  });
  return totals;
}

const cleanSource = (s) =>
  s
    .replace(/^.*?\[project\]\//, "")
    .replace(/^turbopack:\/\/\/?/, "")
    .replace(/ \[.*$/, "");

/** kB with one decimal. */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Every budgeted page measured against a running server: rows with the page's own JS beyond bare Next. */
export async function measureBudgetedPages(origin, distDir) {
  const base = await frameworkJs(origin, distDir);
  const rows = [];
  for (const page of await resolvePages(origin)) {
    const w = await pageWeight(origin, page.path);
    const ownJs = w.scripts.filter((s) => !base.files.includes(s.src));
    rows.push({ ...page, ...w, extraJsGzBytes: w.jsGzBytes - base.gzBytes, ownJs });
  }
  return { base, rows };
}

const holds = (r) =>
  [r.holdHtmlKb ? `HTML held at ${r.holdHtmlKb} KB` : "", r.holdJsKb ? `JS held at + ${r.holdJsKb} KB` : ""]
    .filter(Boolean)
    .map((h) => `; ${h}`)
    .join("");

/** A plain-text table of measureBudgetedPages' rows, PASS/FAIL per budget. */
export function formatWeights({ base, rows }) {
  const lines = [`bare Next (rootMainFiles): ${kb(base.gzBytes)} KB gz in ${base.files.length} files`, ""];
  lines.push(
    `${"page".padEnd(12)} ${"path".padEnd(48)} ${"HTML KB".padStart(8)} ${"payload".padStart(8)} ${"JS gz KB".padStart(9)} ${"+bare".padStart(7)}  budgets`,
  );
  for (const r of rows) {
    const fails = [];
    if (r.htmlBytes > r.htmlKb * 1024) fails.push(`HTML > ${r.htmlKb} KB`);
    if (r.extraJsGzBytes > r.jsKb * 1024) fails.push(`JS > bare + ${r.jsKb} KB`);
    lines.push(
      `${r.name.padEnd(12)} ${r.path.slice(0, 48).padEnd(48)} ${kb(r.htmlBytes).padStart(8)} ${`${Math.round((100 * r.inlinePayloadBytes) / r.htmlBytes)} %`.padStart(8)} ${kb(r.jsGzBytes).padStart(9)} ${`+${kb(r.extraJsGzBytes)}`.padStart(7)}  ${fails.length ? `FAIL: ${fails.join(", ")}` : "PASS"} (≤ ${r.htmlKb} KB, + ${r.jsKb} KB)${holds(r)}`,
    );
  }
  return lines.join("\n");
}

// node bench/page-weight.mjs <origin> <distDir>: the table for a running production server.
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [origin = "http://localhost:3000", distDir = ".next"] = process.argv.slice(2);
  const result = await measureBudgetedPages(origin, distDir);
  console.log(formatWeights(result));
  if (process.env.WEIGHT_MODULES === "1") {
    for (const r of result.rows) console.log(`${r.name}: ${r.ownJs.map((s) => `${s.src.replace("/_next/static/chunks/", "")} ${kb(s.gzBytes)}`).join(", ")}`);
  }
}
