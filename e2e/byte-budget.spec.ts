import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BUDGETED_PAGES, frameworkJs, kb, pageWeight } from "../bench/page-weight.mjs";
import { demoEvents } from "../lib/office/setup/demo/events";
import { demoNews } from "../lib/office/setup/demo/news";
import { demoTours } from "../lib/office/setup/demo/tours";

/*
 * The byte budgets, on the production build: the HTML of each landing page (uncompressed)
 * and the client JavaScript it loads beyond bare Next (gzip), counted by bench/page-weight.mjs as
 * `npm run bench` counts them. Bytes only, never times: they do not depend on the machine's load.
 * Every demo tour, post and event is measured (the budget holds for the heaviest), so the check
 * does not hang on which item a list shows first. New public pages join BUDGETED_PAGES.
 */

const budget = (name: string) => {
  const b = BUDGETED_PAGES.find((p) => p.name === name);
  if (!b) throw new Error(`no budget named ${name}`);
  return b;
};

// Drafts and unapproved events are not public (404): only what a visitor can reach is budgeted.
const published = <T extends { slug: string; isPublished?: boolean; isApproved?: boolean }>(items: T[]) =>
  items.filter((i) => i.isPublished !== false && i.isApproved !== false);

const pages: { kind: string; path: string; holdHtmlKb?: number }[] = [
  ...BUDGETED_PAGES.filter((p) => p.path).map((p) => ({ kind: p.name, path: p.path! })),
  ...published(demoTours).map((t) => ({ kind: "tour", path: `/tour/${t.slug}` })),
  ...published(demoNews).map((n) => ({ kind: "post", path: `/blog/${n.slug}` })),
  ...published(demoEvents).map((e) => ({ kind: "event", path: `/event/${e.slug}` })),
  ...published(demoEvents).map((e) => ({ kind: "participant", path: `/participant?event=${e.slug}` })),
  // The French and Kinyarwanda landing pages, tour, event and registration pages hold the same budgets.
  ...["fr", "rw"].flatMap((lang) => [
    ...BUDGETED_PAGES.filter((p) => p.path).map((p) => ({ kind: p.name, path: p.path === "/" ? `/${lang}` : `/${lang}${p.path}` })),
    ...published(demoTours).map((t) => ({ kind: "tour", path: `/${lang}/tour/${t.slug}` })),
    ...published(demoEvents).map((e) => ({ kind: "event", path: `/${lang}/event/${e.slug}` })),
    ...published(demoEvents).map((e) => ({ kind: "participant", path: `/${lang}/participant?event=${e.slug}` })),
  ]),
];

test("every landing page holds its HTML and JavaScript budget", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const base = await frameworkJs(baseURL!, process.env.E2E_DIST_DIR!);
  const lines: string[] = [];
  for (const page of pages) {
    const b = budget(page.kind);
    // The target, or the ceiling held while a page does not meet it yet (bench/page-weight.mjs).
    const htmlKb = page.holdHtmlKb ?? b.holdHtmlKb ?? b.htmlKb;
    const jsKb = b.holdJsKb ?? b.jsKb;
    const w = await pageWeight(baseURL!, page.path);
    const extraJs = w.jsGzBytes - base.gzBytes;
    lines.push(`${page.path}: HTML ${kb(w.htmlBytes)} KB (≤ ${htmlKb}), JS bare + ${kb(extraJs)} KB (≤ ${jsKb})`);
    expect.soft(w.htmlBytes, `HTML of ${page.path} (KB ${kb(w.htmlBytes)})`).toBeLessThanOrEqual(htmlKb * 1024);
    expect.soft(extraJs, `client JS of ${page.path} beyond bare Next (KB gz ${kb(extraJs)})`).toBeLessThanOrEqual(jsKb * 1024);
  }
  await test.info().attach("page weights", { body: lines.join("\n"), contentType: "text/plain" });
});

test("no database code in any browser chunk", () => {
  // The schema's index names and drizzle's own symbols exist only in server code; a client chunk
  // that has one carries the schema or the ORM (tests/client-bundle.test.ts checks the imports).
  const schema = readFileSync(path.join(process.cwd(), "lib/platform/db/schema.ts"), "utf8");
  const indexNames = [...schema.matchAll(/(?:index|uniqueIndex)\("([a-z_]+)"\)/g)].map((m) => m[1]);
  expect(indexNames.length).toBeGreaterThan(5);
  const dir = path.join(process.env.E2E_DIST_DIR!, "static/chunks");
  const found: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".js"))) {
    const code = readFileSync(path.join(dir, file), "utf8");
    if (code.includes('"drizzle:')) found.push(`${file}: drizzle-orm`);
    const index = indexNames.find((n) => code.includes(`"${n}"`));
    if (index) found.push(`${file}: lib/platform/db/schema.ts (${index})`);
  }
  expect(found).toEqual([]);
});
