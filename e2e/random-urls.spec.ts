import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * Random URLs must not fill the disk. Next caches every render of a public page,
 * 404s included: 300 random URLs used to write about 2,300 files (35 MB) into the build directory.
 * Now a 404 and a cached miss stay in memory (server/route-cache-handler.mjs). Other specs may write
 * real pages meanwhile, so this looks for files of its own URLs and bounds the total loosely.
 */
const distDir = process.env.E2E_DIST_DIR!;
const dataDir = process.env.E2E_DATA_DIR!;

type Entry = { file: string; bytes: number; mtimeMs: number };

function walk(dir: string): Entry[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: "utf8" }).flatMap((f) => {
      const file = path.join(dir, f);
      const s = statSync(file, { throwIfNoEntry: false });
      return s?.isFile() ? [{ file, bytes: s.size, mtimeMs: s.mtimeMs }] : [];
    });
  } catch {
    return [];
  }
}

const total = (entries: Entry[]) => entries.reduce((n, e) => n + e.bytes, 0);

/**
 * What the bound counts: not the image optimizer's cache (capped on its own in next.config.mjs;
 * page URLs never reach it) and not the pages the other worker's specs render meanwhile (each
 * public page is cached on its first view, some 100-400 KB): of the page cache, only our URLs.
 */
const imageCache = `${path.sep}cache${path.sep}images${path.sep}`;
const pageCache = `${path.sep}route-cache${path.sep}`;
const countedFor = (paths: string[]) => (e: Entry) => !e.file.includes(imageCache) && (!e.file.includes(pageCache) || paths.some((p) => e.file.includes(p)));

test("300 random URLs leave the build and data directories (almost) as they were", async ({ request }) => {
  test.setTimeout(240_000);
  expect(distDir && dataDir, "playwright.config.ts sets E2E_DIST_DIR and E2E_DATA_DIR").toBeTruthy();
  const marker = `zz-rnd-${Date.now().toString(36)}`;
  const paths = Array.from({ length: 300 }, (_, i) => {
    const prefixes = [`/tour/${marker}-`, `/blog/${marker}-`, `/event/${marker}-`, "/services/", "/tours/page/", `/${marker}-`];
    const prefix = prefixes[i % prefixes.length];
    return `${prefix}${prefix.endsWith("/") && !prefix.includes(marker) ? 1000 + i : i}`;
  });

  const startedAt = Date.now();
  const counted = countedFor(paths);
  const before = total(walk(distDir).filter(counted)) + total(walk(dataDir));
  const statuses: number[] = [];
  for (let i = 0; i < paths.length; i += 6) {
    const batch = await Promise.all(paths.slice(i, i + 6).map((p) => request.get(p)));
    statuses.push(...batch.map((r) => r.status()));
  }
  expect(new Set(statuses)).toEqual(new Set([404]));

  const after = walk(distDir);
  const ours = after.filter((e) => e.file.includes(marker));
  expect(ours.map((e) => e.file)).toEqual([]);
  // Cached misses ("no such tour", an empty list page) written since the start.
  const misses = after.filter(
    (e) =>
      e.file.includes(`${path.sep}fetch-cache${path.sep}`) && e.mtimeMs >= startedAt && /"body":"(null|\{\\"items\\":\[\])/.test(readFileSync(e.file, "utf8")),
  );
  expect(misses.map((e) => e.file)).toEqual([]);
  expect(total(after.filter(counted)) + total(walk(dataDir)) - before).toBeLessThan(1024 * 1024);
});
